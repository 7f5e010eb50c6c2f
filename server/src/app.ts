import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_CANARY_JUDGE_INTERVAL_MS,
  DEFAULT_LIVE_MAP_WAIT_MS,
  DEFAULT_LOGIN_LIMITS,
  DEFAULT_SESSION_IDLE_MS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SSR_TIMEOUT_MS,
  DEFAULT_TELEMETRY_FLUSH_MS,
  DEFAULT_TIME_LIMITS,
  type AppOptions,
} from './config/app-options';
import type { RemoteName } from '@gagyeong/contracts';
import { DEFAULT_CANARY_POLICY } from '@gagyeong/contracts/remote-health';
import { DEFAULT_TELEMETRY_POLICY } from '@gagyeong/contracts/telemetry';
import { randomBytes } from 'node:crypto';
import { defaultRemotesMap } from './config/remotes';
import { validateRemotesMap, validateSiteConfig } from './config/site-config';
import { fastifyTrustProxy } from './config/trust-proxy';
import { openDatabase } from './db/open-database';
import { createReadWorker } from './db/read-worker';
import { ACCESS_ANCHOR_FILE, accessRoutes, createAccessAnchor } from './features/access';
import path from 'node:path';
import {
  createPreviewGrantReader,
  createVersionCheck,
  createVisitorMaps,
  previewKey,
  previewRoutes,
  remoteHealthRoutes,
  visitorKey,
} from './features/delivery';
import { authRoutes } from './features/auth';
import { firebaseModeRoutes, listFirestorePressForSitemap } from './features/firebase-mode';
import { createFirestoreLeadStore } from './features/firestore-leads/firestore-lead-store';
import { healthRoutes } from './features/health';
import { leadNotifications } from './features/lead-notifications';
import { leadsRoutes } from './features/leads';
import { pageRoutes, runtimeDataRoutes } from './features/pages';
import { pressRoutes } from './features/press';
import { adminRemotesRoutes } from './features/releases/admin-remotes';
import { createFileLiveMapStore } from './features/releases/file-live-map-store';
import { createFirestoreLiveMapStore } from './features/releases/firestore-live-map-store';
import { createLiveRemotes } from './features/releases/live-remotes';
import { checkRemoteUrl } from './features/releases/remote-check';
import { seoRoutes } from './features/seo';
import { staticFiles } from './features/static';
import {
  createFirestoreTelemetryStore,
  createSqliteTelemetryStore,
  createTelemetry,
  telemetryRoutes,
} from './features/telemetry';
import { DEFAULT_ACCOUNT_THROTTLE } from './features/auth/account-throttle';
import { DEFAULT_HASH_QUEUE } from './features/auth/hash-queue';
import { apiNoStore, createApiGuard } from './http/api-guards';
import { clientErrorHandler } from './http/client-errors';
import { errorHandler } from './http/error-handler';
import { installMethodNotAllowed } from './http/method-not-allowed';
import { notFoundHandler } from './http/not-found';
import { createContentSecurityPolicy, helmetOptions } from './http/security-headers';
import { DEFAULT_RELEASES_DIR, REPO_ROOT } from './paths';

export type { AppOptions } from './config/app-options';

/** Longest path parameter routed (press ids are 64); longer ones still reach the route and get its 404. */
const MAX_PARAM_LENGTH = 1024;

/** Where this server reaches itself (its own API, for server-rendered press pages): loopback. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Local mode's database: the store, its own reader, and the rows it holds (the recorder's bound). */
const localTelemetry = (store: ReturnType<typeof createSqliteTelemetryStore>) => ({
  store,
  reader: store,
  rowsSince: (minute: number) => store.rowsSince(minute),
});

