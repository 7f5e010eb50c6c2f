import {
  ATTRIBUTION_FIELDS,
  attributionColumn,
  attributionOf,
  type Attribution,
} from '@gagyeong/contracts/attribution';
import type { LeadForm, LeadRecord, LeadStatus } from '@gagyeong/contracts/leads';

/**
 * A `leads` row as SQLite returns it (times in ms since the epoch), the attribution columns read
 * under their fields' names (see LEAD_COLUMNS).
 */
export interface LeadRow extends Attribution {
  readonly id: string;
  readonly form: LeadForm;
  readonly status: LeadStatus;
  readonly memo: string;
  readonly closed_at: number | null;
  readonly changed_by: string | null;
  readonly changed_at: number | null;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consent: number;
  readonly consent_at: number;
  readonly consent_version: string;
  readonly user_agent: string;
  readonly created_at: number;
}

/** Everything the inbox shows; the address hash stays in the database. */
export const LEAD_COLUMNS =
  'id, form, status, memo, closed_at, changed_by, changed_at, name, phone, message, consent, consent_at, consent_version, user_agent, created_at, ' +
  ATTRIBUTION_FIELDS.map((field) => `${attributionColumn(field)} AS ${field}`).join(', ');

/**
 * The source a lead counts under, as the contracts' `leadChannel` says: its campaign's source, else
 * the referring site, else '' (direct). Worked out in SQL rather than stored.
 */
export const CHANNEL_SQL =
  `CASE WHEN ${attributionColumn('utmSource')} <> '' THEN ${attributionColumn('utmSource')} ` +
  `ELSE ${attributionColumn('referrerHost')} END`;

export function toLeadRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    memo: row.memo,
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    changedBy: row.changed_by,
    changedAt: row.changed_at === null ? null : new Date(row.changed_at).toISOString(),
    name: row.name,
    phone: row.phone,
    message: row.message,
    consent: row.consent === 1,
    consentAt: new Date(row.consent_at).toISOString(),
    consentVersion: row.consent_version,
    userAgent: row.user_agent,
    attribution: attributionOf(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
