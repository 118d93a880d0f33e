import type { Attestation } from '@/lib/attestation';
import { formatDate } from '@/lib/rowing';
import './attestation.css';

/** "Verified by <club> coach · <date>" for a result a club coach attested. */
export function attestationText(attestation: Attestation): string {
  return `Verified by ${attestation.clubName} coach · ${formatDate(attestation.attestedOn)}`;
}

interface AttestationBadgeProps {
  attestation: Attestation;
  /** Also name the coach and say whether the verification code was checked. */
  detail?: boolean;
}

/** The green "verified" mark of a result attested by a club coach. */
export function AttestationBadge({ attestation, detail = false }: AttestationBadgeProps) {
  const extra = [
    attestation.coachName,
    attestation.codeChecked ? 'verification code checked' : null,
  ].filter((part): part is string => part != null && part !== '');
  return (
    <span className="attestation">
      <span className="attestation__badge">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {attestationText(attestation)}
      </span>
      {detail && extra.length > 0 ? <span className="attestation__detail">{extra.join(', ')}</span> : null}
    </span>
  );
}

/** A short status beside a result: a pending or declined verification request. */
export function VerificationNote({ tone, children }: { tone: 'pending' | 'declined'; children: string }) {
  return <span className={`verification-note verification-note--${tone}`}>{children}</span>;
}
