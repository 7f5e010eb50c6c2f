import type { LeadStore } from '../firestore-leads/firestore-lead-store';

export interface LeadsOptions {
  /** Submissions per client address inside the window; more get 429. */
  readonly rateLimit: { readonly max: number; readonly timeWindowMs: number };
  /** Time between retention purges (after the one at start-up); a day by default. */
  readonly purgeIntervalMs?: number;
  /**
   * Where submissions go: the host's SQLite file by default. In firebase mode Firestore
   * (firestore-lead-store.ts), and the inbox API and the purge are not served here: the
   * administrator's inbox reads Firestore, the purge is an operator's command (docs/firebase.md).
   */
  readonly store?: LeadStore;
}

/**
 * Generous on purpose: a visitor sends one or two leads, but many visitors can share one address
 * (mobile carrier NAT), and a refused lead is a lost customer. Behind a reverse proxy the server
 * must trust it (TRUST_PROXY), or every visitor shares the proxy's address and this one limit.
 */
export const DEFAULT_LEADS_OPTIONS: LeadsOptions = {
  rateLimit: { max: 30, timeWindowMs: 10 * 60 * 1000 },
};

/**
 * Largest valid lead, form-encoded: 2000 Hangul syllables in the message are 18 000 bytes as
 * %XX%XX%XX, plus name, phone and the other fields. 32 KB leaves room; anything bigger is 413.
 */
export const LEAD_BODY_LIMIT = 32 * 1024;
