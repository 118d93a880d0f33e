import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/usePageTitle';

interface PlaceholderPageProps {
  title: string;
  eyebrow?: string;
  description: ReactNode;
  children?: ReactNode;
}

/** A screen with its heading and a line saying what it is for. */
export function PlaceholderPage({ title, eyebrow, description, children }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <div className="container page">
      <header className="page-header">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="lead">{description}</p>
      </header>
      {children}
    </div>
  );
}
