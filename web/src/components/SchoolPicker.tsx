import { useId, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { schoolPickerQueryOptions, type SchoolSearch } from '@/lib/schoolSearch';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import './school-picker.css';

export interface SchoolChoice {
  id: string;
  name: string;
  /** "New Haven, CT · Ivy League", when known. */
  detail: string | null;
}

function choiceOf(school: SchoolSearch['items'][number]): SchoolChoice {
  const place = [school.city, school.state].filter((part) => part !== null && part !== undefined && part !== '').join(', ');
  const detail = [place, school.conference ?? ''].filter((part) => part !== '').join(' · ');
  return { id: school.id, name: school.name, detail: detail === '' ? null : detail };
}

interface SchoolPickerProps {
  /** Whose search it is (the results carry the user's saved flags). */
  userId: string;
  searchLabel: string;
  legend: string;
  /** The radio buttons' name. */
  name: string;
  chosen: SchoolChoice | null;
  onChoose: (school: SchoolChoice) => void;
  error?: string | undefined;
  searchRef?: RefObject<HTMLInputElement | null>;
}

/**
 * One school out of the directory: a search box and the matches as a group of radio buttons (a
 * searchable select made of native controls, so it works by keyboard and with screen readers as
 * they expect). The chosen school stays in the list whatever the search shows.
 */
export function SchoolPicker({ userId, searchLabel, legend, name, chosen, onChoose, error, searchRef }: SchoolPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const results = useQuery({ ...schoolPickerQueryOptions(userId, q), enabled: userId !== '' && q !== '' });
  const found = q === '' ? [] : (results.data?.items ?? []).map(choiceOf);
  const options = chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {searchLabel}
        </label>
        <p className="field__hint" id={hintId}>
          Type part of the school&apos;s name, city or state, then choose it below.
        </p>
        <input
          ref={searchRef}
          id={`${id}-search`}
          className="field__input"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={search}
          aria-describedby={error && options.length === 0 ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error && options.length === 0 ? true : undefined}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
        />
      </div>

      <fieldset className="school-picker" aria-describedby={error ? errorId : undefined}>
        <legend className="field__label">{legend}</legend>
        <div aria-live="polite" className="school-picker__status">
          {q !== '' && results.isFetching ? (
            <p className="field__hint">Searching…</p>
          ) : q !== '' && results.isError ? (
            <p className="field__hint">The schools could not be searched. Try again in a moment.</p>
          ) : q !== '' && found.length === 0 && results.data ? (
            <p className="field__hint">No school matches “{q}”.</p>
          ) : options.length === 0 ? (
            <p className="field__hint">Search above to see the schools.</p>
          ) : null}
        </div>
        {options.length > 0 ? (
          <ul className="school-picker__list">
            {options.map((option) => (
              <li key={option.id}>
                <label className="school-picker__option">
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={chosen?.id === option.id}
                    onChange={() => {
                      onChoose(option);
                    }}
                    aria-invalid={error ? true : undefined}
                  />
                  <span>
                    <span className="school-picker__name">{option.name}</span>
                    {option.detail ? (
                      <>
                        {' '}
                        <span className="school-picker__detail">{option.detail}</span>
                      </>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
