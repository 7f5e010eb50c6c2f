import { queryOptions } from '@tanstack/react-query';
import type { VitalsPeriod } from '@gagyeong/contracts/telemetry';
import type { VitalsSource } from './vitals-source';

/**
 * Real visitors' speed for a period, as /admin's vitals section and the server's loader both read
 * it (docs/decisions/0085-server-data-handoff.md).
 */
export function vitalsReportQueryOptions(source: VitalsSource, days: VitalsPeriod) {
  return queryOptions({ queryKey: ['admin', 'vitals', days] as const, queryFn: () => source.report(days) });
}
