import { useId, useState, type SubmitEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPLIANCE_CSV_URL, COMPLIANCE_EVENT_TYPES, COMPLIANCE_LIMIT, adminKeys, complianceQuery } from './api';
import { humanize } from './format';
import { DateTime, Details } from './sectionUi';
import { SearchTable } from './SearchTable';

export function ComplianceSection() {
  const queryClient = useQueryClient();
  const [userInput, setUserInput] = useState('');
  const [typeInput, setTypeInput] = useState('');
  const [applied, setApplied] = useState({ user: '', eventType: '' });
  const log = useQuery(complianceQuery(applied.user, applied.eventType));
  const userId = useId();
  const typeId = useId();
  const filtered = applied.user !== '' || applied.eventType !== '';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied({ user: userInput.trim(), eventType: typeInput });
  };

  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Compliance log</h2>
        <a
          className="button button--secondary button--small"
          href={COMPLIANCE_CSV_URL}
          download
          onClick={() => {
            // The export is itself recorded in the audit log.
            window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.audit() }), 1000);
          }}
        >
          Export CSV
        </a>
      </div>
      <p className="admin-intro">
        Age checks, privacy notices, sale opt-outs and parental consent, newest first. The CSV holds the whole log, and
        each export is recorded in the audit log.
      </p>
      <form className="admin-filters" aria-label="Filter the compliance log" onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={userId}>
            User email or id
          </label>
          <input
            id={userId}
            className="field__input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={userInput}
            onChange={(event) => {
              setUserInput(event.target.value);
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            Event type
          </label>
          <select
            id={typeId}
            className="field__input admin-select"
            value={typeInput}
            onChange={(event) => {
              setTypeInput(event.target.value);
            }}
          >
            <option value="">All events</option>
            {COMPLIANCE_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__buttons">
          <button type="submit" className="button button--primary">
            Filter
          </button>
          {filtered || userInput !== '' || typeInput !== '' ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setUserInput('');
                setTypeInput('');
                setApplied({ user: '', eventType: '' });
              }}
            >
              Clear
            </button>
          ) : null}
        </div>
      </form>

      <SearchTable
        what="compliance log"
        query={log}
        label="Compliance events"
        log
        columns={['When', 'Event', 'User', 'Details', 'Rule version', 'IP']}
        empty={
          filtered
            ? 'No compliance events match these filters. The user filter needs the exact email or id.'
            : 'No compliance events have been recorded yet.'
        }
        limit={COMPLIANCE_LIMIT}
        limitNote={`Showing the newest ${COMPLIANCE_LIMIT} events. Filter, or export the CSV for the whole log.`}
      >
        {(entry) => (
          <tr key={entry.id}>
            <td>
              <DateTime iso={entry.createdAt} />
            </td>
            <td className="admin-nowrap">{humanize(entry.eventType)}</td>
            <td>
              <span className="admin-email">{entry.email}</span>
              {entry.userId ? <span className="admin-cell-note admin-muted admin-id">{entry.userId}</span> : null}
            </td>
            <td>
              <Details value={entry.details} />
            </td>
            <td className="admin-nowrap">{entry.ruleVersion}</td>
            <td className="admin-nowrap">{entry.ip ?? <span className="admin-muted">—</span>}</td>
          </tr>
        )}
      </SearchTable>
    </div>
  );
}
