import { apiBaseOf, ApiError, createApiClient, type ApiClientOptions } from '@gagyeong/contracts/api-client';
import type { SiteConfig } from '@gagyeong/contracts';
import { VitalsReportSchema, type VitalsPeriod, type VitalsReport } from '@gagyeong/contracts/telemetry';
import { VITALS_TEXT } from '../../../content/vitals-text';

/** A failure to show; status 401 means the session ended. */
export class VitalsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'VitalsError';
  }
}

/** Where the view's figures come from: the embedded server's API, or Firestore in firebase mode. */
export interface VitalsSource {
  report(days: VitalsPeriod): Promise<VitalsReport>;
}

/**
 * Local mode: `GET /api/admin/vitals?days=` (administrator only), summarized by the server;
 * `server`: the server's loader asks as the visitor (their session cookie, the render's signal).
 */
export function createVitalsApi(apiBase: string, server?: Pick<ApiClientOptions, 'headers' | 'signal'>): VitalsSource {
  const api = createApiClient({
    ...server,
    baseUrl: apiBase,
    messages: { network: VITALS_TEXT.unexpected, unexpected: VITALS_TEXT.unexpected },
  });
  return {
    async report(days) {
      try {
        return await api.json(api.url(['admin', 'vitals'], { days: String(days) }), VitalsReportSchema);
      } catch (error) {
        if (error instanceof ApiError) throw new VitalsError(error.message, error.status);
        throw error;
      }
    },
  };
}

/**
 * The source the runtime config names. Firebase mode reads the hosts' counters from Firestore
 * with the signed-in administrator's session (a chunk loaded on first use).
 */
export function vitalsSourceFor(config: SiteConfig): VitalsSource {
  const { backend } = config;
  if (backend.mode === 'local') return createVitalsApi(apiBaseOf(config));
  const { firebase } = backend;
  return {
    async report(days) {
      const module = await import(/* webpackChunkName: "vitals-firebase" */ './firebase/firestore-vitals').catch(() => {
        throw new VitalsError(VITALS_TEXT.unexpected, 0);
      });
      return module.firestoreVitalsReport(firebase, days, Date.now());
    },
  };
}
