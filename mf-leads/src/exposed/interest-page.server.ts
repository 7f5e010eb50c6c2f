// The server build's 'mf_leads/InterestPage': the module, and the data it renders with on the server.
export { default } from './interest-page';
export { loadLandingData as loadServerData } from '../features/lead-form/server/load-landing.server';
