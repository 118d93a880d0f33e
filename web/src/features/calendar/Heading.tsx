import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading at the level its place on the page needs (the lists are shown under different headings). */
export function Heading({ level, className, id, children }: { level: HeadingLevel; className?: string; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

/** One level below, at most h5. */
export function below(level: HeadingLevel): HeadingLevel {
  return level >= 5 ? 5 : ((level + 1) as HeadingLevel);
}
