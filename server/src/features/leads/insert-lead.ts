import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ATTRIBUTION_FIELDS, attributionColumn } from '@gagyeong/contracts/attribution';
import type { LeadData } from '@gagyeong/contracts/leads';
import { storedLead, type StoredLead } from '@gagyeong/contracts/lead-rules';
import { statement } from '../../db/statements';
import { enqueueLeadNotifications } from '../lead-notifications/enqueue-lead-notifications';
import { hashClientAddress } from './ip-hash';

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

type Row = Readonly<Record<string, string | number | null>>;

/** The contracts' stored lead as a `leads` row: the SQL names, the times of this store's clock. */
function leadRow(id: string, lead: StoredLead, times: { now: number }, ipHash: string): Row {
  return {
    id,
    form: lead.form,
    name: lead.name,
    phone: lead.phone,
    message: lead.message,
    consent: lead.consent ? 1 : 0,
    consent_at: times.now,
    consent_version: lead.consentVersion,
    user_agent: lead.userAgent,
    ip_hash: ipHash,
    created_at: times.now,
    status: lead.status,
    memo: lead.memo,
    closed_at: lead.closedAt,
    ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [attributionColumn(field), lead.attribution[field]])),
  };
}

/**
 * Stores a validated lead, as the contracts' `storedLead` shapes it, and queues its notifications,
 * in one transaction (the outbox: docs/decisions/0090-lead-notifications.md): better-sqlite3 returns
 * after SQLite committed it (WAL, synchronous = FULL), so the caller may answer 2xx right after.
 */
export function insertLead(db: Database, lead: LeadData, context: LeadContext): InsertOutcome {
  return db.transaction(() => storeLead(db, lead, context))();
}

function storeLead(db: Database, lead: LeadData, context: LeadContext): InsertOutcome {
  const id = lead.id ?? randomUUID();
  const row = leadRow(id, storedLead(lead, context.userAgent), context, hashClientAddress(db, context.clientAddress));
  const columns = Object.keys(row);
  const { changes } = statement<[Row]>(
    db,
    `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})
     ON CONFLICT (id) DO NOTHING`,
  ).run(row);
  if (changes === 1) {
    enqueueLeadNotifications(db, id, context.now);
    return { status: 'created', id };
  }

  const stored = statement<[string], Pick<LeadData, 'form' | 'name' | 'phone' | 'message'>>(
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
