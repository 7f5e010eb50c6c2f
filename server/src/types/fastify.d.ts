import type { Database } from 'better-sqlite3';
import type { RemotesMap, SiteConfig } from '@gagyeong/contracts';
import type { LiveRemotes } from '../features/releases/live-remotes';

/**
 * Decorations `buildApp` puts on the root instance, so feature plugins and shared hooks such as
 * `requireAdmin` reach them through `request.server` without extra wiring.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The open site database (better-sqlite3, WAL, migrated). */
    db: Database;
    siteConfig: SiteConfig;
    /** The remotes map as it is now (the configured one with the live map over it). */
    remotesMap: RemotesMap;
    liveRemotes: LiveRemotes;
    /** Milliseconds since the epoch; injectable so tests can control time. */
    now: () => number;
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
