import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { useSaveSchool, type SchoolSummary, type SearchResponse } from './api';
import { changeFilters, filtersToSearchParams, hasActiveFilters, pageCount, toApiQuery, type SchoolFilters } from './filters';
import { formatNumber } from './format';
import { ErrorMessage, ResultsSkeleton } from './pageStates';
import { SchoolCard } from './SchoolCard';

function searchString(filters: SchoolFilters): string {
  const params = filtersToSearchParams(filters).toString();
  return params === '' ? '' : `?${params}`;
}

function withoutKey(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** Saving and unsaving schools from the list: which are on their way, and which failed and why. */
function useSaveToggles() {
  const { user } = useAuth();
  const save = useSaveSchool(user?.id ?? '');
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());
  const [saveErrors, setSaveErrors] = useState<Readonly<Record<string, string>>>({});
  // The schools whose save was refused by the plan's limit.
  const [upgrades, setUpgrades] = useState<ReadonlySet<string>>(() => new Set());

  async function toggleSave(school: SchoolSummary) {
    setSaving((current) => new Set(current).add(school.id));
    setSaveErrors((current) => withoutKey(current, school.id));
    try {
      await save.mutateAsync(school.saved ? { id: school.id, save: false } : { id: school.id, save: true, notes: null });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Something went wrong.';
      const action = school.saved ? 'remove' : 'save';
      setSaveErrors((current) => ({ ...current, [school.id]: `Could not ${action} ${school.name}: ${message}` }));
      if (isApiError(error) && error.code === 'plan_limit') setUpgrades((current) => new Set(current).add(school.id));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(school.id);
        return next;
      });
    }
  }

  return { saving, saveErrors, upgrades, toggleSave };
}

interface PaginationProps {
  filters: SchoolFilters;
  pages: number;
}

function Pagination({ filters, pages }: PaginationProps) {
  const page = Math.min(filters.page, pages);
  const previous = page > 1 ? searchString(changeFilters(filters, { page: page - 1 })) : null;
  const next = page < pages ? searchString(changeFilters(filters, { page: page + 1 })) : null;
  return (
    <nav className="pagination" aria-label="Pages of results">
      {previous !== null ? (
        <Link className="button button--secondary" to={{ search: previous }} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="button button--secondary pagination__disabled" aria-disabled="true">
          Previous
        </span>
      )}
      <span className="pagination__status">
        Page {page} of {pages}
      </span>
      {next !== null ? (
        <Link className="button button--secondary" to={{ search: next }} rel="next">
          Next
        </Link>
      ) : (
        <span className="button button--secondary pagination__disabled" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

/**
 * The programs that match the filters, a page at a time: how many match, the cards, the pages,
 * and what to do when none match or the search fails.
 */
export function SchoolResults({
  filters,
  search,
  onClearFilters,
}: {
  filters: SchoolFilters;
  search: UseQueryResult<SearchResponse>;
  onClearFilters: () => void;
}) {
  // After moving to another page of the same results, take the reader to the top of the list. A
  // filter change also goes back to page 1, but then the focus stays on the filter.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const sameSearch = toApiQuery({ ...filters, page: 1 });
  const lastPage = useRef({ page: filters.page, search: sameSearch });
  useEffect(() => {
    const last = lastPage.current;
    lastPage.current = { page: filters.page, search: sameSearch };
    if (last.page === filters.page || last.search !== sameSearch) return;
    statusRef.current?.focus({ preventScroll: true });
    statusRef.current?.scrollIntoView({ block: 'start' });
  }, [filters.page, sameSearch]);

  // Kept here, not with the page of cards, so a failure to save outlasts a failed search.
  const toggles = useSaveToggles();
  const data = search.data;
  const updating = search.isFetching && search.isPlaceholderData;
  const filterError = search.error && isApiError(search.error) && search.error.status === 422;

  return (
    <section className="school-results" aria-labelledby="school-results-status" aria-busy={search.isFetching}>
      <div className="school-results__bar">
        <p id="school-results-status" className="school-results__status" ref={statusRef} tabIndex={-1} aria-live="polite">
          {data ? (
            <>
              Showing {formatNumber(data.matched)} of {formatNumber(data.total)} programs
            </>
          ) : search.isError ? (
            'Programs could not be loaded'
          ) : (
            'Loading programs…'
          )}
          {updating ? <span className="school-results__updating"> Updating…</span> : null}
        </p>
        {hasActiveFilters(filters) ? (
          <button type="button" className="button button--ghost button--small" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : null}
      </div>

      {search.isError ? (
        <ErrorMessage
          title={filterError ? 'That search cannot be run' : 'Programs could not be loaded'}
          error={search.error}
          onRetry={filterError ? undefined : () => void search.refetch()}
        >
          {filterError ? (
            <button type="button" className="button button--secondary button--small" onClick={onClearFilters}>
              Clear filters
            </button>
          ) : null}
        </ErrorMessage>
      ) : null}

      {search.isPending ? <ResultsSkeleton /> : null}

      {data && !search.isError ? (
        <ResultsPage filters={filters} data={data} updating={updating} toggles={toggles} onClearFilters={onClearFilters} />
      ) : null}
    </section>
  );
}

/** One page of results: the cards and the pages, or why there are none. */
function ResultsPage({
  filters,
  data,
  updating,
  toggles: { saving, saveErrors, upgrades, toggleSave },
  onClearFilters,
}: {
  filters: SchoolFilters;
  data: SearchResponse;
  updating: boolean;
  toggles: ReturnType<typeof useSaveToggles>;
  onClearFilters: () => void;
}) {
  const location = useLocation();
  const pages = pageCount(data.matched, data.pageSize);
  const backTo = `${location.pathname}${location.search}`;

  if (data.items.length > 0) {
    return (
      <>
        <ul className={updating ? 'school-grid school-grid--updating' : 'school-grid'} aria-label="Programs">
          {data.items.map((school) => (
            <li key={school.id}>
              <SchoolCard
                school={school}
                onToggleSave={(s) => void toggleSave(s)}
                saving={saving.has(school.id)}
                saveError={saveErrors[school.id] ?? null}
                saveErrorUpgrade={upgrades.has(school.id)}
                backTo={backTo}
              />
            </li>
          ))}
        </ul>
        {pages > 1 ? <Pagination filters={filters} pages={pages} /> : null}
      </>
    );
  }
  if (data.matched > 0) {
    return (
      <div className="empty-state">
        <p>There are no programs on page {filters.page}.</p>
        <Link className="button button--secondary" to={{ search: searchString(changeFilters(filters, { page: 1 })) }}>
          Go to the first page
        </Link>
      </div>
    );
  }
  return (
    <div className="empty-state">
      <p>No schools match your search criteria.</p>
      <button type="button" className="button button--primary" onClick={onClearFilters}>
        Clear filters
      </button>
    </div>
  );
}
