import { useQuery } from '@tanstack/react-query';
import { auditQuery } from './api';
import { humanize } from './format';
import { DateTime, Details, EmptyState, QueryState, TableRegion } from './parts';

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
      <QueryState label="audit log" query={audit}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>No admin actions have been recorded yet.</EmptyState>
          ) : (
            <TableRegion label="Admin actions" log busy={audit.isFetching}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Admin</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry, index) => (
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
                ))}
              </tbody>
            </TableRegion>
          )
        }
      </QueryState>
    </div>
  );
}
