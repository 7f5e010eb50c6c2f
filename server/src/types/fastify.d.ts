import type { Database } from 'better-sqlite3';
import type { RemotesMap, SiteConfig } from '@gagyeong/contracts';

/**
 * Decorations `buildApp` puts on the root instance, so feature plugins and shared hooks such as
 * `requireAdmin` reach them through `request.server` without extra wiring.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The open site database (better-sqlite3, WAL, migrated). */
    db: Database;
    siteConfig: SiteConfig;
    remotesMap: RemotesMap;
    /** Milliseconds since the epoch; injectable so tests can control time. */
    now: () => number;
  }
}
