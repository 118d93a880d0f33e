import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/Dialog';
import { FormMessage, TextField } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { Spinner } from '@/components/Spinner';
import type { Schema } from '@/api';
import { complianceRulesQueryOptions } from '@/lib/usStates';
import { isApiError } from '@/lib/api';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { ERG_PLACEHOLDER } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import {
  athleteSearchKeys,
  athleteSearchQueryOptions,
  savedSearchApi,
  savedSearchesQueryOptions,
  type AthletePage,
  type AthleteResult,
  type SavedSearch,
} from './api';
import {
  DIVISIONS,
  formatHeight,
  gradYearChoices,
  hasFilters,
  newMatchesText,
  pageCount,
  searchFromParams,
  SEARCH_LIMITS,
  SIDES,
  SORT_LABELS,
  SORTS,
  SQUADS,
  toQuery,
  WEIGHT_CLASSES,
  type SearchFilters,
  type Sort,
} from './rules';
import { saveSearchSchema, searchFormSchema } from './schema';
import { useWorkspaceParts, WorkspacePartsContext, type WorkspaceParts } from '@/lib/workspaceParts';
import './athleteSearch.css';

type Workspace = Schema<'Workspace'>;

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

function label(options: readonly { value: string; label: string }[], value: string | null | undefined) {
  return options.find((o) => o.value === value)?.label ?? null;
}

function SearchWorkspace({ workspace }: { workspace: Workspace }) {
  const [params, setParams] = useSearchParams();
  const state = searchFromParams(params);
  const query = toQuery(state);
  const academic = workspace.limits?.academicFilters ?? false;
  const results = useQuery(athleteSearchQueryOptions(query));
  const [saving, setSaving] = useState(false);

  const go = (next: { filters?: SearchFilters; sort?: Sort; page?: number }) => {
    const nextQuery = toQuery({
      filters: next.filters ?? state.filters,
      sort: next.sort ?? state.sort,
      page: next.page ?? 1,
    });
    setParams(new URLSearchParams(nextQuery));
  };

  return (
    <div className="athlete-search">
      <a className="athlete-search__skip" href="#results-heading">
        Skip to the results
      </a>
      <aside className="athlete-search__side">
        <FilterForm filters={state.filters} academic={academic} onSearch={(filters) => go({ filters })} />
        <SavedSearches current={toQuery({ ...state, page: 1 })} onOpen={(saved) => setParams(new URLSearchParams(saved.query))} />
      </aside>
      <section className="athlete-search__results" aria-labelledby="results-heading">
        <div className="athlete-search__bar">
          <h2 id="results-heading" tabIndex={-1} aria-live="polite">
            {results.data ? `${results.data.total.toLocaleString('en-US')} athlete${results.data.total === 1 ? '' : 's'}` : 'Results'}
          </h2>
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
      {saving ? <SaveDialog query={toQuery({ ...state, page: 1 })} onClose={() => setSaving(false)} /> : null}
    </div>
  );
}

