import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { filterChoicesQueryOptions, searchQueryOptions } from './api';
import { changeFilters, filtersToSearchParams, parseFilters, type SchoolFilters } from './filters';
import { FiltersForm } from './FiltersForm';
import { DataNote } from './pageStates';
import { SchoolResults } from './SchoolResults';
import './schools.css';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The programs' search: the filters, kept in the address, and the programs that match them. */
export default function SchoolsPage() {
  usePageTitle('Browse Rowing Programs');
  const { user } = useAuth();
  const userId = user?.id ?? '';
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

      <SchoolResults filters={filters} search={search} onClearFilters={clearFilters} />

      <DataNote />
    </div>
  );
}
