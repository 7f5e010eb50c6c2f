import type { LeadForm, LeadRecord, LeadStatus } from '@gagyeong/contracts/leads';

/** A `leads` row as SQLite returns it (times in ms since the epoch). */
export interface LeadRow {
  readonly id: string;
  readonly form: LeadForm;
  readonly status: LeadStatus;
  readonly memo: string;
  readonly closed_at: number | null;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consent: number;
  readonly consent_at: number;
  readonly consent_version: string;
  readonly user_agent: string;
  readonly created_at: number;
  readonly landing_path: string;
  readonly referrer_host: string;
  readonly utm_source: string;
  readonly utm_medium: string;
  readonly utm_campaign: string;
  readonly utm_term: string;
  readonly utm_content: string;
}

/** Everything the inbox shows; the address hash stays in the database. */
export const LEAD_COLUMNS =
  'id, form, status, memo, closed_at, name, phone, message, consent, consent_at, consent_version, user_agent, created_at, ' +
  'landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content';

export function toLeadRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    memo: row.memo,
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    name: row.name,
    phone: row.phone,
    message: row.message,
    consent: row.consent === 1,
    consentAt: new Date(row.consent_at).toISOString(),
    consentVersion: row.consent_version,
    userAgent: row.user_agent,
    attribution: {
      landingPath: row.landing_path,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      utmTerm: row.utm_term,
      utmContent: row.utm_content,
    },
    createdAt: new Date(row.created_at).toISOString(),
  };
}
