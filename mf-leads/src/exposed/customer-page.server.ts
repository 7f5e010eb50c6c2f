// The server build's 'mf_leads/CustomerPage': the module, and the data it renders with on the server.
export { default } from './customer-page';
export { loadLandingData as loadServerData } from '../features/lead-form/server/load-landing.server';
