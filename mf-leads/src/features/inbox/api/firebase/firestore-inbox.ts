import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import { getIdTokenResult, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
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
  LEADS_PAGE_SIZE,
  LEADS_QUERY_MESSAGES,
  LEADS_UTC_OFFSET,
  type LeadPage,
  type LeadRecord,
} from '@gagyeong/contracts/leads';
import { leadsToCsv } from '@gagyeong/contracts/leads-csv';
import { INBOX_FIREBASE_ERRORS, INBOX_TEXT } from '../../../../content/leads-text';
import { LEADS_COLLECTION, leadsFirestore } from '../../../../firebase/firebase-app';
import { leadsAuth } from '../../../../firebase/firebase-auth';
import { InboxError, type InboxFilter } from '../inbox-api';

const DAY_MS = 24 * 60 * 60 * 1000;
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
function toInboxError(error: unknown, signedIn: boolean): InboxError {
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

/** The filter as query constraints: form, then createdAt in [from, to + 1 day), newest first. */
function filterConstraints(filter: InboxFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.form !== '') {
    if (!isLeadForm(filter.form)) throw new InboxError(LEADS_QUERY_MESSAGES.form, 400);
    constraints.push(where('form', '==', filter.form));
  }
  const fromMs = filter.from === '' ? undefined : startOfDay(filter.from);
  const toMs = filter.to === '' ? undefined : startOfDay(filter.to) + DAY_MS;
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs) throw new InboxError(LEADS_QUERY_MESSAGES.range, 400);
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
    // Follow-up and attribution are the embedded server's for now (docs/firebase.md).
    status: 'new',
    memo: '',
    closedAt: null,
    attribution: EMPTY_ATTRIBUTION,
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
    /** Every lead the filter matches, as the CSV the embedded server would send. */
    async csv(filter: InboxFilter): Promise<string> {
      try {
        const constraints = filterConstraints(filter);
        const leads: LeadRecord[] = [];
        for (let after: DocumentSnapshot | undefined; ; ) {
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
