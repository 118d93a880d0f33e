/** What the Clubs and Programs sections share: the trial's badge, the saved notice and the "Set plan" button. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Badge } from './sectionUi';

/** "Dec 9, 2026", in the browser's time zone. */
function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** A free trial in the Plan column: "until" its last day, or "Trial ended". */
export function TrialBadge({ name, endsAt, ended }: { name?: string | null; endsAt: string; ended: boolean }) {
  return ended ? (
    <>
      <Badge tone="bad">Trial ended</Badge>
      <span className="admin-cell-note admin-muted">{formatDay(endsAt)}</span>
    </>
  ) : (
    <>
      <Badge tone="good">{name}</Badge>
      <span className="admin-cell-note">until {formatDay(endsAt)}</span>
    </>
  );
}

/** "… is now on …": shown once a plan is saved, and given the focus. */
export function SavedNotice({ notice }: { notice: string | null }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={noticeRef} tabIndex={-1} className="form-message form-message--success admin-notice" role="status">
      <p>{notice}</p>
    </div>
  );
}

/** The row's action cell: "Set plan" for the club or program named, and any further actions. */
export function SetPlanCell({ name, onClick, children }: { name: string; onClick: () => void; children?: ReactNode }) {
  return (
    <td>
      <div className="admin-actions">
        <button type="button" className="button button--secondary button--small" aria-label={`Set the plan of ${name}`} onClick={onClick}>
          Set plan
        </button>
        {children}
      </div>
    </td>
  );
}
