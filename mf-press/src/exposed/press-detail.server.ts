// The server build's 'mf_press/PressDetail': the module, and the data it renders with on the server.
export { default } from './press-detail';
export { loadPressArticleData as loadServerData } from '../features/press/server/load-press-data.server';
