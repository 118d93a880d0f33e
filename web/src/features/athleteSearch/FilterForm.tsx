import { useRef } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { ERG_PLACEHOLDER } from '@/lib/rowing';
import { complianceRulesQueryOptions } from '@/lib/usStates';
import { paths } from '@/paths';
import { DIVISIONS, gradYearChoices, hasFilters, SEARCH_LIMITS, SIDES, SQUADS, WEIGHT_CLASSES, type SearchFilters } from './rules';
import { searchFormSchema } from './schema';

/**
 * The search's filters; academic minimums only on the plans that include them. Beside the results
 * it is a card with its heading; in the phone's filter sheet (`inSheet`) the sheet gives the
 * heading, and the buttons stay at the sheet's foot.
 */
export function FilterForm({
  filters,
  academic,
  onSearch,
  inSheet = false,
}: {
  filters: SearchFilters;
  academic: boolean;
  onSearch: (filters: SearchFilters) => void;
  inSheet?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const states = useQuery(complianceRulesQueryOptions);
  const years = gradYearChoices(new Date().getFullYear());
  const form = useForm<SearchFilters>({ resolver: zodResolver(searchFormSchema), values: filters, ...VALIDATE_ON_SUBMIT });
  const { register, formState, handleSubmit, reset, control } = form;
  const chosenStates = useWatch({ control, name: 'states' });
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
      className={inSheet ? 'athlete-filters athlete-filters--sheet' : 'card athlete-filters'}
      aria-label="Search filters"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSearch(values), () => focusFirstInvalid())(event)}
    >
      {inSheet ? null : <h2>Filters</h2>}
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
      <fieldset className="athlete-filters__group" aria-describedby="search-states-hint">
        <legend className="field__label">Home states</legend>
        <p className="field__hint" id="search-states-hint">
          {chosenStates.length === 0 ? 'Every state unless you tick some.' : `${chosenStates.length} ticked.`}
        </p>
        <div className="athlete-filters__states">
          {(states.data?.states ?? []).map((state) => (
            <label key={state.code} className="field--checkbox athlete-filters__check">
              <input type="checkbox" className="field__checkbox" value={state.code} {...register('states')} /> {state.name}
            </label>
          ))}
        </div>
      </fieldset>
      {select('division', 'Target division', DIVISIONS)}
      <div className="athlete-filters__actions">
        <button type="submit" className="button button--primary">
          {inSheet ? 'Show athletes' : 'Search'}
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
