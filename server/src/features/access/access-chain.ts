import { createHash } from 'node:crypto';

/** The `prev_hash` of the very first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** The stored fields a record's hash covers, in this order. */
export interface ChainedFields {
  readonly id: number;
  readonly at: number;
  readonly account: string;
  readonly ip: string;
  readonly action: string;
  /** JSON text as stored. */
  readonly subjects: string;
  readonly subject_count: number;
  /** JSON text as stored. */
  readonly detail: string;
  readonly lead_id: string | null;
  readonly prev_hash: string;
}

/** SHA-256 over every stored field and the previous record's hash: editing any one breaks the chain. */
export function recordHash(fields: ChainedFields): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        fields.id,
        fields.at,
        fields.account,
        fields.ip,
        fields.action,
        fields.subjects,
        fields.subject_count,
        fields.detail,
        fields.lead_id,
        fields.prev_hash,
      ]),
    )
    .digest('hex');
}
