/** The pieces every console section shares: error wording, loading/empty states, the table region, dates, details and badges. */
import type { ReactNode } from 'react';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { detailPairs, formatDateTime } from './format';

/** What went wrong, in words an operator can act on. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'Could not reach RowRecruit. Check the connection and try again.';
    if (error.status === 403) return 'Only administrators can see this.';
    if (error.status >= 500) return 'RowRecruit had a problem answering. Try again in a moment.';
    return error.message;
  }
  return 'Something went wrong.';
}

interface QueryStateProps<T> {
  label: string;
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  children: (data: T) => ReactNode;
}

/** A spinner while loading, an error with Try again, or the content made from the data. */
export function QueryState<T>({ label, query, children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={`Loading ${label}`} fullPage={false} />;
  if (query.data === undefined) {
    return (
      <FormMessage tone="error" title={`The ${label} could not be loaded.`}>
        <p>
          {errorText(query.error)}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      </FormMessage>
    );
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}

/**
 * A table that scrolls sideways on narrow screens. The scrolling region can take focus, so the
 * keyboard can scroll it too.
 */
export function TableRegion({
  label,
  busy = false,
  log = false,
  children,
}: {
  label: string;
  busy?: boolean;
  /** Rows of several lines (log details): cells align to the top. */
  log?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap admin-table-wrap" role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      <table className={log ? 'admin-table admin-table--log' : 'admin-table'}>{children}</table>
    </div>
  );
}

export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="admin-nowrap">
      {formatDateTime(iso)}
    </time>
  );
}

/** A JSON details object as a compact key/value list. */
export function Details({ value }: { value: unknown }) {
  const pairs = detailPairs(value);
  if (pairs.length === 0) return <span className="admin-muted">—</span>;
  return (
    <dl className="admin-details">
      {pairs.map(([key, text]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'good' | 'warn' | 'bad'; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
