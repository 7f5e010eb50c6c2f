/** Real visitors' speed on /admin (docs/decisions/0057-telemetry-beacons.md): where its figures come from. */
export { VitalsError, vitalsSourceFor, type VitalsSource } from './api/vitals-source';
export {
  loadVitalsData,
  vitalsDataOf,
  vitalsPeriodFromSearch,
  type VitalsServerData,
} from './server/vitals-server-data';
