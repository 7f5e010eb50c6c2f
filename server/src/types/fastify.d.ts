import type { Database } from 'better-sqlite3';
import type { ReadWorker } from '../db/read-worker';
import type { AccessAnchor } from '../features/access/access-anchor';
import type { SiteConfig } from '@gagyeong/contracts';
import type { RequestMap } from '../features/delivery/request-map';
import type { LiveRemotes } from '../features/releases/live-remotes';

/**
 * Decorations `buildApp` puts on the root instance, so feature plugins and shared hooks such as
 * `requireAdmin` reach them through `request.server` without extra wiring.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The open site database (better-sqlite3, WAL, migrated). */
    db: Database;
    /** Read-only queries on it in a worker thread, for reports of many rows (db/read-worker.ts). */
    reads: ReadWorker;
    /** Where the access records' head is appended after each record (features/access/access-anchor.ts). */
    accessAnchor: AccessAnchor;
    siteConfig: SiteConfig;
    liveRemotes: LiveRemotes;
    /** Milliseconds since the epoch; injectable so tests can control time. */
    now: () => number;
    /** Sessions unused this long are over (SESSION_IDLE_MS, local mode). */
    sessionIdleMs: number;
    /** Whether the host still takes new requests: `/api/health/ready` (features/health/drain.ts). */
    readiness: { draining: boolean };
  }

  interface FastifyRequest {
    /**
     * The live remotes map this request read, once, as its visitor gets it (the canaries of its
     * bucket, its browser's preview): its CSP, hints, render, boot data and page cache key use it.
     */
    liveMap: RequestMap;
    /**
     * The visitor's signed bucket (features/delivery), or a new one (`fresh`) when the request
     * carried none a host signed: a page during a canary and a beacon set its cookie.
     */
    bucket?: { readonly id: string; readonly token: string; readonly fresh: boolean };
  }

  interface FastifyContextConfig {
    /**
     * A public form that browsers post to from any page, also as a classic form post without
     * JavaScript: the API's CSRF guard (http/api-guards.ts) lets it through, and the route checks
     * its own content types.
     */
    crossSiteFormPost?: boolean;
    /**
     * Takes `text/plain` bodies too: `navigator.sendBeacon` sends a string that way (the telemetry
     * endpoint). The origin check still applies.
     */
    textBeacon?: boolean;
  }
}
