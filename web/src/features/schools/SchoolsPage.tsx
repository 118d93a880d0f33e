import { useEffect, useId, useMemo, useRef, useState, type Ref, type SubmitEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { filterChoicesQueryOptions, searchQueryOptions, useSaveSchool, type SchoolSummary } from './api';
import {
  changeFilters,
  DIVISIONS,
  divisionLabels,
  filtersToSearchParams,
  hasActiveFilters,
  pageCount,
  parseFilters,
  PROGRAM_TYPES,
  programTypeLabels,
  SEARCH_MAX,
  sortLabels,
  SORTS,
  toApiQuery,
  type SchoolFilters,
} from './filters';
import { formatNumber } from './format';
import { SchoolCard } from './SchoolCard';
import { DataNote, ErrorMessage, ResultsSkeleton } from './pageStates';
import './schools.css';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

function searchString(filters: SchoolFilters): string {
  const params = filtersToSearchParams(filters).toString();
  return params === '' ? '' : `?${params}`;
}

function withoutKey(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

interface FiltersFormProps {
  searchRef: Ref<HTMLInputElement>;
  filters: SchoolFilters;
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  onChange: (change: Partial<SchoolFilters>) => void;
  conferences: string[];
}

function FiltersForm({ searchRef, filters, text, onText, onSubmit, onChange, conferences }: FiltersFormProps) {
  const id = useId();
  const searching = filters.q.trim() !== '' || text.trim() !== '';
  const conferenceOptions =
    filters.conference !== '' && !conferences.includes(filters.conference) ? [...conferences, filters.conference] : conferences;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="school-filters" role="search" aria-label="Programs" onSubmit={submit}>
      <div className="field school-filters__search">
        <label className="field__label" htmlFor={`${id}-q`}>
          Search by name or location
        </label>
        <input
          ref={searchRef}
          id={`${id}-q`}
          className="field__input"
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder="e.g. Washington, Boston, MA"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-division`}>
          Division
        </label>
        <select
          id={`${id}-division`}
          className="field__input"
          value={filters.division}
          onChange={(event) => onChange({ division: event.target.value as SchoolFilters['division'] })}
        >
          <option value="">All divisions</option>
          {DIVISIONS.map((division) => (
            <option key={division} value={division}>
              {divisionLabels[division]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-conference`}>
          Conference
        </label>
        <select
          id={`${id}-conference`}
          className="field__input"
          value={filters.conference}
          onChange={(event) => onChange({ conference: event.target.value })}
        >
          <option value="">All conferences</option>
          {conferenceOptions.map((conference) => (
            <option key={conference} value={conference}>
              {conference}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          Program Type
        </label>
        <select
          id={`${id}-type`}
          className="field__input"
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value as SchoolFilters['type'] })}
        >
          <option value="">All</option>
          {PROGRAM_TYPES.map((type) => (
            <option key={type} value={type}>
              {programTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as SchoolFilters['sort'] })}
        >
          <option value="">{searching ? 'Best match' : sortLabels.name}</option>
          {SORTS.filter((sort) => sort !== 'name' || searching).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
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

export default function SchoolsPage() {
  usePageTitle('Browse Rowing Programs');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);

  // The search box follows what is typed; the address bar (and so the query) follows it after a pause.
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    // The address changed from elsewhere (back, forward, a link): the box shows it.
    setShownQ(filters.q);
    setText(filters.q);
  }

  function navigate(next: SchoolFilters, replace = false) {
    setSearchParams(filtersToSearchParams(next), { replace });
  }

  function update(change: Partial<SchoolFilters>) {
    navigate(changeFilters(filters, { q: text, ...change }));
  }

  function commitText(value: string) {
    if (value === filters.q) return;
    // Refining a search replaces its history entry; starting one adds an entry.
    navigate(changeFilters(filters, { q: value }), filters.q !== '');
  }

  useEffect(() => {
    if (text === filters.q) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (current) => {
          const now = parseFilters(current);
          return filtersToSearchParams(changeFilters(now, { q: text }));
        },
        { replace: filters.q !== '' },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, setSearchParams]);

  const searchRef = useRef<HTMLInputElement>(null);
  function clearFilters() {
    setText('');
    navigate(changeFilters(filters, { q: '', division: '', conference: '', type: '' }));
    // The button goes away with the filters; the search box is where to start again.
    searchRef.current?.focus();
  }

  const search = useQuery({ ...searchQueryOptions(userId, filters), enabled: user !== null });
  const choices = useQuery(filterChoicesQueryOptions());
  const save = useSaveSchool(userId);
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());
  const [saveErrors, setSaveErrors] = useState<Readonly<Record<string, string>>>({});

  async function toggleSave(school: SchoolSummary) {
    setSaving((current) => new Set(current).add(school.id));
    setSaveErrors((current) => withoutKey(current, school.id));
    try {
      await save.mutateAsync(school.saved ? { id: school.id, save: false } : { id: school.id, save: true, notes: null });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Something went wrong.';
      const action = school.saved ? 'remove' : 'save';
      setSaveErrors((current) => ({ ...current, [school.id]: `Could not ${action} ${school.name}: ${message}` }));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(school.id);
        return next;
      });
    }
  }

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

  const data = search.data;
  const active = hasActiveFilters(filters);
  const pages = data ? pageCount(data.matched, data.pageSize) : 1;
  const updating = search.isFetching && search.isPlaceholderData;
  const backTo = `${location.pathname}${location.search}`;
  const filterError = search.error && isApiError(search.error) && search.error.status === 422;

  return (
    <div className="container page schools-page">
      <header className="page-header schools-page__header">
        <div>
          <p className="eyebrow">Schools</p>
          <h1>Browse Rowing Programs</h1>
          <p className="lead">
            Search US college rowing programs by name or location and filter by division, conference and program type.
          </p>
        </div>
        <Link className="button button--secondary schools-page__mine" to={paths.mySchools}>
          My schools
        </Link>
      </header>

      <FiltersForm
        searchRef={searchRef}
        filters={filters}
        text={text}
        onText={setText}
        onSubmit={() => commitText(text)}
        onChange={update}
        conferences={choices.data?.conferences ?? []}
      />

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
          {active ? (
            <button type="button" className="button button--ghost button--small" onClick={clearFilters}>
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
              <button type="button" className="button button--secondary button--small" onClick={clearFilters}>
                Clear filters
              </button>
            ) : null}
          </ErrorMessage>
        ) : null}

        {search.isPending ? <ResultsSkeleton /> : null}

        {data && !search.isError ? (
          data.items.length > 0 ? (
            <>
              <ul className={updating ? 'school-grid school-grid--updating' : 'school-grid'} aria-label="Programs">
                {data.items.map((school) => (
                  <li key={school.id}>
                    <SchoolCard
                      school={school}
                      onToggleSave={(s) => void toggleSave(s)}
                      saving={saving.has(school.id)}
                      saveError={saveErrors[school.id] ?? null}
                      backTo={backTo}
                    />
                  </li>
                ))}
              </ul>
              {pages > 1 ? <Pagination filters={filters} pages={pages} /> : null}
            </>
          ) : data.matched > 0 ? (
            <div className="empty-state">
              <p>There are no programs on page {filters.page}.</p>
              <Link className="button button--secondary" to={{ search: searchString(changeFilters(filters, { page: 1 })) }}>
                Go to the first page
              </Link>
            </div>
          ) : (
            <div className="empty-state">
              <p>No schools match your search criteria.</p>
              <button type="button" className="button button--primary" onClick={clearFilters}>
                Clear filters
              </button>
            </div>
          )
        ) : null}
      </section>

      <DataNote />
    </div>
  );
}
