import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { ProgressionChart } from '@/components/ProgressionChart';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { accountPlanQueryOptions } from '@/lib/plans';
import { queryKeys } from '@/lib/queryKeys';
import { ergSeries, formatDate, pieceLabel } from '@/lib/rowing';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { performanceApi, performanceQueryOptions, type ErgTest } from './api';
import { ErgTestForm } from './ErgTestForm';
import { RaceForm } from './RaceForm';
import { ErgTestSummary, RaceSummary, type VerificationPart } from './LogItems';
import { personalBests } from './rules';
import './performance.css';

/** What is being edited: a test or race by id, or a new one ('new'). */
type Editing = { kind: 'erg' | 'race'; id: string } | null;

function ConfirmDelete({ what, onConfirm, onKeep, busy }: { what: string; onConfirm: () => void; onKeep: () => void; busy: boolean }) {
  return (
    <div className="log-item__confirm" role="group" aria-label={`Delete ${what}?`}>
      <span>Delete {what}?</span>
      <button type="button" className="button button--danger button--small" disabled={busy} onClick={onConfirm}>
        Delete
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onKeep}>
        Keep
      </button>
    </div>
  );
}

/**
 * /performance. `verification` (handed in by the app's route table) shows, beside each result a
 * club coach has not verified, the state of its request or the button to ask for one.
 */