/** The embedded server (docs/architecture.md §7): static hosting, the shell's HTML, and the JSON API. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = validateSiteConfig(options.config);
  const remotes = validateRemotesMap(options.remotes ?? defaultRemotesMap());
  const distRoot = options.distRoot ?? REPO_ROOT;
  const releasesDir = options.releasesDir ?? DEFAULT_RELEASES_DIR;
  const time = { ...DEFAULT_TIME_LIMITS, ...options.timeLimits };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: time.requestMs,
    connectionTimeout: time.idleMs,
    http: {
      headersTimeout: Math.min(time.headersMs, time.requestMs),
      // Node checks the two bounds above on this interval (30 s by default).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(time.requestMs / 4))),
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => {
      void errorHandler(error, request, reply);
    },
  });
  installMethodNotAllowed(app, { maxParamLength: MAX_PARAM_LENGTH });

  const { backend } = config;
  // Firebase mode keeps every piece of data in Firebase, so any number of hosts serve one site.
  if (backend.mode === 'local') {
    const db = openDatabase(options.dataDir);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
    // Reports that sum many rows read in a worker thread (docs/decisions/0126-bounded-telemetry-storage-and-reports.md).
    const reads = createReadWorker(db.name);
    app.decorate('reads', reads);
    app.addHook('onClose', () => reads.close());
    // Started with the server, so a report never waits for the worker to load.
    app.addHook('onReady', async () => void (await reads.all('SELECT 1', [])));
    // The access records' head after each record, to a file beside the backups (personal-data-safeguards.md).
    app.decorate(
      'accessAnchor',
      createAccessAnchor(
        options.accessAnchorFile ?? path.join(path.dirname(options.dataDir), 'backups', ACCESS_ANCHOR_FILE),
        (message, error) => app.log.error({ err: error }, message),
      ),
    );
  }
  app.decorate('siteConfig', config);
  // The live remotes map every host follows: Firestore in firebase mode (read as a visitor, no
  // credential), releases/live.json in local mode (docs/decisions/0061-one-live-map-for-the-fleet.md).
  const liveMapStore =
    backend.mode === 'firebase'
      ? createFirestoreLiveMapStore({ firebase: backend.firebase })
      : createFileLiveMapStore(releasesDir);
  const checkRelease = (remote: RemoteName, url: string, version: string | null) =>
    checkRemoteUrl(remote, url, version, { roots: { distRoot, releasesDir }, siteUrl: config.siteUrl });
  const liveRemotes = createLiveRemotes({
    base: remotes,
    store: liveMapStore,
    check: checkRelease,
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  });
  app.addHook('onClose', () => liveRemotes.stop());
  // A host starting later serves the current map from its first request: it waits (bounded) for it.
  await liveRemotes.start(options.liveMapWaitMs ?? DEFAULT_LIVE_MAP_WAIT_MS);
  app.decorate('liveRemotes', liveRemotes);
  // The key that signs previews: PREVIEW_SECRET (every host of a fleet the same), else local mode's
  // key file beside the database (docs/decisions/0062-preview-in-one-browser.md).
  const previewSigningKey = previewKey({
    secret: options.previewSecret,
    ...(backend.mode === 'local' ? { dataDir: options.dataDir } : {}),
  });
  if (!previewSigningKey) app.log.warn('PREVIEW_SECRET is not set: previews are off on this host');
  // The key that signs visitors' buckets (the canary group, what telemetry counts): VISITOR_SECRET
  // (every host of a fleet the same), else local mode's key file
  // (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
  let visitorSigningKey = visitorKey({
    secret: options.visitorSecret,
    ...(backend.mode === 'local' ? { dataDir: options.dataDir } : {}),
  });
  if (!visitorSigningKey) {
    app.log.warn(
      'VISITOR_SECRET is not set: visitors are signed with a key of this host alone (a fleet needs one secret)',
    );
    visitorSigningKey = randomBytes(32);
  }
  const visitorMap = createVisitorMaps({
    key: previewSigningKey,
    visitorKey: visitorSigningKey,
    now: options.now ?? Date.now,
  });
  // Until the hook below gives a request its own map (framework errors never reach it).
  app.decorateRequest('liveMap', { getter: () => visitorMap({ headers: {} } as FastifyRequest, liveRemotes.peek()) });
  app.decorate('now', options.now ?? Date.now);
  app.decorate('sessionIdleMs', options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS);
  app.decorate('readiness', { draining: false });

  app.setErrorHandler(errorHandler);

  // An empty body with a JSON content type (fetch with uniform headers) means "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else void parseJson(request, text, done);
  });

  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  // Each request reads the map once, as its visitor gets it (canaries, a preview); its CSP, preload
  // hints, server render and boot data follow it.
  const contentSecurityPolicy = createContentSecurityPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    const liveMap = visitorMap(request, await liveRemotes.current());
    Object.defineProperty(request, 'liveMap', { value: liveMap });
    reply.header('content-security-policy', contentSecurityPolicy(liveMap.remotes));
  });
  await app.register(fastifyHelmet, helmetOptions(config));
  // Per-route limits only (`config: { rateLimit }`), e.g. sign-in and the public lead forms.
  await app.register(fastifyRateLimit, { global: false });

  app.addHook('onRequest', createApiGuard({ siteUrl: config.siteUrl }));
  app.addHook('onSend', apiNoStore);
  // What no route answers: JSON 404s (unknown API paths, missing files). Pages have their own route.
  app.setNotFoundHandler(notFoundHandler);

  await app.register(healthRoutes);
  // Beacons from visitors' browsers, folded into counters (docs/decisions/0057-telemetry-beacons.md):
  // in Firestore in firebase mode, in the database in local mode, where this host reads them back.
  // The policies, read once (settings.ts) and handed to whoever needs them: the judge's window is
  // telemetry's, so the judge's page views are distinct visitors.
  const canaryPolicy = { ...DEFAULT_CANARY_POLICY, ...options.canaryJudge?.policy };
  const telemetryPolicy = {
    ...DEFAULT_TELEMETRY_POLICY,
    ...options.telemetry?.policy,
    windowMinutes: canaryPolicy.windowMinutes,
  };
  const telemetry = createTelemetry({
    ...(backend.mode === 'firebase'
      ? {
          store: createFirestoreTelemetryStore(backend.firebase, { sealKey: visitorSigningKey }),
          storage: 'documents' as const,
        }
      : localTelemetry(createSqliteTelemetryStore(app.db, app.reads))),
    now: app.now,
    policy: telemetryPolicy,
    versionFits: createVersionCheck(() => liveRemotes.peek()),
    flushMs: options.telemetry?.flushMs ?? DEFAULT_TELEMETRY_FLUSH_MS,
    warn: (message, error) => app.log.warn(error === undefined ? {} : { err: error }, message),
  });
  const telemetryOptions = {
    telemetry,
    ...(options.telemetry?.rateLimit ? { rateLimit: options.telemetry.rateLimit } : {}),
  };
  if (backend.mode === 'firebase') {
    // Sign-in, press and the inbox are Firebase's; the host answers the classic lead form only.
    await app.register(firebaseModeRoutes);
    await app.register(leadsRoutes, { store: createFirestoreLeadStore(backend.firebase) });
    await app.register(telemetryRoutes, telemetryOptions);
    await app.register(runtimeDataRoutes);
    await app.register(seoRoutes, {
      listArticles: (siteId, limit) => listFirestorePressForSitemap(backend.firebase, siteId, limit),
    });
  } else {
    await app.register(authRoutes, {
      sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
      sessionIdleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
      accountThrottle: { ...DEFAULT_ACCOUNT_THROTTLE, ...options.accountThrottle },
      hashQueue: { ...DEFAULT_HASH_QUEUE, ...options.hashQueue },
    });
    await app.register(pressRoutes, { viewThrottle: options.viewThrottle });
    // ── Leads: src/features/leads/index.ts (owned by the leads feature) ──
    await app.register(leadsRoutes, { purgeIntervalMs: options.leadPurgeIntervalMs });
    await app.register(accessRoutes);
    // Lead notifications: the outbox's worker and /admin's routes (firebase mode: a Cloud Function).
    await app.register(leadNotifications, {
      ...options.notify,
      channels: { ...options.notify?.channels, siteUrl: config.siteUrl },
    });
    await app.register(telemetryRoutes, telemetryOptions);
    // Errors per remote version, and the canary judge: this host holds both the counters and the map.
    if (telemetry.reader) {
      await app.register(remoteHealthRoutes, {
        reader: telemetry.reader,
        store: liveMapStore,
        policy: canaryPolicy,
        judgeIntervalMs: options.canaryJudge?.intervalMs ?? DEFAULT_CANARY_JUDGE_INTERVAL_MS,
      });
    }
    await app.register(runtimeDataRoutes);
    await app.register(seoRoutes);
  }
  // The live map's status: /api/admin/remotes (local mode) and /api/remotes/hosts (both modes).
  await app.register(adminRemotesRoutes, {
    distRoot,
    releasesDir,
    store: liveMapStore,
    hosts: options.fleetHosts ?? [],
  });
  // Previews: the administrator's (local mode), the command's link, firebase mode's grants, the banner's end.
  await app.register(previewRoutes, {
    key: previewSigningKey,
    check: checkRelease,
    ...(backend.mode === 'local' ? { releasesDir } : { readGrant: createPreviewGrantReader(backend.firebase) }),
  });
  // Built files under /remotes/ and /releases/.
  await app.register(staticFiles, { distRoot, releasesDir });
  // Last: every other GET is a page (or one of the shell's files): one named route whose steps are
  // the files of src/features/pages, in order (match, cache policy, load, render, assemble).
  const ssr = options.ssr ?? {};
  await app.register(pageRoutes, {
    distRoot,
    releasesDir,
    config,
    ssr: ssr === false ? false : { ...ssr, timeoutMs: ssr.timeoutMs ?? DEFAULT_SSR_TIMEOUT_MS },
    apiOrigin: () => ownOrigin(app),
  });

  return app;
}
