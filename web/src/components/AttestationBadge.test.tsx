import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttestationBadge, attestationText } from './AttestationBadge';

const attestation = { clubName: 'Riverside Rowing Club', coachName: 'Pat Coach', attestedOn: '2026-10-03', codeChecked: false };

describe('attestation badge', () => {
  it('says who verified the result and when', () => {
    expect(attestationText(attestation)).toBe('Verified by Riverside Rowing Club coach · Oct 3, 2026');
  });

  it('names the coach and the code check only when asked', () => {
    const { rerender } = render(<AttestationBadge attestation={{ ...attestation, codeChecked: true }} />);
    expect(screen.getByText('Verified by Riverside Rowing Club coach · Oct 3, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Pat Coach/)).not.toBeInTheDocument();
    rerender(<AttestationBadge attestation={{ ...attestation, codeChecked: true }} detail />);
    expect(screen.getByText('Pat Coach, verification code checked')).toBeInTheDocument();
    rerender(<AttestationBadge attestation={{ ...attestation, coachName: null }} detail />);
    expect(screen.queryByText(/Pat Coach/)).not.toBeInTheDocument();
  });
});
