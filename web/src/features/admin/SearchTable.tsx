import type { ReactNode } from 'react';
import { EmptyState, QueryState, TableRegion } from './sectionUi';

interface SearchBoxProps {
  /** The name of the search landmark ("Users"). */
  label: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The input's label. */
  fieldLabel?: string;
}

/** A search box (by email unless told); results follow as the operator types, so there is nothing to submit. */
export function SearchBox({ label, id, value, onChange, fieldLabel = 'Search by email' }: SearchBoxProps) {
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {fieldLabel}
        </label>
        <input
          id={id}
          className="field__input"
          type="search"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      </div>
    </form>
  );
}

interface SearchTableProps<T> {
  /** What the rows are, for the loading and error messages ("users"). */
  what: string;
  query: { data: T[] | undefined; isPending: boolean; isFetching: boolean; error: unknown; refetch: () => Promise<unknown> };
  /** The name of the table's scrolling region. */
  label: string;
  /** Rows of several lines: cells align to the top. */
  log?: boolean;
  columns: readonly string[];
  /** Adds a last column of row buttons, its heading read out only. */
  actions?: boolean;
  /** Said instead of the table when there are no rows. */
  empty: ReactNode;
  /** The most rows the server sends; when reached, `limitNote` says there are more. */
  limit?: number;
  limitNote?: ReactNode;
  /** One <tr>, with its key. */
  children: (row: T, index: number) => ReactNode;
}

/** A query's rows as a table, with its loading, error and empty states. */
export function SearchTable<T>({ what, query, label, log = false, columns, actions = false, empty, limit, limitNote, children }: SearchTableProps<T>) {
  return (
    <QueryState label={what} query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            <TableRegion label={label} log={log} busy={query.isFetching}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  {actions ? (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>{rows.map(children)}</tbody>
            </TableRegion>
            {limit !== undefined && rows.length >= limit ? <p className="admin-muted admin-note">{limitNote}</p> : null}
          </>
        )
      }
    </QueryState>
  );
}
