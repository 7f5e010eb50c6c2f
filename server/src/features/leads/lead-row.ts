import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from '@gagyeong/contracts/attribution';
import type { LeadForm, LeadRecord, LeadStatus } from '@gagyeong/contracts/leads';

/** The column each attribution field is stored in (migrations 0012 and 0013). */
export const ATTRIBUTION_COLUMNS = {
  landingPath: 'landing_path',
  referrerHost: 'referrer_host',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  naverCampaignType: 'n_campaign_type',
  naverMedia: 'n_media',
  naverAdGroup: 'n_ad_group',
  naverAdGroupType: 'n_ad_group_type',
  naverAd: 'n_ad',
  naverKeywordId: 'n_keyword_id',
  naverKeyword: 'n_keyword',
  naverQuery: 'n_query',
  naverMatch: 'n_match',
  naverRank: 'n_rank',
} as const satisfies Record<AttributionField, string>;

type AttributionColumn = (typeof ATTRIBUTION_COLUMNS)[AttributionField];

/** A `leads` row as SQLite returns it (times in ms since the epoch). */
export interface LeadRow extends Readonly<Record<AttributionColumn, string>> {
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
}

/** Everything the inbox shows; the address hash stays in the database. */
export const LEAD_COLUMNS =
  'id, form, status, memo, closed_at, name, phone, message, consent, consent_at, consent_version, user_agent, created_at, ' +
  ATTRIBUTION_FIELDS.map((field) => ATTRIBUTION_COLUMNS[field]).join(', ');

function attributionOf(row: LeadRow): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, row[ATTRIBUTION_COLUMNS[field]]])) as Record<
    AttributionField,
    string
  >;
}

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
    attribution: attributionOf(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
