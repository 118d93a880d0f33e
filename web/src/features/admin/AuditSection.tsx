import { useQuery } from '@tanstack/react-query';
import { auditQuery } from './api';
import { humanize } from './format';
import { DateTime, Details } from './sectionUi';
import { SearchTable } from './SearchTable';

export function AuditSection() {
  const audit = useQuery(auditQuery());
  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Audit log</h2>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={audit.isFetching}
          onClick={() => void audit.refetch()}
        >
          {audit.isFetching && !audit.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p className="admin-intro">What administrators did, newest first (the latest 200 actions).</p>
      <SearchTable
        what="audit log"
        query={audit}
        label="Admin actions"
        log
        columns={['When', 'Admin', 'Action', 'Target', 'Details']}
        empty="No admin actions have been recorded yet."
      >
        {(entry, index) => (
          <tr key={`${entry.createdAt}-${index}`}>
            <td>
              <DateTime iso={entry.createdAt} />
            </td>
            <td className="admin-email">{entry.actorEmail}</td>
            <td className="admin-nowrap">{humanize(entry.action)}</td>
            <td className="admin-id">{entry.target ?? <span className="admin-muted">—</span>}</td>
            <td>
              <Details value={entry.details} />
            </td>
          </tr>
        )}
      </SearchTable>
    </div>
  );
}
