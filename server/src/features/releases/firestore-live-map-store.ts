import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth, type User } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  initializeFirestore,
  limit as limitTo,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  terminate,
  where as whereField,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { REMOTE_NAMES, type FirebaseConfig, type RemoteName } from '@gagyeong/contracts';
import {
  DEPLOY_LOG_COLLECTION,
  LIVE_REMOTES_COLLECTION,
  deployLogEntryFromDocument,
  liveEntryDataFromDocument,
  loggedChange,
  parseLiveEntry,
  type Deployment,
  type DeployLogEntry,
  type LiveEntry,
} from '@gagyeong/contracts/live-map';
import { PREVIEW_GRANTS_COLLECTION, PREVIEW_LINK_TTL_MS } from '@gagyeong/contracts/delivery';
import {
  rowsOfTelemetryDocument,
  TELEMETRY_COLLECTION,
  type AggregateKind,
  type AggregateRow,
} from '@gagyeong/contracts/telemetry';
import { ReleaseError } from './release-error';
import type { DeployLogPage, LiveMapChange, LiveMapListener, LiveMapStore, StoredLiveMap } from './live-map-store';

/**
 * The live map of firebase mode: one public document per remote (`liveRemotes/<remote>`) and the
 * deployment log (`deployLog/<id>`), under firestore.rules. Reached with Firebase's web SDK as a
 * browser would: a host reads the map as a visitor (no credential) and follows it with a listener;
 * the deploy command signs in as the deployer, whose token's `deploy` claim names the remotes the
 * rules let it change (docs/decisions/0061-one-live-map-for-the-fleet.md).
 */

export interface FirestoreLiveMapOptions {
  readonly firebase: FirebaseConfig;
  /** The deployer (or administrator) to sign in as before changing the map or reading the log. */
  readonly account?: { readonly email: string; readonly password: string };
}

/** How long one listen may stay refused (rules, a project not set up) before it is tried again. */
const RELISTEN_MS = 5000;

const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'wrong email or password',
  'auth/invalid-login-credentials': 'wrong email or password',
  'auth/wrong-password': 'wrong email or password',
  'auth/user-not-found': 'wrong email or password',
  'auth/user-disabled': 'the account is disabled',
  'auth/too-many-requests': 'too many attempts; try again later',
  'auth/network-request-failed': 'Firebase Auth did not answer',
};

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

let instances = 0;

type Part = Pick<Deployment, 'url' | 'version' | 'at'>;
const samePart = (a: Part | null | undefined, b: Part | null | undefined) =>
  !!a && !!b && a.url === b.url && a.version === b.version && a.at === b.at;

/**
 * The document of a changed entry. The rules compare what a change keeps with the stored document
 * exactly (its own timestamps, not copies), so a part the change keeps (the live deployment under
 * a canary, the stored entry becoming "previous") is written as stored; a new part gets the
 * server's time and the new log entry. `changeLogId` pairs the document with its last log entry.
 */
function documentOf(entry: LiveEntry, current: LiveEntry | undefined, raw: DocumentData | undefined, logId: string) {
  const fresh = (deployment: Part, madeBy: string | null): DocumentData => ({
    url: deployment.url,
    version: deployment.version,
    at: serverTimestamp(),
    logId: madeBy,
  });
  const part = (deployment: Part): DocumentData => {
    if (raw && samePart(deployment, current)) {
      return { url: raw.url as unknown, version: raw.version as unknown, at: raw.at as unknown, logId: raw.logId as unknown };
    }
    if (raw && samePart(deployment, current?.previous)) return raw.previous as DocumentData;
    if (raw && samePart(deployment, current?.canary)) return raw.canary as DocumentData;
    return fresh(deployment, logId);
  };
  // A remote's first change: the configured URL it leaves (or keeps, under a canary) was made live by no log entry.
  const stable = raw || !entry.canary ? part(entry) : fresh(entry, null);
  const previous = entry.previous ? (raw ? part(entry.previous) : fresh(entry.previous, null)) : null;
  return {
    ...stable,
    previous,
    canary: entry.canary ? { ...part(entry.canary), share: entry.canary.share } : null,
    changeLogId: logId,
  };
}

