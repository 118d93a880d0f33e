import { useId } from 'react';
import { generatePath, Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/paths';
import '@/components/switch.css';
import './savedSearchAlerts.css';
import { athleteSearchKeys, newAthletesQueryOptions, savedSearchApi, savedSearchesQueryOptions, type SavedSearch } from './api';
import { newMatchesText } from './rules';

/**
 * The coach's saved searches as alerts: each search's athletes who are new since the coach's last
 * look (each linking to the profile), "Mark as seen", and the switch of the search's daily digest
 * email.
 */
export default function SavedSearchAlerts() {
  const saved = useQuery(savedSearchesQueryOptions);
  return (
    <section className="card saved-search-alerts" aria-labelledby="saved-search-alerts-heading">
      <h2 id="saved-search-alerts-heading">New athletes in your saved searches</h2>
      {saved.isPending ? (
        <Spinner label="Loading saved searches" fullPage={false} />
      ) : saved.isError ? (
        <p role="alert">Saved searches could not be loaded.</p>
      ) : saved.data.length === 0 ? (
        <p className="field__hint">
          Save a search in <Link to={paths.coachSearch}>Athlete search</Link> to see the athletes who newly match it here and by
          email.
        </p>
      ) : (
        <ul className="saved-search-alerts__list">
          {saved.data.map((search) => (
            <li key={search.id} className="saved-search-alerts__item">
              <SearchAlert search={search} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The athletes new to a saved search since the coach's last look, each linking to the profile. */
export function NewAthletes({ search }: { search: SavedSearch }) {
  const news = useQuery({ ...newAthletesQueryOptions(search.id), enabled: search.newMatches > 0 });
  if (search.newMatches === 0) return null;
  if (news.isPending) return <Spinner label={`Loading new athletes for ${search.name}`} fullPage={false} />;
  if (news.isError) return <p role="alert">The new athletes could not be loaded.</p>;
  return (
    <ul className="saved-search-alerts__athletes" aria-label={`New athletes for ${search.name}`}>
      {news.data.map((athlete) => (
        <li key={athlete.id}>
          <Link to={generatePath(paths.athlete, { id: athlete.id })}>{athlete.fullName ?? 'Unnamed athlete'}</Link>
          {athlete.gradYear ? <span className="saved-search-alerts__class"> · Class of {athlete.gradYear}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The switch of a saved search's daily digest email. */
export function AlertSwitch({ search }: { search: SavedSearch }) {
  const queryClient = useQueryClient();
  const switchId = useId();
  const alerts = useMutation({
    mutationFn: (on: boolean) => savedSearchApi.alerts(search.id, on),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: athleteSearchKeys.saved }),
  });
  return (
    <>
      <div className="saved-search-alerts__switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="switch"
          checked={alerts.isPending ? alerts.variables : search.alertsOn}
          disabled={alerts.isPending}
          onChange={(event) => alerts.mutate(event.target.checked)}
        />
        <label htmlFor={switchId}>Email new athletes for {search.name} (daily digest)</label>
      </div>
      {alerts.isError ? (
        <p role="alert" className="field__error">
          The alert email could not be switched. Try again.
        </p>
      ) : null}
    </>
  );
}

function SearchAlert({ search }: { search: SavedSearch }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const seen = useMutation({
    mutationFn: () => savedSearchApi.seen(search.id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: athleteSearchKeys.saved }),
  });
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="saved-search-alerts__name">
        {search.name}
      </h3>
      <p className={search.newMatches > 0 ? 'saved-searches__new' : 'saved-searches__none'}>{newMatchesText(search.newMatches)}</p>
      <NewAthletes search={search} />
      <div className="saved-search-alerts__actions">
        {search.newMatches > 0 ? (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Mark ${search.name} as seen`}
            disabled={seen.isPending}
            onClick={() => seen.mutate()}
          >
            Mark as seen
          </button>
        ) : null}
        <AlertSwitch search={search} />
      </div>
      {seen.isError ? (
        <p role="alert" className="field__error">
          The search could not be marked as seen. Try again.
        </p>
      ) : null}
    </article>
  );
}
