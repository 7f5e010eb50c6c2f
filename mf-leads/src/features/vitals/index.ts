/** Real visitors' speed on /admin (docs/decisions/0057-telemetry-beacons.md): where its figures come from. */
export { createVitalsApi, VitalsError, vitalsSourceFor, type VitalsSource } from './api/vitals-source';
export { vitalsReportQueryOptions } from './api/get-vitals-report';
export { vitalsPeriodFromSearch } from './api/vitals-period';
