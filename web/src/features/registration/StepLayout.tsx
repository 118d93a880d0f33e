import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '@/lib/usePageTitle';
import './registration.css';

interface StepLayoutProps {
  title: string;
  /** Small line above the heading, such as the step's name. */
  eyebrow?: string;
  lead?: ReactNode;
  wide?: boolean;
  /** Move focus to the heading when the screen appears (used between steps). */
  focusHeading?: boolean;
  /** Shown above the heading. */
  icon?: ReactNode;
  children: ReactNode;
}

/** One centred card with the screen's heading: the frame of every registration screen. */
export function StepLayout({ title, eyebrow, lead, wide = false, focusHeading = false, icon, children }: StepLayoutProps) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    // A new step starts at the top, whatever the last one was scrolled to.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading, title]);
  return (
    <div className="container page reg-page">
      <section className={wide ? 'card reg-card reg-card--wide' : 'card reg-card'} aria-labelledby="reg-title">
        <header className="reg-card__header">
          {icon}
          {eyebrow ? <p className="eyebrow reg-card__eyebrow">{eyebrow}</p> : null}
          <h1 id="reg-title" ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className="reg-card__lead">{lead}</p> : null}
        </header>
        {children}
      </section>
    </div>
  );
}

/** Dates are compared and shown as calendar days, whatever the visitor's time zone. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What RowRecruit keeps about an account, in plain words. */
export const DATA_WE_COLLECT = [
  'Your email address and password (the password only as a secure hash)',
  'Your date of birth and state, to apply age and privacy rules',
  'The athlete profile details you choose to add: name, graduation year, school and club, academics, height and weight, erg times and a short bio',
  'The college programs you save',
];
