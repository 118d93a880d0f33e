/**
 * A club coach's attestation of an erg test or race result, as the club contract sends it on every
 * result (`attestation: null | Attestation`). Written by hand until the generated API types
 * (`src/api/schema.ts`) carry it; it then becomes `Schema<'Attestation'>`.
 */
export interface Attestation {
  clubName: string;
  coachName: string | null;
  /** yyyy-mm-dd */
  attestedOn: string;
  /** The coach checked the erg's verification code against the monitor or logbook. */
  codeChecked: boolean;
}

/** A result as the server sends it once attestations exist: the field may be missing from older answers. */
export type WithAttestation<T> = T & { attestation?: Attestation | null };
