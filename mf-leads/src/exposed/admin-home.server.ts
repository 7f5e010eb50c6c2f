// The server build's 'mf_leads/AdminHome': the module, and the data it renders with on the server.
export { default } from './admin-home';
export { loadAdminHomeData as loadServerData } from '../features/inbox/server/load-admin-home.server';
