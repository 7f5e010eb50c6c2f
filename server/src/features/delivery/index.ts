import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_COOKIE } from '@gagyeong/contracts/delivery';
import { readCookie } from '../../http/cookies';
import type { LiveSnapshot } from '../releases/live-remotes';
import { verifyPreview } from './preview-token';
import { createRequestMaps, type RequestMap } from './request-map';
import { bucketCookie, visitorBucket } from './visitor-bucket';

/**
 * Progressive delivery (docs/decisions/0062-preview-in-one-browser.md,
 * 0063-canary-share-per-visitor.md): which map each request renders with, the preview routes,
 * and the banner.
 */
export { previewRoutes, type PreviewRoutesOptions } from './preview-routes';
export { previewBanner } from './preview-banner';
export { createPreviewGrantReader } from './read-preview-grant';
export { previewKey, visitorKey } from './preview-key';
export { createVersionCheck } from './version-check';
export type { RequestMap } from './request-map';
export { remoteHealthRoutes, HOST_JUDGE } from './remote-health-routes';
export { judgeCanaries, type CanaryJudgement } from './canary-judge';

/**
 * The request's own map from the live map: the canaries its visitor's signed bucket gets (a new
 * bucket when it has none, or one no host signed: set by the page it asks for, or by the
 * telemetry endpoint), the release its browser previews when it holds a valid preview cookie (a
 * forged, altered, foreign or expired cookie is no preview).
 */
export function createVisitorMaps(options: { key: Buffer | undefined; visitorKey: Buffer; now: () => number }) {
  const requestMap = createRequestMaps();
  return function mapFor(request: FastifyRequest, snapshot: LiveSnapshot): RequestMap {
    const cookies = request.headers.cookie;
    const bucket = visitorBucket(options.visitorKey, cookies);
    request.bucket = bucket;
    const token = options.key && cookies?.includes(PREVIEW_COOKIE) ? readCookie(cookies, PREVIEW_COOKIE) : undefined;
    const preview = token && options.key ? verifyPreview(options.key, 'cookie', token, options.now()) : undefined;
    return requestMap(snapshot, bucket.id, preview);
  };
}

/** Sets the visitor's new bucket (a page while a canary runs, or a beacon: `always`). */
export function setVisitorCookie(request: FastifyRequest, reply: FastifyReply, always = false): void {
  if (!request.bucket?.fresh || !(always || request.liveMap.canaryLive)) return;
  reply.header('set-cookie', bucketCookie(request.bucket.token, request.protocol === 'https'));
}
