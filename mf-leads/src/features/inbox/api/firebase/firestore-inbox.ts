import {
  ATTRIBUTION_FIELDS,
  EMPTY_ATTRIBUTION,
  attributionOf,
  type Attribution,
} from '@gagyeong/contracts/attribution';
import { getIdTokenResult, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import type { SessionUser } from '@gagyeong/contracts/auth';
import {
  isLeadForm,
  isLeadStatus,
  LEAD_MEMO_MAX,
  LEAD_UPDATE_MESSAGES,
  LEADS_PAGE_SIZE,
  LEADS_QUERY_MESSAGES,
  LEADS_UTC_OFFSET,
  type LeadPage,
  type LeadRecord,
  type LeadUpdateInput,
} from '@gagyeong/contracts/leads';
import { leadsToCsv } from '@gagyeong/contracts/leads-csv';
import { INBOX_FIREBASE_ERRORS, INBOX_TEXT } from '../../../../content/leads-text';
import { LEADS_COLLECTION, leadsFirestore } from '../../../../firebase/firebase-app';
import { leadsAuth } from '../../../../firebase/firebase-auth';
import { InboxError, type InboxFilter } from '../inbox-api';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One audit record per deletion, as the embedded server's lead_deletions (firestore.rules). */
export const LEAD_DELETIONS_COLLECTION = 'leadDeletions';
/** Documents per read when exporting everything that matches. */
const EXPORT_BATCH = 500;

const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/invalid-login-credentials': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/wrong-password': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/user-not-found': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/missing-password': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/invalid-email': INBOX_FIREBASE_ERRORS.invalidEmail,
  'auth/too-many-requests': INBOX_FIREBASE_ERRORS.tooManyAttempts,
  'auth/user-disabled': INBOX_FIREBASE_ERRORS.userDisabled,
  'auth/network-request-failed': INBOX_TEXT.networkError,
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** SDK failures as InboxErrors: 401 sends the inbox back to sign-in, as with the server. */
export function toInboxError(error: unknown, signedIn: boolean): InboxError {
  if (error instanceof InboxError) return error;
  const code = errorCode(error) ?? '';
  if (code in AUTH_MESSAGES) return new InboxError(AUTH_MESSAGES[code] ?? INBOX_TEXT.unexpected, 400);
  if (code === 'permission-denied' || code === 'unauthenticated') {
    return signedIn ? new InboxError(INBOX_FIREBASE_ERRORS.forbidden, 403) : new InboxError(INBOX_TEXT.forbidden, 401);
  }
  if (code === 'unavailable' || code === 'deadline-exceeded') return new InboxError(INBOX_TEXT.networkError, 0);
  return new InboxError(INBOX_TEXT.unexpected, 500);
}

/** Start of the Korean calendar day `YYYY-MM-DD` in ms, as the embedded server reads it. */
function startOfDay(value: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00${LEADS_UTC_OFFSET}`) : Number.NaN;
  const roundTrip = Number.isNaN(ms) ? '' : new Date(ms + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (roundTrip !== value) throw new InboxError(LEADS_QUERY_MESSAGES.date, 400);
  return ms;
}

/** The filter as query constraints: form and status, then createdAt in [from, to + 1 day), newest first. */
function filterConstraints(filter: InboxFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  // Equalities on the stored attribution; each has an index with createdAt (firestore.indexes.json).
  if (filter.source !== '') constraints.push(where('channel', '==', filter.source));
  if (filter.medium !== '') constraints.push(where('attribution.utmMedium', '==', filter.medium));
  if (filter.campaign !== '') constraints.push(where('attribution.utmCampaign', '==', filter.campaign));
  if (filter.form !== '') {
    if (!isLeadForm(filter.form)) throw new InboxError(LEADS_QUERY_MESSAGES.form, 400);
    constraints.push(where('form', '==', filter.form));
  }
  if (filter.status !== '') {
    if (!isLeadStatus(filter.status)) throw new InboxError(LEADS_QUERY_MESSAGES.status, 400);
    constraints.push(where('status', '==', filter.status));
  }
  const fromMs = filter.from === '' ? undefined : startOfDay(filter.from);
  const toMs = filter.to === '' ? undefined : startOfDay(filter.to) + DAY_MS;
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs)
    throw new InboxError(LEADS_QUERY_MESSAGES.range, 400);
  if (fromMs !== undefined) constraints.push(where('createdAt', '>=', Timestamp.fromMillis(fromMs)));
  if (toMs !== undefined) constraints.push(where('createdAt', '<', Timestamp.fromMillis(toMs)));
  constraints.push(orderBy('createdAt', 'desc'));
  return constraints;
}

function isoOf(value: unknown): string {
  return value instanceof Timestamp ? value.toDate().toISOString() : '';
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored lead's attribution map; a lead written before attribution was kept has none. */
function attributionOfDocument(value: unknown): Attribution {
  if (typeof value !== 'object' || value === null) return EMPTY_ATTRIBUTION;
  const map = value as Record<string, unknown>;
  return attributionOf(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, textOf(map[field])])));
}

export function toLeadRecord(id: string, data: DocumentData): LeadRecord {
  return {
    id,
    form: isLeadForm(data.form) ? data.form : 'popup',
    name: textOf(data.name),
    phone: textOf(data.phone),
    message: textOf(data.message),
    consent: data.consent === true,
    consentAt: isoOf(data.consentAt),
    consentVersion: textOf(data.consentVersion),
    userAgent: textOf(data.userAgent),
    createdAt: isoOf(data.createdAt),
    status: isLeadStatus(data.status) ? data.status : 'new',
    memo: textOf(data.memo),
    closedAt: data.closedAt instanceof Timestamp ? isoOf(data.closedAt) : null,
    attribution: attributionOfDocument(data.attribution),
  };
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await getIdTokenResult(user);
  return { email: user.email ?? '', role: token.claims.admin === true ? 'admin' : 'member' };
}

/**
 * The inbox on Firebase (firebase mode): Firebase Auth for the administrator (custom claim
 * `admin: true`), Firestore collection `leads` read under firestore.rules, the CSV built in the
 * browser with the same columns as the embedded server's.
 */
export function createFirestoreInbox(config: FirebaseConfig) {
  const db = leadsFirestore(config);
  const auth = leadsAuth(config);
  const cursors = new Map<string, DocumentSnapshot>();
  const signedIn = () => auth.currentUser !== null;

  async function cursorSnapshot(cursor: string): Promise<DocumentSnapshot> {
    const known = cursors.get(cursor);
    if (known) return known;
    const snapshot = await getDoc(doc(db, LEADS_COLLECTION, cursor));
    if (!snapshot.exists()) throw new InboxError(INBOX_FIREBASE_ERRORS.missingCursor, 400);
    return snapshot;
  }

  async function read(constraints: QueryConstraint[]) {
    return (await getDocs(query(collection(db, LEADS_COLLECTION), ...constraints))).docs;
  }

  return {
    async me(): Promise<SessionUser | null> {
      await auth.authStateReady();
      return auth.currentUser ? toSessionUser(auth.currentUser) : null;
    },
    async signIn(email: string, password: string): Promise<SessionUser | null> {
      try {
        return await toSessionUser((await signInWithEmailAndPassword(auth, email, password)).user);
      } catch (error) {
        throw toInboxError(error, false);
      }
    },
    async signOut(): Promise<void> {
      await signOut(auth);
    },
    /** One page (50, newest first); `cursor` is the previous page's nextCursor. */
    async list(filter: InboxFilter, cursor?: string): Promise<LeadPage> {
      try {
        const constraints = filterConstraints(filter);
        if (cursor) constraints.push(startAfter(await cursorSnapshot(cursor)));
        const docs = await read([...constraints, limit(LEADS_PAGE_SIZE)]);
        const last = docs[docs.length - 1];
        if (last) cursors.set(last.id, last);
        return {
          items: docs.map((snapshot) => toLeadRecord(snapshot.id, snapshot.data())),
          nextCursor: docs.length === LEADS_PAGE_SIZE && last ? last.id : null,
        };
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
    /**
     * Changes status and/or memo as the embedded server does (PATCH /api/leads/:id): closing
     * records the server's time, closing again keeps it, reopening clears it. Resolves with the
     * stored lead.
     */
    async update(id: string, input: LeadUpdateInput): Promise<LeadRecord> {
      const memoInput = input.memo?.trim();
      if (input.status === undefined && memoInput === undefined) throw new InboxError(LEAD_UPDATE_MESSAGES.empty, 400);
      if (input.status !== undefined && !isLeadStatus(input.status))
        throw new InboxError(LEAD_UPDATE_MESSAGES.status, 400);
      if (memoInput !== undefined && memoInput.length > LEAD_MEMO_MAX)
        throw new InboxError(LEAD_UPDATE_MESSAGES.memoTooLong, 400);
      const ref = doc(db, LEADS_COLLECTION, id);
      try {
        await runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw new InboxError(LEAD_UPDATE_MESSAGES.notFound, 404);
          const before = snapshot.data();
          const status = input.status ?? (isLeadStatus(before.status) ? before.status : 'new');
          const memo = memoInput ?? textOf(before.memo);
          const closedAt =
            status !== 'closed' ? null : before.status === 'closed' ? (before.closedAt as unknown) : serverTimestamp();
          transaction.update(ref, { status, memo, closedAt });
        });
        const stored = await getDoc(ref);
        if (!stored.exists()) throw new InboxError(LEAD_UPDATE_MESSAGES.notFound, 404);
        return toLeadRecord(stored.id, stored.data());
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
    /**
     * Destroys the lead at once (withdrawn consent), with its audit record in the same
     * transaction, as the embedded server does (docs/decisions/0030-lead-retention.md).
     */
    async remove(id: string): Promise<void> {
      const ref = doc(db, LEADS_COLLECTION, id);
      try {
        await runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw new InboxError(LEAD_UPDATE_MESSAGES.notFound, 404);
          transaction.delete(ref);
          transaction.set(doc(collection(db, LEAD_DELETIONS_COLLECTION)), {
            at: serverTimestamp(),
            reason: 'withdrawn',
            rule: 'consent-withdrawn',
            count: 1,
          });
        });
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
    /** Every lead the filter matches, as the CSV the embedded server would send. */
    async csv(filter: InboxFilter): Promise<string> {
      try {
        const constraints = filterConstraints(filter);
        const leads: LeadRecord[] = [];
        for (let after: DocumentSnapshot | undefined; ;) {
          const docs = await read([...constraints, ...(after ? [startAfter(after)] : []), limit(EXPORT_BATCH)]);
          leads.push(...docs.map((snapshot) => toLeadRecord(snapshot.id, snapshot.data())));
          after = docs[docs.length - 1];
          if (docs.length < EXPORT_BATCH) break;
        }
        return leadsToCsv(leads);
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
  };
}

export type FirestoreInbox = ReturnType<typeof createFirestoreInbox>;
