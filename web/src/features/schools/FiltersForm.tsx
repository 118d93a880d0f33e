import { useId, type Ref, type SubmitEvent } from 'react';
import {
  DIVISIONS,
  divisionLabels,
  PROGRAM_TYPES,
  programTypeLabels,
  SEARCH_MAX,
  sortLabels,
  SORTS,
  type SchoolFilters,
} from './filters';

interface FiltersFormProps {
  searchRef: Ref<HTMLInputElement>;
  filters: SchoolFilters;
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
  onChange: (change: Partial<SchoolFilters>) => void;
  conferences: string[];
}

/** The search box, the filters and the sort of the programs' list. */
export function FiltersForm({ searchRef, filters, text, onText, onSubmit, onChange, conferences }: FiltersFormProps) {
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