export default function PerformancePage({ verification }: { verification?: VerificationPart }) {
  usePageTitle('Performance log');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const log = useQuery({ ...performanceQueryOptions(userId), enabled: user !== null });
  // The chart comes with the athlete's level; the log and its table never need a plan.
  const plan = useQuery({ ...accountPlanQueryOptions(), enabled: user !== null });
  const charts = plan.isError ? false : plan.data ? (plan.data.level?.progressCharts ?? true) : undefined;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.performance(userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
    ]);

  const saved = (text: string) => async () => {
    setEditing(null);
    setNotice(text);
    await refresh();
  };

  const remove = useMutation({
    mutationFn: ({ kind, id }: { kind: 'erg' | 'race'; id: string }) =>
      kind === 'erg' ? performanceApi.deleteErgTest(id) : performanceApi.deleteRace(id),
    onSuccess: async (_, { kind }) => {
      setDeleting(null);
      setNotice(kind === 'erg' ? 'Erg test deleted.' : 'Race result deleted.');
      await refresh();
    },
    onError: () => {
      setNotice('That could not be deleted. Please try again.');
    },
  });

  const start = (next: Editing) => {
    setNotice('');
    setDeleting(null);
    setEditing(next);
  };

  return (
    <div className="container page performance-page">
      <header className="page-header">
        <p className="eyebrow">Your performance</p>
        <h1>Performance log</h1>
        <p className="lead">
          Your erg tests and race results. Coaches who can see your <Link to={paths.profile}>profile</Link> see your
          progression and personal bests.
        </p>
      </header>

      <p role="status" className="performance-page__notice">
        {notice}
      </p>

      {log.isPending ? (
        <Spinner label="Loading your performance log" fullPage={false} />
      ) : log.isError ? (
        <FormMessage tone="error" title="Your performance log could not be loaded.">
          <p>
            <button type="button" className="link-button" onClick={() => void log.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <>
          <section className="card performance-section" aria-labelledby="perf-progression">
            <h2 id="perf-progression">Progression</h2>
            {ergSeries(log.data.ergTests).length === 0 ? (
              <p className="performance-empty">Log a 2k or 6k test to see your progression here.</p>
            ) : charts === undefined ? (
              <Spinner label="Loading your progression" fullPage={false} />
            ) : charts ? (
              <ProgressionChart series={ergSeries(log.data.ergTests)} title="2k and 6k erg times" />
            ) : (
              <p className="performance-empty">
                Progress charts come with the Elite and Performance plans, or a parent&apos;s Family Plus or Family
                Premier plan. Every test you log is below, and in your data export.{' '}
                <Link to={paths.rowerPricing}>See the plans and start a free trial</Link>
              </p>
            )}
          </section>

          <section className="performance-section" aria-labelledby="perf-erg">
            <div className="performance-section__header">
              <h2 id="perf-erg">Erg tests</h2>
              {editing?.kind === 'erg' && editing.id === 'new' ? null : (
                <button type="button" className="button button--primary" onClick={() => start({ kind: 'erg', id: 'new' })}>
                  Add an erg test
                </button>
              )}
            </div>
            {editing?.kind === 'erg' && editing.id === 'new' ? (
              <ErgTestForm test={null} onSaved={saved('Erg test added.')} onCancel={() => setEditing(null)} />
            ) : null}
            <ErgTestList
              tests={log.data.ergTests}
              verification={verification}
              editing={editing?.kind === 'erg' ? editing.id : null}
              deleting={deleting}
              busy={remove.isPending}
              onEdit={(id) => start({ kind: 'erg', id })}
              onCancel={() => setEditing(null)}
              onSaved={saved('Erg test saved.')}
              onDelete={(id) => setDeleting(id)}
              onConfirmDelete={(id) => remove.mutate({ kind: 'erg', id })}
              onKeep={() => setDeleting(null)}
            />
          </section>

          <section className="performance-section" aria-labelledby="perf-races">
            <div className="performance-section__header">
              <h2 id="perf-races">Race results</h2>
              {editing?.kind === 'race' && editing.id === 'new' ? null : (
                <button type="button" className="button button--primary" onClick={() => start({ kind: 'race', id: 'new' })}>
                  Add a race result
                </button>
              )}
            </div>
            {editing?.kind === 'race' && editing.id === 'new' ? (
              <RaceForm race={null} onSaved={saved('Race result added.')} onCancel={() => setEditing(null)} />
            ) : null}
            {log.data.races.length === 0 ? (
              <p className="performance-empty">No races yet. Add a regatta result with your boat and seat.</p>
            ) : (
              <ul className="log-list" aria-label="Race results">
                {log.data.races.map((race) =>
                  editing?.kind === 'race' && editing.id === race.id ? (
                    <li key={race.id}>
                      <RaceForm race={race} onSaved={saved('Race result saved.')} onCancel={() => setEditing(null)} />
                    </li>
                  ) : (
                    <li key={race.id} className="card log-item">
                      <RaceSummary race={race} verification={verification} />
                      {deleting === race.id ? (
                        <ConfirmDelete
                          what={`the ${race.regatta} result`}
                          busy={remove.isPending}
                          onConfirm={() => remove.mutate({ kind: 'race', id: race.id })}
                          onKeep={() => setDeleting(null)}
                        />
                      ) : (
                        <div className="log-item__actions">
                          <button type="button" className="button button--secondary button--small" onClick={() => start({ kind: 'race', id: race.id })}>
                            Edit<span className="visually-hidden"> {race.regatta} result</span>
                          </button>
                          <button type="button" className="button button--ghost button--small" onClick={() => setDeleting(race.id)}>
                            Delete<span className="visually-hidden"> {race.regatta} result</span>
                          </button>
                        </div>
                      )}
                    </li>
                  ),
                )}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

interface ErgTestListProps {
  tests: ErgTest[];
  verification: VerificationPart | undefined;
  editing: string | null;
  deleting: string | null;
  busy: boolean;
  onEdit: (id: string) => void;
  onCancel: () => void;
  onSaved: () => Promise<void>;
  onDelete: (id: string) => void;
  onConfirmDelete: (id: string) => void;
  onKeep: () => void;
}

function ErgTestList({ tests, verification, editing, deleting, busy, onEdit, onCancel, onSaved, onDelete, onConfirmDelete, onKeep }: ErgTestListProps) {
  if (tests.length === 0) {
    return <p className="performance-empty">No erg tests yet. Add your latest 2k to start your log.</p>;
  }
  const bests = personalBests(tests);
  return (
    <ul className="log-list" aria-label="Erg tests">
      {tests.map((test) => {
        const what = `${pieceLabel(test.piece)} test of ${formatDate(test.date)}`;
        return editing === test.id ? (
          <li key={test.id}>
            <ErgTestForm test={test} onSaved={onSaved} onCancel={onCancel} />
          </li>
        ) : (
          <li key={test.id} className="card log-item">
            <ErgTestSummary test={test} best={bests.has(test.id)} what={what} verification={verification} />
            {deleting === test.id ? (
              <ConfirmDelete what={`the ${what}`} busy={busy} onConfirm={() => onConfirmDelete(test.id)} onKeep={onKeep} />
            ) : (
              <div className="log-item__actions">
                <button type="button" className="button button--secondary button--small" onClick={() => onEdit(test.id)}>
                  Edit<span className="visually-hidden"> {what}</span>
                </button>
                <button type="button" className="button button--ghost button--small" onClick={() => onDelete(test.id)}>
                  Delete<span className="visually-hidden"> {what}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
