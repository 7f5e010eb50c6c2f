import { attributionOf, leadChannel, type Attribution } from './attribution';
import { checkWith } from './checks';
import { isHoneypotFilled, LEAD_CONSENT, LeadSchema, type LeadData, type LeadForm } from './leads';

/**
 * The rules of a lead submission that every lead writer calls (docs/decisions/0078): the embedded
 * server's SQLite store, the forms' Firestore writer in the browser and the host's Firestore REST
 * writer. The writers only write; what is accepted and what is stored is decided here, once. The
 * administrator's side (filters, follow-up, deletion, retention) is lead-admin-rules.ts; the two
 * are apart so that the visitor's Firestore chunk carries none of the inbox's rules.
 */

/** Longest user agent kept; real ones are about 150 characters. */
export const USER_AGENT_MAX = 512;

export type ScreenedLead =
  | { readonly kind: 'dropped' }
  | { readonly kind: 'invalid'; readonly message: string; readonly problems: readonly string[] }
  | { readonly kind: 'valid'; readonly lead: LeadData };

/**
 * A submission judged as every backend judges it: a filled honeypot first (answered like a stored
 * lead and dropped, whatever else it holds, so a bot learns nothing; docs/product.md §5), then
 * the lead schema.
 */
export function screenLead(input: unknown): ScreenedLead {
  if (isHoneypotFilled(input)) return { kind: 'dropped' };
  const checked = checkWith(LeadSchema, input);
  if (!checked.ok) return { kind: 'invalid', message: checked.message, problems: checked.problems };
  return { kind: 'valid', lead: checked.value };
}

/**
 * What every backend stores for an accepted lead, built from the schema's output (normalised
 * text), apart from the id and the two times, which each store takes from its own clock
 * (`createdAt`, `consentAt`). The follow-up starts empty; `channel` is the source the inbox
 * filters by (the embedded server works it out in SQL instead of storing it).
 */
export interface StoredLead {
  readonly form: LeadForm;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consent: true;
  readonly consentVersion: string;
  readonly userAgent: string;
  readonly status: 'new';
  readonly memo: '';
  readonly closedAt: null;
  readonly attribution: Attribution;
  readonly channel: string;
}

export function storedLead(lead: LeadData, userAgent: string | undefined): StoredLead {
  const attribution = attributionOf(lead);
  return {
    form: lead.form,
    name: lead.name,
    phone: lead.phone,
    message: lead.message,
    consent: true,
    consentVersion: LEAD_CONSENT.version,
    userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
    status: 'new',
    memo: '',
    closedAt: null,
    attribution,
    channel: leadChannel(attribution),
  };
}
