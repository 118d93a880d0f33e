import type { Schema } from '@/api';

/** A club coach's attestation of an erg test or race result, carried by every result (`attestation`). */
export type Attestation = Schema<'Attestation'>;
