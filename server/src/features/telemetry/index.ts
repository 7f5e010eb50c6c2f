import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  BeaconSchema,
  droppedBeacons,
  periodMinutes,
  summarizeVitals,
  TELEMETRY_BODY_LIMIT,
  TELEMETRY_MESSAGES,
  TELEMETRY_PATH,
  TELEMETRY_RATE_PER_MINUTE,
  VITALS_KINDS,
  vitalsPeriodOf,
  type TelemetryPolicy,
  type VitalsReport,
} from '@gagyeong/contracts/telemetry';
import type { RemoteName } from '@gagyeong/contracts';
import { clientNetwork } from '../../http/client-network';
import { setVisitorCookie } from '../delivery';
import { ERROR_CODES, HttpError, httpError } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { createTelemetryRecorder, type DailyRows, type TelemetryRecorder } from './telemetry-recorder';
import { telemetryRetention } from './telemetry-retention';
import type { TelemetryReader, TelemetryStore } from './telemetry-store';

export { createSqliteTelemetryStore } from './sqlite-telemetry-store';
export { createFirestoreTelemetryStore } from './firestore-telemetry-store';
export { isSealed } from './telemetry-seal';
export type { TelemetryReader } from './telemetry-store';

/** A host's telemetry: the recorder its endpoint feeds, and (local mode) a reader of what it stored. */
export interface Telemetry {
  readonly recorder: TelemetryRecorder;
  /** Local mode: counters read back, what arrived since the last flush included. */
  readonly reader?: TelemetryReader;
}

/**
 * The recorder over a store; with a reader, reads that first store what is still in memory, so
 * the administrator's views and the canary judge (server/src/features/delivery) count every beacon
 * that has arrived.
 */
export function createTelemetry(options: {
  readonly store: TelemetryStore;
  readonly reader?: TelemetryReader;
  readonly now: () => number;
  readonly flushMs: number;
  readonly policy: TelemetryPolicy;
  readonly versionFits?: (remote: RemoteName, version: string, bucket: string) => boolean;
  readonly rowsSince?: (minute: number) => DailyRows;
  readonly storage?: 'rows' | 'documents';
  readonly warn: (message: string, error?: unknown) => void;
}): Telemetry {
  const recorder = createTelemetryRecorder(options);
  const { reader } = options;
  if (!reader) return { recorder };
  return {
    recorder,
    reader: {
      async read(kinds, fromMinute, toMinute, stepMinutes) {
        await recorder.flush();
        return reader.read(kinds, fromMinute, toMinute, stepMinutes);
      },
    },
  };
}

export interface TelemetryOptions {
  readonly telemetry: Telemetry;
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /** Time between retention purges after the one at start-up (local mode; a day by default). */
  readonly purgeIntervalMs?: number;
}

/** `text/plain` is what `navigator.sendBeacon(url, string)` sends; JSON clients may say so. */
const MEDIA_TYPES = new Set(['text/plain', 'application/json']);

/**
 * `POST /api/telemetry` (docs/decisions/0057-telemetry-beacons.md): beacons from visitors'
 * browsers, in both backend modes. Untrusted: at most TELEMETRY_BODY_LIMIT bytes (413), text/plain
 * or JSON only (415), a JSON object that fits the contracts' BeaconSchema (400 with a Korean
 * message), TELEMETRY_RATE_PER_MINUTE per client address (429). Accepted beacons are folded into
 * counters (204); nothing of the request itself (address, user agent, URL) is kept.
 * Local mode also answers the administrator's `GET /api/admin/vitals?days=` (p75 per route and
 * device class) and purges counters past the retention.
 */
export const telemetryRoutes: FastifyPluginAsync<TelemetryOptions> = async (app, options) => {
  const { recorder, reader } = options.telemetry;
  app.addHook('onReady', async () => recorder.start());
  app.addHook('onClose', async () => recorder.stop());
  const rateLimit = options.rateLimit ?? { max: TELEMETRY_RATE_PER_MINUTE, timeWindowMs: 60_000 };

  app.post(
    TELEMETRY_PATH,
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      config: {
        textBeacon: true,
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, ERROR_CODES.tooManyRequests, TELEMETRY_MESSAGES.tooMany, {
              'retry-after': String(Math.ceil(context.ttl / 1000)),
            }),
        },
      },
      // Before the body is read: other content types never cost a parse.
      onRequest: async (request) => {
        const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
        if (!type || !MEDIA_TYPES.has(type)) throw httpError(415);
      },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw new HttpError(400, ERROR_CODES.invalidJson, TELEMETRY_MESSAGES.notJson);
        }
      }
      const beacon = v.safeParse(BeaconSchema, body);
      if (!beacon.success) throw new HttpError(400, ERROR_CODES.validationFailed, TELEMETRY_MESSAGES.invalid);
      // Only a bucket a host signed counts; anyone else gets one now and counts from the next
      // beacon on (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
      if (!request.bucket || request.bucket.fresh) setVisitorCookie(request, reply, true);
      else recorder.record(beacon.output, { bucket: request.bucket.id, network: clientNetwork(request.ip) });
      return reply.code(204).send();
    },
  );

  if (!reader) return;
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    admin.get<{ Querystring: { days?: string } }>('/api/admin/vitals', async (request): Promise<VitalsReport> => {
      const days = vitalsPeriodOf(request.query.days);
      const { from, to, intakeFrom } = periodMinutes(days, app.now());
      const rows = await reader.read(VITALS_KINDS, from, to);
      const intake = await reader.read(['intake'], intakeFrom, to);
      return {
        days,
        from: new Date(from * 60_000).toISOString(),
        to: new Date(to * 60_000 + 59_999).toISOString(),
        rows: summarizeVitals(rows),
        dropped: droppedBeacons(intake),
      };
    });
  });
  await app.register(telemetryRetention, { intervalMs: options.purgeIntervalMs });
};
