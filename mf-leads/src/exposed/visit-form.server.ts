// The server build's 'mf_leads/VisitForm': the module, and the data it renders with on the server.
export { default } from './visit-form';
export { loadLandingData as loadServerData } from '../features/lead-form/server/load-landing.server';
