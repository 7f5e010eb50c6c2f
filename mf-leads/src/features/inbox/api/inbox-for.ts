import type { SiteConfig } from '@gagyeong/contracts';
import type { LoginResponse, SessionInfo, SessionUser } from '@gagyeong/contracts/auth';
import type { LeadPage, LeadRecord, LeadUpdateInput } from '@gagyeong/contracts/leads';
import type { SmsStep } from '@gagyeong/ui';
import { INBOX_TEXT } from '../../../content/admin-text';
import { createInboxApi, InboxError, type InboxFilter, type MeResult } from './inbox-api';

/**
 * The CSV of a filter, with the reason typed before the download (recorded with it): a link the
 * embedded server answers, or a file built in the browser.
 */
export type CsvSource =
  | { readonly kind: 'link'; url(filter: InboxFilter, reason: string): string }
  | { readonly kind: 'file'; text(filter: InboxFilter, reason: string): Promise<string> };

/** The account's sessions, where the backend keeps them (the embedded server). */
export interface SessionControl {
  sessions(): Promise<readonly SessionInfo[]>;
  signOutEverywhere(): Promise<void>;
}

/**
 * What the inbox page needs, from the embedded server or from Firebase. Failures are InboxErrors
 * with the same statuses and Korean messages either way (401 back to sign-in, 404 a lead gone).
 */
export interface Inbox {
  me(): Promise<MeResult>;
  /**
   * The page sat idle for the session's idle bound: who is still signed in (the embedded server
   * asks without counting it as activity; Firebase signs out, having no server-side bound).
   */
  whenIdle(): Promise<SessionUser | null>;
  /**
   * `code` is the TOTP second factor ('' when not asked); Firebase mode answers an administrator
   * with the SMS steps instead (enrolment, then the code), the last of which signs in.
   */
  signIn(email: string, password: string, code?: string): Promise<LoginResponse | { readonly sms: SmsStep }>;
  signOut(): Promise<void>;
  /** Present with the embedded server. */
  readonly sessionControl?: SessionControl;
  /** Whether sign-in asks for a TOTP code (the embedded server). */
  readonly totp: boolean;
  list(filter: InboxFilter, cursor?: string): Promise<LeadPage>;
  /** Changes status and/or memo; resolves with the stored lead. */
  update(id: string, update: LeadUpdateInput): Promise<LeadRecord>;
  /** Destroys the lead at once (withdrawn consent), with its audit record. */
  remove(id: string): Promise<void>;
  readonly csv: CsvSource;
  /** Whether leads carry campaign attribution (filters and the origin column). */
  readonly attribution: boolean;
}

/**
 * The inbox the runtime config names: the embedded server's API in local mode, Firestore and
 * Firebase Auth in firebase mode (a chunk loaded on first use, so local mode never downloads it).
 */
export function inboxFor(config: SiteConfig): Inbox {
  const { backend } = config;
  if (backend.mode === 'local') {
    const api = createInboxApi(backend.apiBase);
    return {
      ...api,
      csv: { kind: 'link', url: (filter, reason) => api.csvUrl(filter, reason) },
      attribution: true,
      sessionControl: api,
      totp: true,
    };
  }
  const { firebase } = backend;
  let loading: ReturnType<typeof load> | undefined;
  function load() {
    return import(/* webpackChunkName: "inbox-firebase" */ './firebase/firestore-inbox').then(
      ({ createFirestoreInbox }) => createFirestoreInbox(firebase),
    );
  }
  async function firestore() {
    loading ??= load();
    try {
      return await loading;
    } catch {
      loading = undefined; // a retry loads the chunk afresh
      throw new InboxError(INBOX_TEXT.networkError, 0);
    }
  }
  return {
    me: async () => (await firestore()).me(),
    whenIdle: async () => {
      await (await firestore()).signOut();
      return null;
    },
    signIn: async (email, password) => (await firestore()).signIn(email, password),
    signOut: async () => (await firestore()).signOut(),
    list: async (filter, cursor) => (await firestore()).list(filter, cursor),
    update: async (id, update) => (await firestore()).update(id, update),
    remove: async (id) => (await firestore()).remove(id),
    csv: { kind: 'file', text: async (filter, reason) => (await firestore()).csv(filter, reason) },
    attribution: true,
    totp: false,
  };
}
