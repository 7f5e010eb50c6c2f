import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { LEAD_CONSENT, type LeadData } from '@gagyeong/contracts/leads';
import { ATTRIBUTION_FIELDS } from '@gagyeong/contracts/attribution';
import { statement } from '../../db/statements';
import { enqueueLeadNotifications } from '../lead-notifications/enqueue-lead-notifications';
import { ATTRIBUTION_COLUMNS } from './lead-row';
import { hashClientAddress } from './ip-hash';

/** Longest user agent kept; real ones are about 150 characters. */
const USER_AGENT_MAX = 512;

export interface LeadContext {
  readonly now: number;
  readonly clientAddress: string;
  readonly userAgent: string | undefined;
}

/**
 * - `created`: stored now (committed to the database file when this returns);
 * - `duplicate`: the same submission (same id and content) was stored before: a retry;
 * - `conflict`: the id is taken by different content, so this one was NOT stored.
 */
export type InsertOutcome = { readonly status: 'created' | 'duplicate' | 'conflict'; readonly id: string };

interface StoredContent {
  readonly form: string;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
}

/**
 * Stores a validated lead and queues its notifications, in one transaction (the outbox:
 * docs/decisions/0090-lead-notifications.md): better-sqlite3 returns after SQLite committed it
 * (WAL, synchronous = FULL), so the caller may answer 2xx right after.
 */
export function insertLead(db: Database, lead: LeadData, context: LeadContext): InsertOutcome {
  return db.transaction(() => storeLead(db, lead, context))();
}

function storeLead(db: Database, lead: LeadData, context: LeadContext): InsertOutcome {
  const id = lead.id ?? randomUUID();
  const { changes } = statement(
    db,
    `INSERT INTO leads (id, form, name, phone, message, consent, consent_at, consent_version,
                        user_agent, ip_hash, created_at, ${ATTRIBUTION_FIELDS.map((field) => ATTRIBUTION_COLUMNS[field]).join(', ')})
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ${ATTRIBUTION_FIELDS.map(() => '?').join(', ')})
     ON CONFLICT (id) DO NOTHING`,
  ).run(
    id,
    lead.form,
    lead.name,
    lead.phone,
    lead.message,
    context.now,
    LEAD_CONSENT.version,
    (context.userAgent ?? '').slice(0, USER_AGENT_MAX),
    hashClientAddress(db, context.clientAddress),
    context.now,
    ...ATTRIBUTION_FIELDS.map((field) => lead[field]),
  );
  if (changes === 1) {
    enqueueLeadNotifications(db, id, context.now);
    return { status: 'created', id };
  }

  const stored = statement<[string], StoredContent>(
    db,
    'SELECT form, name, phone, message FROM leads WHERE id = ?',
  ).get(id);
  const same =
    stored !== undefined &&
    stored.form === lead.form &&
    stored.name === lead.name &&
    stored.phone === lead.phone &&
    stored.message === lead.message;
  return { status: same ? 'duplicate' : 'conflict', id };
}
