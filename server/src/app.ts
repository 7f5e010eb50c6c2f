import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_LOGIN_LIMITS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SSR_TIMEOUT_MS,
  DEFAULT_TIME_LIMITS,
  type AppOptions,
} from './config/app-options';
import { defaultRemotesMap } from './config/remotes';
import { validateRemotesMap, validateSiteConfig } from './config/site-config';
import { openDatabase } from './db/open-database';
import { authRoutes } from './features/auth';
import { firebaseModeRoutes, listFirestorePressForSitemap } from './features/firebase-mode';
import { createFirestoreLeadStore } from './features/firestore-leads/firestore-lead-store';
import { healthRoutes } from './features/health';
import { createHtmlRenderer, createNotFoundHandler, runtimeDataRoutes } from './features/html';
import { leadsRoutes } from './features/leads';
import { pressRoutes } from './features/press';
import { adminRemotesRoutes } from './features/releases/admin-remotes';
import { createLiveRemotes } from './features/releases/live-remotes';
import { createServerRenderer } from './features/render/server-renderer';
import { seoRoutes } from './features/seo';
import { staticFiles } from './features/static';
import { createFirestoreTelemetryStore, createSqliteTelemetryStore, telemetryRoutes } from './features/telemetry';
import { DEFAULT_ACCOUNT_THROTTLE } from './features/auth/account-throttle';
import { DEFAULT_HASH_QUEUE } from './features/auth/hash-queue';
import { apiNoStore, createApiGuard } from './http/api-guards';
import { clientErrorHandler } from './http/client-errors';
import { errorHandler } from './http/error-handler';
import { installMethodNotAllowed } from './http/method-not-allowed';
import { helmetOptions } from './http/security-headers';
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

/** The embedded server (docs/architecture.md §7): static hosting, the shell's HTML, and the JSON API. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = validateSiteConfig(options.config);
  const remotes = validateRemotesMap(options.remotes ?? defaultRemotesMap());
  const distRoot = options.distRoot ?? REPO_ROOT;
  const releasesDir = options.releasesDir ?? DEFAULT_RELEASES_DIR;
  const time = { ...DEFAULT_TIME_LIMITS, ...options.timeLimits };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
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
  }
  app.decorate('siteConfig', config);
  const liveRemotes = createLiveRemotes({
    base: remotes,
    releasesDir,
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  // What a deploy made live, from the next request on (docs/decisions/0060-remote-releases-and-live-map.md).
  app.decorate('remotesMap', { getter: () => liveRemotes.current() });
  app.decorate('liveRemotes', liveRemotes);
  app.decorate('now', options.now ?? Date.now);

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
  await app.register(fastifyHelmet, helmetOptions(config, remotes, liveRemotes.current));
  // Per-route limits only (`config: { rateLimit }`), e.g. sign-in and the public lead forms.
  await app.register(fastifyRateLimit, { global: false });

  app.addHook('onRequest', createApiGuard({ siteUrl: config.siteUrl }));
  app.addHook('onSend', apiNoStore);
  const ssr = options.ssr ?? {};
  const serverRenderer =
    ssr === false
      ? undefined
      : createServerRenderer({
          distRoot,
          releasesDir,
          config,
          remotes: liveRemotes.current,
          log: app.log,
          timeoutMs: ssr.timeoutMs ?? DEFAULT_SSR_TIMEOUT_MS,
          remoteTtlMs: ssr.remoteTtlMs,
          apiOrigin: () => ownOrigin(app),
        });
  const htmlRenderer = createHtmlRenderer({
    distRoot,
    releasesDir,
    config,
    remotes: liveRemotes.current,
    log: app.log,
    serverRenderer,
    cacheEntries: ssr === false ? 0 : ssr.cacheEntries,
  });
  app.setNotFoundHandler(createNotFoundHandler(htmlRenderer));

  await app.register(healthRoutes);
  if (backend.mode === 'firebase') {
    // Sign-in, press and the inbox are Firebase's; the host answers the classic lead form only.
    await app.register(firebaseModeRoutes);
    await app.register(leadsRoutes, { store: createFirestoreLeadStore(backend.firebase) });
    await app.register(telemetryRoutes, {
      ...options.telemetry,
      store: createFirestoreTelemetryStore(backend.firebase),
    });
    await app.register(runtimeDataRoutes);
    await app.register(seoRoutes, {
      listArticles: (siteId, limit) => listFirestorePressForSitemap(backend.firebase, siteId, limit),
    });
  } else {
    await app.register(authRoutes, {
      sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
      accountThrottle: { ...DEFAULT_ACCOUNT_THROTTLE, ...options.accountThrottle },
      hashQueue: { ...DEFAULT_HASH_QUEUE, ...options.hashQueue },
    });
    await app.register(pressRoutes, { viewThrottle: options.viewThrottle });
    // ── Leads: src/features/leads/index.ts (owned by the leads feature) ──
    await app.register(leadsRoutes, { purgeIntervalMs: options.leadPurgeIntervalMs });
    const telemetry = createSqliteTelemetryStore(app.db);
    await app.register(telemetryRoutes, { ...options.telemetry, store: telemetry, reader: telemetry });
    await app.register(runtimeDataRoutes);
    await app.register(adminRemotesRoutes, { distRoot, releasesDir });
    await app.register(seoRoutes);
  }
  // Last: the shell's static files take `/*`; every more specific route above wins.
  await app.register(staticFiles, { distRoot, releasesDir });

  return app;
}
