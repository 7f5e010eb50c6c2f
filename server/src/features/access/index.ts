export { accessRoutes } from './access-routes';
export { recordAccess } from './record-access';
export { renderClientCookie } from './render-client';
export { purgeAccessRecords } from './purge-access-records';
export { verifyAccessRecords } from './verify-access-records';
export { ACCESS_ANCHOR_FILE, appendAnchorLine, chainHead, createAccessAnchor, readAnchor } from './access-anchor';