function FilterForm({ filters, academic, onSearch }: { filters: SearchFilters; academic: boolean; onSearch: (filters: SearchFilters) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const states = useQuery(complianceRulesQueryOptions);
  const years = gradYearChoices(new Date().getFullYear());
  const form = useForm<SearchFilters>({ resolver: zodResolver(searchFormSchema), values: filters, ...VALIDATE_ON_SUBMIT });
  const { register, formState, handleSubmit, reset } = form;
  const errorAt = (name: keyof SearchFilters) => formState.errors[name]?.message;
  const text = (name: keyof SearchFilters, labelText: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={`search-${name}`} label={labelText} error={errorAt(name)} {...extra} {...register(name)} />
  );
  const select = (name: keyof SearchFilters, labelText: string, options: readonly { value: string; label: string }[]) => (
    <SelectField id={`search-${name}`} label={labelText} error={errorAt(name)} {...register(name)}>
      <option value="">Any</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
  const time = (name: 'min2k' | 'max2k' | 'min6k' | 'max6k', labelText: string) =>
    text(name, labelText, { placeholder: ERG_PLACEHOLDER, inputMode: 'decimal', autoComplete: 'off' });
  const academicHint = academic ? undefined : 'academic-filters-note';

  return (
    <form
      ref={formRef}
      className="card athlete-filters"
      aria-label="Search filters"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSearch(values), () => focusFirstInvalid())(event)}
    >
      <h2>Filters</h2>
      {text('q', 'Name, high school or club', { type: 'search', maxLength: SEARCH_LIMITS.qMax })}
      <fieldset className="athlete-filters__group">
        <legend className="field__label">Graduation year</legend>
        <div className="athlete-filters__checks">
          {years.map((year) => (
            <label key={year} className="field--checkbox athlete-filters__check">
              <input type="checkbox" className="field__checkbox" value={String(year)} {...register('gradYears')} /> {year}
            </label>
          ))}
        </div>
      </fieldset>
      {select('squad', 'Squad', SQUADS)}
      {select('weightClass', 'Weight class', WEIGHT_CLASSES)}
      {select('side', 'Side', SIDES)}
      {select('coxswain', 'Coxswains', [
        { value: 'true', label: 'Coxswains only' },
        { value: 'false', label: 'Rowers only' },
      ])}
      <fieldset className="athlete-filters__group">
        <legend className="field__label">Best 2k (M:SS.S)</legend>
        <div className="athlete-filters__pair">
          {time('min2k', 'Fastest')}
          {time('max2k', 'Slowest')}
        </div>
      </fieldset>
      <div className="field field--checkbox athlete-filters__verified">
        <input id="search-verifiedOnly" type="checkbox" className="field__checkbox" aria-describedby="search-verifiedOnly-hint" {...register('verifiedOnly')} />
        <label htmlFor="search-verifiedOnly">Verified scores only</label>
      </div>
      <p className="field__hint athlete-filters__verified-hint" id="search-verifiedOnly-hint">
        Athletes whose 2k their club coach verified. The 2k times above then apply to the verified 2k.
      </p>
      <fieldset className="athlete-filters__group">
        <legend className="field__label">Best 6k (M:SS.S)</legend>
        <div className="athlete-filters__pair">
          {time('min6k', 'Fastest')}
          {time('max6k', 'Slowest')}
        </div>
      </fieldset>
      <fieldset className="athlete-filters__group">
        <legend className="field__label">Height (inches)</legend>
        <div className="athlete-filters__pair">
          {text('minHeight', 'From', { type: 'number', inputMode: 'numeric', min: SEARCH_LIMITS.height.min, max: SEARCH_LIMITS.height.max })}
          {text('maxHeight', 'To', { type: 'number', inputMode: 'numeric', min: SEARCH_LIMITS.height.min, max: SEARCH_LIMITS.height.max })}
        </div>
      </fieldset>
      <fieldset className="athlete-filters__group" disabled={!academic} aria-describedby={academicHint}>
        <legend className="field__label">Academics</legend>
        {academic ? null : (
          <p className="field__hint" id="academic-filters-note">
            GPA, SAT and ACT minimums come with the Division III and Division I/II plans.{' '}
            <Link to={paths.collegePricing}>See the college plans</Link>
          </p>
        )}
        {text('minGpa', 'Minimum GPA', { type: 'number', inputMode: 'decimal', min: 0, max: 4, step: 0.01 })}
        {text('minSat', 'Minimum SAT', { type: 'number', inputMode: 'numeric', min: SEARCH_LIMITS.sat.min, max: SEARCH_LIMITS.sat.max })}
        {text('minAct', 'Minimum ACT', { type: 'number', inputMode: 'numeric', min: SEARCH_LIMITS.act.min, max: SEARCH_LIMITS.act.max })}
      </fieldset>
      <SelectField id="search-states" label="Home states" hint="Choose one or more (Ctrl or ⌘ for several)" multiple size={5} {...register('states')}>
        {(states.data?.states ?? []).map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      {select('division', 'Target division', DIVISIONS)}
      <div className="athlete-filters__actions">
        <button type="submit" className="button button--primary">
          Search
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hasFilters(filters)}
          onClick={() => {
            reset();
            onSearch({ ...filters, ...emptyOf(filters) });
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

function emptyOf(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).map(([k, v]) => [k, Array.isArray(v) ? [] : typeof v === 'boolean' ? false : '']),
  ) as unknown as SearchFilters;
}

function Results({
  state,
  page,
  onPage,
}: {
  state: UseQueryResult<AthletePage>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { Refusal, refusalOf } = useWorkspaceParts();
  if (state.isPending) return <Spinner label="Searching athletes" fullPage={false} />;
  if (state.isError) {
    const refusal = refusalOf(state.error);
    if (refusal) return <Refusal code={refusal.code} message={refusal.message} />;
    const message = isApiError(state.error) ? state.error.message : 'The search could not be run.';
    return (
      <FormMessage tone="error" title="The search could not be run.">
        <p>{message}</p>
      </FormMessage>
    );
  }
  const { items, total, pageSize } = state.data;
  if (total === 0) {
    return <p className="athlete-search__empty">No athlete matches these filters. Try fewer filters or wider ranges.</p>;
  }
  const pages = pageCount(total, pageSize);
  return (
    <>
      <table className="athlete-table">
        <caption className="visually-hidden">Athletes, page {page} of {pages}</caption>
        <thead>
          <tr>
            <th scope="col">Athlete</th>
            <th scope="col">Class</th>
            <th scope="col">Squad</th>
            <th scope="col">Best 2k</th>
            <th scope="col">Best 6k</th>
            <th scope="col">Height</th>
            <th scope="col">State</th>
            <th scope="col">GPA</th>
          </tr>
        </thead>
        <tbody>
          {items.map((athlete) => (
            <AthleteRow key={athlete.id} athlete={athlete} />
          ))}
        </tbody>
      </table>
      <nav className="athlete-search__pages" aria-label="Result pages">
        <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </button>
      </nav>
    </>
  );
}

function AthleteRow({ athlete }: { athlete: AthleteResult }) {
  const detail = [athlete.highSchool, athlete.clubTeam].filter(Boolean).join(' · ');
  const squad = [label(SQUADS, athlete.squad), label(WEIGHT_CLASSES, athlete.weightClass), athlete.coxswain ? 'Coxswain' : label(SIDES, athlete.side)]
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      <td data-label="Athlete">
        <Link to={paths.athlete.replace(':id', encodeURIComponent(athlete.id))} className="athlete-table__name">
          {athlete.fullName ?? 'Athlete'}
        </Link>
        {detail ? <span className="athlete-table__detail">{detail}</span> : null}
      </td>
      <td data-label="Class">{athlete.gradYear ?? '—'}</td>
      <td data-label="Squad">{squad || '—'}</td>
      <td data-label="Best 2k">
        {athlete.best2k?.time ?? '—'}
        {athlete.verified2k ? <span className="athlete-table__verified">Verified 2k {athlete.verified2k.time}</span> : null}
      </td>
      <td data-label="Best 6k">{athlete.best6k?.time ?? '—'}</td>
      <td data-label="Height">{formatHeight(athlete.heightFeet, athlete.heightInches) ?? '—'}</td>
      <td data-label="State">{athlete.homeState ?? '—'}</td>
      <td data-label="GPA">{athlete.gpa?.toFixed(2) ?? '—'}</td>
    </tr>
  );
}

function SavedSearches({ current, onOpen }: { current: string; onOpen: (saved: SavedSearch) => void }) {
  const queryClient = useQueryClient();
  const saved = useQuery(savedSearchesQueryOptions);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: athleteSearchKeys.saved });
  const seen = useMutation({ mutationFn: savedSearchApi.seen, onSettled: refresh });
  const remove = useMutation({ mutationFn: savedSearchApi.remove, onSettled: refresh });
  return (
    <section className="card saved-searches" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      {saved.isPending ? (
        <Spinner label="Loading saved searches" fullPage={false} />
      ) : saved.isError ? (
        <p>Saved searches could not be loaded.</p>
      ) : saved.data.length === 0 ? (
        <p className="field__hint">Save a search to see how many new athletes match it each time you come back.</p>
      ) : (
        <ul className="saved-searches__list">
          {saved.data.map((search) => (
            <li key={search.id} className="saved-searches__item">
              <button
                type="button"
                className="link-button saved-searches__open"
                aria-current={search.query === current ? 'true' : undefined}
                onClick={() => {
                  onOpen(search);
                  seen.mutate(search.id);
                }}
              >
                {search.name}
              </button>
              <span className={search.newMatches > 0 ? 'saved-searches__new' : 'saved-searches__none'}>{newMatchesText(search.newMatches)}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Delete saved search ${search.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(search.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError ? <p className="field__error">The search could not be deleted. Try again.</p> : null}
    </section>
  );
}

function SaveDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const { Refusal, refusalOf } = useWorkspaceParts();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<{ name: string }>({ resolver: zodResolver(saveSearchSchema), defaultValues: { name: '' }, ...VALIDATE_ON_SUBMIT });
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (name: string) => savedSearchApi.save(name, query),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: athleteSearchKeys.saved });
      onClose();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) setRefused(refusal);
      else applyServerErrors(error, form.setError, { name: 'name', query: 'name' });
    },
  });
  return (
    <Dialog title="Save this search" description="Saved searches show how many new athletes match since your last look." onClose={onClose} busy={save.isPending} closeButton>
      <form ref={formRef} noValidate onSubmit={(event) => void form.handleSubmit(({ name }) => save.mutate(name.trim()))(event)}>
        <TextField
          id="saved-search-name"
          label="Name"
          maxLength={SEARCH_LIMITS.nameMax}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        {refused ? <Refusal code={refused.code} message={refused.message} /> : null}
        <div className="saved-search-dialog__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save search
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
