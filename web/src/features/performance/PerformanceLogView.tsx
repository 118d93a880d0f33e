import { ProgressionChart } from '@/components/ProgressionChart';
import { ergSeries, formatDate, pieceLabel } from '@/lib/rowing';
import type { PerformanceLog } from './api';
import { ErgTestSummary, RaceSummary } from './LogItems';
import { personalBests } from './rules';
import './performance.css';

/**
 * Someone else's performance log, read-only (handed to the parent portal by the app's route
 * table): the progression, the erg tests with personal bests and the races, without any editing.
 * Its headings are h3, under the portal section's h2.
 */
export default function PerformanceLogView({ log, name }: { log: PerformanceLog; name: string }) {
  const series = ergSeries(log.ergTests);
  const bests = personalBests(log.ergTests);
  return (
    <div className="performance-readonly">
      <section className="card performance-section" aria-labelledby="perf-ro-progression">
        <h3 id="perf-ro-progression">Progression</h3>
        {series.length > 0 ? (
          <ProgressionChart series={series} title={`${name}'s 2k and 6k erg times`} />
        ) : (
          <p className="performance-empty">No 2k or 6k test logged yet.</p>
        )}
      </section>
      <section className="performance-section" aria-labelledby="perf-ro-erg">
        <h3 id="perf-ro-erg">Erg tests</h3>
        {log.ergTests.length === 0 ? (
          <p className="performance-empty">No erg tests yet.</p>
        ) : (
          <ul className="log-list" aria-label="Erg tests">
            {log.ergTests.map((test) => (
              <li key={test.id} className="card log-item">
                <ErgTestSummary
                  test={test}
                  best={bests.has(test.id)}
                  what={`${pieceLabel(test.piece)} test of ${formatDate(test.date)}`}
                  verification={undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="performance-section" aria-labelledby="perf-ro-races">
        <h3 id="perf-ro-races">Race results</h3>
        {log.races.length === 0 ? (
          <p className="performance-empty">No races yet.</p>
        ) : (
          <ul className="log-list" aria-label="Race results">
            {log.races.map((race) => (
              <li key={race.id} className="card log-item">
                <RaceSummary race={race} verification={undefined} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
