/** Real visitors' speed on /admin (docs/decisions/0057-telemetry-beacons.md). */
export { VitalsSection } from './components/vitals-section';
export { loadVitalsData, vitalsDataOf, type VitalsServerData } from './server/vitals-server-data';
