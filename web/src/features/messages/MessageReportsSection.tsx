import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { ADMIN_COMPLIANCE_CSV_URL, messageKeys, reportsQueryOptions, resolveReport, type ReportStatus } from './api';
import { athleteName, formatSentAt } from './format';
import { MessageMeta } from './MessageMeta';
import { MessageText } from './MessageText';
import type { MessageReport } from './types';
import './messages.css';

const statuses: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

/** The reported conversation as it stands, read-only, oldest message first. */
function ReportedThread({ conversation }: { conversation: MessageReport['conversation'] }) {
  return (
    <details className="report__thread">
      <summary>
        The conversation ({conversation.messages.length} {conversation.messages.length === 1 ? 'message' : 'messages'})
      </summary>
      <ol className="thread__list">
        {conversation.messages.map((message) => {
          return (
            <li key={message.id} className="thread-message">
              <MessageMeta
                sender={`${message.senderName} (${message.senderRole === 'coach' ? 'coach' : 'athlete'})`}
                sentAt={message.sentAt}
                kind={message.kind}
              />
              <MessageText text={message.body} />
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function Report({ report, onResolve, resolving }: { report: MessageReport; onResolve: () => void; resolving: boolean }) {
  const { conversation } = report;
  return (
    <li className="card report">
      <h3 className="report__title">
        {conversation.program.name} and {athleteName(conversation.athlete)}
      </h3>
      <dl className="report__facts">
        <div>
          <dt>Reported by</dt>
          <dd>{report.reporter}</dd>
        </div>
        <div>
          <dt>Reported</dt>
          <dd>
            <time dateTime={report.reportedAt}>{formatSentAt(report.reportedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd className="report__reason">{report.reason}</dd>
        </div>
        {report.resolvedAt ? (
          <div>
            <dt>Resolved</dt>
            <dd>
              <time dateTime={report.resolvedAt}>{formatSentAt(report.resolvedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {conversation.blocked ? <p className="message-tag message-tag--blocked">Blocked</p> : null}
      <ReportedThread conversation={conversation} />
      {report.resolvedAt === null ? (
        <button type="button" className="button button--primary button--small" disabled={resolving} onClick={onResolve}>
          {resolving ? 'Resolving…' : 'Resolve'}
        </button>
      ) : null}
    </li>
  );
}

/** The admin console's reported conversations, each with its thread, and the message compliance export. */
export default function MessageReportsSection() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useQuery(reportsQueryOptions(status));
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const filterId = useId();

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const resolve = useMutation({
    mutationFn: (report: MessageReport) => resolveReport(report.id),
    onSuccess: async (_, report) => {
      await Promise.all(
        statuses.map(({ value }) => queryClient.invalidateQueries({ queryKey: messageKeys.reports(value) })),
      );
      setNotice(`The report on ${report.conversation.program.name} and ${athleteName(report.conversation.athlete)} is resolved.`);
    },
  });

  return (
    <div className="reports-section">
      <div className="reports-section__head">
        <h2>Message reports</h2>
        <a className="button button--secondary button--small" href={ADMIN_COMPLIANCE_CSV_URL} download>
          Download message compliance log (CSV)
        </a>
      </div>
      <p className="reports-section__intro">
        Conversations an athlete or a coach reported, with the reason and the whole thread. Reporting blocks nothing by
        itself. The CSV holds every coach-to-athlete message, for NCAA compliance checks.
      </p>
      <div className="field reports-section__filter">
        <label className="field__label" htmlFor={filterId}>
          Show
        </label>
        <select
          id={filterId}
          className="field__input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReportStatus);
            setNotice(null);
          }}
        >
          {statuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className="form-message form-message--success reports-section__notice" role="status">
          {notice}
        </p>
      ) : null}
      {resolve.isError ? (
        <FormMessage tone="error" title="The report was not resolved.">
          <p>{resolve.error.message}</p>
        </FormMessage>
      ) : null}

      {reports.isPending ? (
        <Spinner label="Loading the message reports" fullPage={false} />
      ) : reports.isError ? (
        <FormMessage tone="error" title="The message reports could not be loaded.">
          <p>
            {reports.error.message}{' '}
            <button type="button" className="link-button" onClick={() => void reports.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : reports.data.reports.length === 0 ? (
        <p className="messages-empty">{status === 'open' ? 'No open reports.' : 'No resolved reports yet.'}</p>
      ) : (
        <ul className="report-list">
          {reports.data.reports.map((report) => (
            <Report
              key={report.id}
              report={report}
              resolving={resolve.isPending && resolve.variables.id === report.id}
              onResolve={() => {
                setNotice(null);
                resolve.mutate(report);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
