import { useId } from 'react';
import type { Schema } from '@/api';
import './completeness.css';

/** How complete a profile is, as the server counts it: percent 0 to 100, the fields still empty. */
export type Completeness = Schema<'Completeness'>;

interface CompletenessMeterProps {
  completeness: Completeness;
  /** Show the names of the missing fields under the bar. */
  showMissing?: boolean;
}

/** A labelled progress bar with the fields still to fill in. */
export function CompletenessMeter({ completeness, showMissing = true }: CompletenessMeterProps) {
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, Math.round(completeness.percent)));
  return (
    <div className="completeness">
      <div className="completeness__header">
        <span id={labelId} className="completeness__label">
          Profile completeness
        </span>
        <span className="completeness__value">{percent}%</span>
      </div>
      <progress className="completeness__bar" aria-labelledby={labelId} max={100} value={percent}>
        {percent}%
      </progress>
      {showMissing ? (
        completeness.missing.length === 0 ? (
          <p className="completeness__done">Every field is filled in.</p>
        ) : (
          <p className="completeness__missing">
            <span className="completeness__missing-label">Still missing: </span>
            {completeness.missing.join(', ')}
          </p>
        )
      ) : null}
    </div>
  );
}
