import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WAITLIST_CSV_URL, WAITLIST_LIMIT, waitlistQuery, waitlistStatsQuery, type WaitlistEntry } from './api';
import { humanize, sortedSources } from './format';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { DateTime, QueryState } from './sectionUi';
import { SearchBox, SearchTable } from './SearchTable';

function pageOf(entry: WaitlistEntry): string | null {
  const page = entry.metadata.page_url;
  return typeof page === 'string' && page !== '' ? page : null;
}

function Stats() {
  const stats = useQuery(waitlistStatsQuery());
  return (
    <QueryState label="waitlist figures" query={stats}>
      {(data) => (
        <div className="admin-stats">
          <dl className="card admin-stat">
            <dt>Total sign-ups</dt>
            <dd className="admin-stat__value">{data.total.toLocaleString('en-US')}</dd>
          </dl>
          <dl className="card admin-stat">
            <dt>Since midnight</dt>
            <dd className="admin-stat__value">{data.today.toLocaleString('en-US')}</dd>
            <dd className="admin-stat__note">Midnight in {data.timeZone}</dd>
          </dl>
          <div className="card admin-sources">
            <h3 id="admin-sources-title">By source</h3>
            {Object.keys(data.bySource).length === 0 ? (
              <p className="admin-muted">No sign-ups yet.</p>
            ) : (
              <ul className="admin-sources__list" aria-labelledby="admin-sources-title">
                {sortedSources(data.bySource).map(([source, count]) => (
                  <li key={source}>
                    <span>{humanize(source)}</span>
                    <span className="admin-sources__count">{count.toLocaleString('en-US')}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}

export function WaitlistSection() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const entries = useQuery(waitlistQuery(q));

  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Waitlist</h2>
        <a className="button button--secondary button--small" href={WAITLIST_CSV_URL} download>
          Export CSV
        </a>
      </div>
      <Stats />

      <h3 className="admin-subhead">Newest entries</h3>
      <SearchBox label="Waitlist" id="admin-waitlist-q" value={search} onChange={setSearch} />
      <SearchTable
        what="waitlist"
        query={entries}
        label="Waitlist entries"
        columns={['Email', 'Source', 'Referrer', 'Page', 'Joined']}
        empty={q === '' ? 'No one has joined the waitlist yet.' : `No waitlist entries match “${q}”.`}
        limit={WAITLIST_LIMIT}
        limitNote={`Showing the newest ${WAITLIST_LIMIT}. Search by email or export the CSV for the rest.`}
      >
        {(entry) => (
          <tr key={entry.id}>
            <td className="admin-email">{entry.email}</td>
            <td>{humanize(entry.source)}</td>
            <td className="admin-url">{entry.referrer ?? <span className="admin-muted">—</span>}</td>
            <td className="admin-url">{pageOf(entry) ?? <span className="admin-muted">—</span>}</td>
            <td>
              <DateTime iso={entry.createdAt} />
            </td>
          </tr>
        )}
      </SearchTable>
    </div>
  );
}
