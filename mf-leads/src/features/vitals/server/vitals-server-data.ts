import * as v from 'valibot';
import { isApiErrorBody } from '@gagyeong/contracts/auth';
import {
  VitalsReportSchema,
  vitalsPeriodOf,
  type VitalsPeriod,
  type VitalsReport,
} from '@gagyeong/contracts/telemetry';
import { VITALS_TEXT } from '../../../content/vitals-text';

/** The period the page's address names (`?vitals=1|7|30`, days), else the default. */
export function vitalsPeriodFromSearch(search: string): VitalsPeriod {
  return vitalsPeriodOf(new URLSearchParams(search).get('vitals'));
}

/** What `/admin` rendered on the server for the vitals view: the report, or why there is none. */
export type VitalsServerData =
  | { readonly kind: 'ready'; readonly report: VitalsReport }
  | { readonly kind: 'error'; readonly days: VitalsPeriod; readonly message: string };

/** Loads the view's report as the administrator the request is for (local mode). */
export async function loadVitalsData(
  get: (path: string) => Promise<Response>,
  search: string,
): Promise<VitalsServerData> {
  const days = vitalsPeriodFromSearch(search);
  const answer = await get(`/admin/vitals?days=${days}`);
  const body: unknown = await answer.json().catch(() => undefined);
  if (answer.ok) {
    const report = v.safeParse(VitalsReportSchema, body);
    if (report.success) return { kind: 'ready', report: report.output };
  }
  const message = isApiErrorBody(body) ? body.error.message : VITALS_TEXT.unexpected;
  return { kind: 'error', days, message };
}

/** The host passes server data on as `unknown`: only the shapes written above are used. */
export function vitalsDataOf(value: unknown): VitalsServerData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  if (data.kind === 'ready') {
    const report = v.safeParse(VitalsReportSchema, data.report);
    return report.success ? { kind: 'ready', report: report.output } : undefined;
  }
  if (data.kind === 'error' && typeof data.message === 'string') {
    return { kind: 'error', days: vitalsPeriodOf(data.days), message: data.message };
  }
  return undefined;
}
