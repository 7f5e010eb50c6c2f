import { vitalsPeriodOf, type VitalsPeriod } from '@gagyeong/contracts/telemetry';

/** The period the page's address names (`?vitals=1|7|30`, days), else the default. */
export function vitalsPeriodFromSearch(search: string): VitalsPeriod {
  return vitalsPeriodOf(new URLSearchParams(search).get('vitals'));
}
