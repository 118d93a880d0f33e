/** What the schools pages show besides results: the note on where the data comes from, a failed request, the loading skeleton. */
import type { ReactNode } from 'react';
import { FormMessage } from '@/components/FormField';
import { isApiError } from '@/lib/api';

/** Where the figures come from, and how far to trust them. */
export function DataNote({ children }: { children?: ReactNode }) {
  return (
    <aside className="data-note" aria-label="About this data">
      <p>
        Program details come from public sources (conference, NCAA and rowing news pages, and a federal college
        directory) and may be out of date. Check with the program before you rely on them, especially conference
        changes marked “(until 2024)”.
      </p>
      {children}
    </aside>
  );
}

interface ErrorMessageProps {
  title: string;
  error: unknown;
  onRetry?: (() => void) | undefined;
  children?: ReactNode;
}

/** A failed request, said plainly, with a way to try again where that can help. */
export function ErrorMessage({ title, error, onRetry, children }: ErrorMessageProps) {
  const message = isApiError(error) ? error.message : 'Something went wrong.';
  return (
    <FormMessage tone="error" title={title}>
      <p>{message}</p>
      {onRetry || children ? (
        <p className="error-actions">
          {onRetry ? (
            <button type="button" className="button button--secondary button--small" onClick={onRetry}>
              Try again
            </button>
          ) : null}
          {children}
        </p>
      ) : null}
    </FormMessage>
  );
}

/** Grey cards in the shape of the results while the first page loads. */
export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="school-grid school-grid--skeleton" role="status" aria-label="Loading programs">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card school-card skeleton-card" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--badge" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
