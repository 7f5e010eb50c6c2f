import type { Database } from 'better-sqlite3';
import type { LeadNotice } from '@gagyeong/notify';
import type { LeadForm } from '@gagyeong/contracts/leads';
import { statement } from '../../db/statements';

interface NoticeRow {
  readonly id: string;
  readonly form: LeadForm;
  readonly created_at: number;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consent_version: string;
  readonly utm_source: string;
  readonly utm_medium: string;
  readonly utm_campaign: string;
  readonly referrer_host: string;
}

/** What the message of a stored lead says (undefined when the lead is gone). */
export function readLeadNotice(db: Database, leadId: string): LeadNotice | undefined {
  const row = statement<[string], NoticeRow>(
    db,
    `SELECT id, form, created_at, name, phone, message, consent_version,
            utm_source, utm_medium, utm_campaign, referrer_host
     FROM leads WHERE id = ?`,
  ).get(leadId);
  if (!row) return undefined;
  return {
    id: row.id,
    form: row.form,
    createdAt: row.created_at,
    name: row.name,
    phone: row.phone,
    message: row.message,
    consentVersion: row.consent_version,
    attribution: {
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      referrerHost: row.referrer_host,
    },
  };
}
