import type { ReactNode } from 'react';
import { usePageTitle, useScrollToHash } from '@/lib/usePageTitle';
import './legal.css';

export const LEGAL_REVIEW_TITLE = 'Legal review required';
export const LEGAL_REVIEW_NOTICE =
  'This document describes how RowRecruit works today and is awaiting legal review. Effective date: to be determined. Last updated: to be determined.';

/** Where privacy requests, including parents' requests, go. */
export const PRIVACY_EMAIL = 'privacy@rowrecruit.com';

export interface LegalSection {
  id: string;
  title: string;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  intro?: ReactNode;
  /** Listed as "On this page" links. */
  contents?: readonly LegalSection[];
  children?: ReactNode;
}

export function LegalDocument({ title, description, intro, contents, children }: LegalDocumentProps) {
  usePageTitle(title, description);
  useScrollToHash();
  return (
    <article className="container page legal">
      <header className="page-header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <div className="notice notice--info legal__review" role="note">
          <strong>{LEGAL_REVIEW_TITLE}.</strong> {LEGAL_REVIEW_NOTICE}
        </div>
        {intro ? <div className="lead legal__intro">{intro}</div> : null}
      </header>
      {contents && contents.length > 0 ? (
        <nav className="legal__contents" aria-label="On this page">
          <p className="legal__contents-title">On this page</p>
          <ol>
            {contents.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="legal__body">{children}</div>
    </article>
  );
}

/** A titled section whose heading is the target of its "On this page" link. */
export function LegalSectionBlock({ section, children }: { section: LegalSection; children: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {children}
    </section>
  );
}