export interface FirestoreLiveMapStore extends LiveMapStore {
  /** The signed-in account's email (after `signIn`), recorded as who deployed. */
  signIn(): Promise<string>;
  /**
   * A preview grant (docs/decisions/0062-preview-in-one-browser.md) as the signed-in account, which
   * the rules accept from an administrator or the remote's deployer; returns its id, the link's
   * secret, to open within PREVIEW_LINK_TTL_MS.
   */
  createPreviewGrant(target: { remote: RemoteName; url: string; version: string | null }): Promise<string>;
  /**
   * The hosts' telemetry counters of one kind between two minutes (inclusive), as the signed-in
   * account: the rules let an administrator read every kind and a deployer the `remote` kind, which
   * the canary judge of the deploy command reads
   * (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
   */
  /** Counters of a kind between two minutes; with `accept`, only the documents it accepts (a host's seal). */
  readCounters(
    kind: AggregateKind,
    fromMinute: number,
    toMinute: number,
    accept?: (document: Record<string, unknown>) => boolean,
  ): Promise<AggregateRow[]>;
}

export function createFirestoreLiveMapStore(options: FirestoreLiveMapOptions): FirestoreLiveMapStore {
  const { emulators, ...web } = options.firebase;
  // A named app per store: the SDK's default app stays free for whatever else runs in the process.
  const app: FirebaseApp = initializeApp(web, `live-map-${(instances += 1)}`);
  // Refusals and reconnects are reported by this module, once; the SDK would log each retry.
  setLogLevel('silent');
  const db: Firestore = initializeFirestore(app, {});
  if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  let auth: Auth | undefined;
  let user: User | undefined;
  const where = `Firestore ${web.projectId}/${LIVE_REMOTES_COLLECTION}`;

  async function signIn(): Promise<string> {
    if (user?.email) return user.email;
    if (!options.account) throw new ReleaseError('sign in first: set DEPLOY_EMAIL (and DEPLOY_PASSWORD, or type it)');
    if (!auth) {
      auth = getAuth(app);
      if (emulators) connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
    }
    try {
      user = (await signInWithEmailAndPassword(auth, options.account.email, options.account.password)).user;
    } catch (error) {
      throw new ReleaseError(`sign-in as ${options.account.email} refused: ${AUTH_MESSAGES[codeOf(error)] ?? codeOf(error) ?? String(error)}`);
    }
    return user.email ?? options.account.email;
  }

  /** Who made each deployment, from the log, for a signed-in reader (the public map names nobody). */
  async function whoDeployed(logIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (!user) return names;
    await Promise.all(
      [...new Set(logIds)].map(async (id) => {
        const snapshot = await getDoc(doc(db, DEPLOY_LOG_COLLECTION, id)).catch(() => undefined);
        const by: unknown = snapshot?.data()?.by;
        if (typeof by === 'string') names.set(id, by);
      }),
    );
    return names;
  }

  function storedOf(snapshot: QuerySnapshot<DocumentData>, names: Map<string, string>): StoredLiveMap {
    const entries: Partial<Record<RemoteName, unknown>> = {};
    for (const document of snapshot.docs) {
      if (!(REMOTE_NAMES as readonly string[]).includes(document.id)) continue;
      entries[document.id as RemoteName] = liveEntryDataFromDocument(document.data(), (logId) =>
        logId === null ? 'configuration' : (names.get(logId) ?? null),
      );
    }
    return { ok: true, entries };
  }

  function logIdsOf(snapshot: QuerySnapshot<DocumentData>): string[] {
    return snapshot.docs.flatMap((document) => {
      const data = document.data();
      const logIdOf = (part: unknown): unknown =>
        typeof part === 'object' && part !== null ? (part as DocumentData).logId : null;
      const ids: unknown[] = [data.logId, logIdOf(data.previous), logIdOf(data.canary)];
      return ids.filter((id): id is string => typeof id === 'string');
    });
  }

  return {
    kind: 'firestore',
    where,
    signIn,

    async read() {
      // A deployer or administrator reads who made each deployment too; a visitor only the map.
      if (options.account) await signIn();
      const snapshot = await getDocs(collection(db, LIVE_REMOTES_COLLECTION));
      return storedOf(snapshot, await whoDeployed(logIdsOf(snapshot)));
    },

    async change({ remote, action, next, reason }: LiveMapChange): Promise<LiveEntry> {
      const email = await signIn();
      const uid = user?.uid ?? '';
      const mapRef = doc(db, LIVE_REMOTES_COLLECTION, remote);
      const logRef = doc(collection(db, DEPLOY_LOG_COLLECTION));
      try {
        return await runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(mapRef);
          const raw = snapshot.exists() ? snapshot.data() : undefined;
          let current: LiveEntry | undefined;
          if (raw) {
            const parsed = parseLiveEntry(liveEntryDataFromDocument(raw));
            if (!parsed.ok) throw new ReleaseError(`${where}/${remote}: ${parsed.problem}; nothing was changed`);
            current = parsed.value;
          }
          const entry = next(current);
          transaction.set(mapRef, documentOf(entry, current, raw, logRef.id));
          const changed = loggedChange(action, current, entry);
          transaction.set(logRef, {
            at: serverTimestamp(),
            by: email,
            uid,
            action,
            remote,
            version: changed.version,
            url: changed.url,
            from: changed.from,
            ...(changed.share === undefined ? {} : { share: changed.share }),
            ...(reason === undefined ? {} : { reason }),
          });
          return { ...entry, by: email, logId: logRef.id };
        });
      } catch (error) {
        if (error instanceof ReleaseError) throw error;
        if (codeOf(error) === 'permission-denied') {
          throw new ReleaseError(
            `${remote}: ${email} may not deploy ${remote} (the rules refused it: no deploy right for it); nothing was changed`,
          );
        }
        throw new ReleaseError(`${remote}: Firestore refused the change (${codeOf(error) || String(error)}); nothing was changed`);
      }
    },

    async createPreviewGrant({ remote, url, version }) {
      await signIn();
      const grant = doc(collection(db, PREVIEW_GRANTS_COLLECTION));
      try {
        // A minute short of the rules' bound: the server's clock decides, this machine's may run ahead.
        await setDoc(grant, {
          remote,
          url,
          version,
          uid: user?.uid ?? '',
          at: serverTimestamp(),
          expireAt: Timestamp.fromMillis(Date.now() + PREVIEW_LINK_TTL_MS - 60_000),
        });
      } catch (error) {
        if (codeOf(error) === 'permission-denied') {
          throw new ReleaseError(`${remote}: ${user?.email ?? 'this account'} may not preview ${remote} (an administrator or its deployer may)`);
        }
        throw new ReleaseError(`${remote}: Firestore refused the preview grant (${codeOf(error) || String(error)})`);
      }
      return grant.id;
    },

    async readCounters(kind, fromMinute, toMinute, accept) {
      await signIn();
      try {
        const snapshot = await getDocs(
          query(
            collection(db, TELEMETRY_COLLECTION),
            whereField('kind', '==', kind),
            whereField('minute', '>=', fromMinute),
            whereField('minute', '<=', toMinute),
          ),
        );
        return snapshot.docs.flatMap((document) =>
          accept && !accept(document.data()) ? [] : rowsOfTelemetryDocument(document.data()),
        );
      } catch (error) {
        if (codeOf(error) === 'permission-denied') {
          throw new ReleaseError(`${user?.email ?? 'this account'} may not read the telemetry counters (a deployer or an administrator may)`);
        }
        throw new ReleaseError(`Firestore refused to read the telemetry counters (${codeOf(error) || String(error)})`);
      }
    },

    async readLog(count): Promise<DeployLogPage> {
      await signIn();
      const snapshot = await getDocs(query(collection(db, DEPLOY_LOG_COLLECTION), orderBy('at', 'desc'), limitTo(count)));
      const entries: DeployLogEntry[] = [];
      let unreadable = 0;
      let first: string | undefined;
      for (const document of snapshot.docs) {
        const entry = deployLogEntryFromDocument(document.id, document.data());
        if (entry.ok) entries.push(entry.value);
        else {
          unreadable += 1;
          first ??= `${DEPLOY_LOG_COLLECTION}/${document.id}`;
        }
      }
      return { entries, unreadable: { count: unreadable, ...(first ? { first } : {}) } };
    },

    follow(listener: LiveMapListener) {
      let stopped = false;
      let live = false;
      let unsubscribe = () => {};
      let timer: NodeJS.Timeout | undefined;
      const listen = () => {
        unsubscribe = onSnapshot(
          collection(db, LIVE_REMOTES_COLLECTION),
          { includeMetadataChanges: true },
          (snapshot) => {
            // A snapshot from the SDK's cache is what this process saw last, not the shared map.
            if (snapshot.metadata.fromCache) {
              if (live) listener.unavailable(`${where} cannot be reached`);
              live = false;
              return;
            }
            live = true;
            listener.map(storedOf(snapshot, new Map()));
          },
          (error) => {
            live = false;
            listener.unavailable(`${where}: ${codeOf(error) || error.message}`);
            if (!stopped) timer = setTimeout(listen, RELISTEN_MS);
          },
        );
      };
      listen();
      return {
        async stop() {
          stopped = true;
          if (timer) clearTimeout(timer);
          unsubscribe();
        },
      };
    },

    async close() {
      await terminate(db).catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
    },
  };
}
