// The server build's 'mf_press/PressList': the module, and the data it renders with on the server.
export { default } from './press-list';
export { loadPressListData as loadServerData } from '../features/press/server/load-press-data.server';
