import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/usePageTitle';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  icon?: 'mail' | 'success' | 'warning';
  wide?: boolean;
  children: ReactNode;
}

const ICONS = {
  mail: (
    <path d="M4 6h16v12H4z M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  ),
  success: <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />,
  warning: (
    <>
      <path d="M12 7v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1.4" fill="currentColor" />
    </>
  ),
};

/** One centred card with the screen's heading: the frame of every account screen. */
export function AuthLayout({ title, lead, icon, wide = false, children }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className="container page auth-page">
      <section className={wide ? 'card auth-card auth-card--wide' : 'card auth-card'} aria-labelledby="auth-title">
        {icon ? (
          <span className={`auth-icon${icon === 'mail' ? '' : ` auth-icon--${icon}`}`} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
              {ICONS[icon]}
            </svg>
          </span>
        ) : null}
        <h1 id="auth-title">{title}</h1>
        {lead ? <p className="auth-card__lead">{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}

/** A router `from` that is safe to go to after signing in: a path on this site, never elsewhere. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export { tokenFromHash } from '@/lib/links';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
