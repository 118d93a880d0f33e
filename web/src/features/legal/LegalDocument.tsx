import type { ReactNode } from 'react';
import { usePageTitle, useScrollToHash } from '@/lib/usePageTitle';

export const LEGAL_REVIEW_NOTICE =
  'This document is being prepared and requires legal review. Effective date: to be determined.';

export function LegalDocument({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  useScrollToHash();
  return (
    <article className="container page legal">
      <header className="page-header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="notice notice--info">{LEGAL_REVIEW_NOTICE}</p>
      </header>
      {children}
    </article>
  );
}
