import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
import { SelectField } from '@/components/SelectAndTextArea';
import type { Schema } from '@/api';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { usePageTitle } from '@/lib/usePageTitle';
import { WorkspacePartsContext, type WorkspaceParts } from '@/lib/workspaceParts';
import { athleteSearchQueryOptions } from './api';
import { FilterForm } from './FilterForm';
import { activeFilterCount, searchFromParams, SORT_LABELS, SORTS, toQuery, type SearchFilters, type Sort } from './rules';
import { SaveDialog, SavedSearches } from './SavedSearches';
import { Results } from './SearchResults';
import './athleteSearch.css';

type Workspace = Schema<'Workspace'>;

/** Where the filters fold into a sheet: the width at which athleteSearch.css stacks the page. */
const NARROW = '(max-width: 60rem)';

export default function AthleteSearchPage({ workspace }: { workspace: WorkspaceParts }) {
  const { Gate } = workspace;
  usePageTitle('Athlete search', 'Find athletes by class, squad, erg times, size, academics and state.');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Coach workspace</p>
        <h1>Athlete search</h1>
        <p className="lead">Athletes who have opened their profile to verified college coaches (and, for minors, whose parent agreed).</p>
      </header>
      <WorkspacePartsContext value={workspace}>
        <Gate>{(open) => <SearchWorkspace workspace={open} />}</Gate>
      </WorkspacePartsContext>
    </div>
  );
}

/**
 * The filters, the saved searches and the results, for a coach whose workspace is open. On a
 * narrow screen the filters wait in a sheet behind a "Filters" button, so the results come first,
 * and the saved searches follow them.
 */
function SearchWorkspace({ workspace }: { workspace: Workspace }) {
  const [params, setParams] = useSearchParams();
  const state = searchFromParams(params);
  const query = toQuery(state);
  const academic = workspace.limits?.academicFilters ?? false;
  const results = useQuery(athleteSearchQueryOptions(query));
  const [saving, setSaving] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const [filtering, setFiltering] = useState(false);
  const activeFilters = activeFilterCount(state.filters);

  const go = (next: { filters?: SearchFilters; sort?: Sort; page?: number }) => {
    const nextQuery = toQuery({
      filters: next.filters ?? state.filters,
      sort: next.sort ?? state.sort,
      page: next.page ?? 1,
    });
    setParams(new URLSearchParams(nextQuery));
  };

  const savedSearches = (
    <SavedSearches current={toQuery({ ...state, page: 1 })} onOpen={(saved) => setParams(new URLSearchParams(saved.query))} />
  );

  return (
    <div className="athlete-search">
      {narrow ? null : (
        <aside className="athlete-search__side">
          <FilterForm filters={state.filters} academic={academic} onSearch={(filters) => go({ filters })} />
          {savedSearches}
        </aside>
      )}
      <section className="athlete-search__results" aria-labelledby="results-heading">
        <div className="athlete-search__bar">
          <h2 id="results-heading" tabIndex={-1} aria-live="polite">
            {results.data ? `${results.data.total.toLocaleString('en-US')} athlete${results.data.total === 1 ? '' : 's'}` : 'Results'}
          </h2>
          {narrow ? (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setFiltering(true)}>
              {activeFilters === 0 ? 'Filters' : `Filters (${activeFilters} active)`}
            </button>
          ) : null}
          <div className="athlete-search__tools">
            <SelectField id="athlete-sort" label="Sort by" value={state.sort} onChange={(event) => go({ sort: event.target.value as Sort })}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </SelectField>
            <button type="button" className="button button--secondary" onClick={() => setSaving(true)}>
              Save this search
            </button>
          </div>
        </div>
        <Results state={results} page={state.page} onPage={(page) => go({ page })} />
      </section>
      {narrow ? <aside className="athlete-search__side">{savedSearches}</aside> : null}
      {narrow && filtering ? (
        <Dialog title="Filters" closeButton className="athlete-filter-sheet" onClose={() => setFiltering(false)}>
          <FilterForm
            filters={state.filters}
            academic={academic}
            inSheet
            onSearch={(filters) => {
              setFiltering(false);
              go({ filters });
            }}
          />
        </Dialog>
      ) : null}
      {saving ? <SaveDialog query={toQuery({ ...state, page: 1 })} onClose={() => setSaving(false)} /> : null}
    </div>
  );
}
