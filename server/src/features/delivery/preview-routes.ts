import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RemoteName } from '@gagyeong/contracts';
import {
  ADMIN_PREVIEW_PATH,
  PREVIEW_COOKIE,
  PREVIEW_END_PATH,
  PREVIEW_START_PATH,
  PREVIEW_TEXT,
  PREVIEW_TTL_MS,
  StartPreviewRequestSchema,
  type Preview,
} from '@gagyeong/contracts/delivery';
import { escapeHtml } from '@gagyeong/ui/escape-html';
import { serializeCookie } from '../../http/cookies';
import { ERROR_CODES, HttpError } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { listReleases, releaseManifestUrl } from '../releases/release-store';
import { releaseVersionAt } from '../releases/release-version-at';
import type { PreviewGrant } from './read-preview-grant';
import { samePath } from './preview-banner';
import { signPreview, verifyPreview } from './preview-token';

export interface PreviewRoutesOptions {
  /** The hosts' preview key; undefined: previews are off (firebase mode without PREVIEW_SECRET). */
  readonly key: Buffer | undefined;
  /** Checks a release before a browser renders it, as a deploy would (remote-check.ts). */
  readonly check: (remote: RemoteName, url: string, version: string | null) => Promise<string | undefined>;
  /** Local mode: kept releases, so an administrator previews one by version. */
  readonly releasesDir?: string;
  /** Firebase mode: reads a grant an administrator or deployer created in Firestore. */
  readonly readGrant?: (id: string) => Promise<PreviewGrant | undefined>;
}

function previewCookie(request: FastifyRequest, token: string, maxAgeS: number): string {
  return serializeCookie(PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: maxAgeS,
  });
}

/** A short page for a preview link that cannot be opened (a browser navigated here). */
function linkRefused(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${PREVIEW_TEXT.linkTitle}</title></head><body><main><h1>${PREVIEW_TEXT.linkTitle}</h1>` +
        `<p>${escapeHtml(message)}</p><p><a href="/">홈으로</a></p></main></body></html>`,
    );
}

/**
 * Previews (docs/decisions/0062-preview-in-one-browser.md). A browser previews a release once it
 * holds the signed HttpOnly cookie `gg_preview`, which only these routes set:
 * - `POST /api/admin/preview` (local mode, the signed-in administrator): a kept release by version
 *   or a URL, checked as a deploy would be, for the administrator's own browser;
 * - `GET /api/preview/start?token=…` (the link `npm run preview` prints: signed with the key the
 *   command reads beside the database, valid 10 minutes) or `?grant=…` (firebase mode: a grant an
 *   administrator or the remote's deployer created under firestore.rules);
 * - `POST /api/preview/end?to=…` (the banner's button) ends it. It ends by itself after an hour.
 */
export const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, options) => {
  const { key } = options;

  async function begin(request: FastifyRequest, reply: FastifyReply, target: Omit<Preview, 'expiresAt'>) {
    if (!key) throw new HttpError(503, ERROR_CODES.unavailable, PREVIEW_TEXT.disabled);
    const problem = await options.check(target.remote, target.url, target.version);
    if (problem !== undefined) throw new HttpError(400, ERROR_CODES.validationFailed, PREVIEW_TEXT.refused(problem));
    const preview: Preview = { ...target, expiresAt: app.now() + PREVIEW_TTL_MS };
    reply.header('set-cookie', previewCookie(request, signPreview(key, 'cookie', preview), PREVIEW_TTL_MS / 1000));
    return preview;
  }

  if (options.releasesDir !== undefined) {
    const { releasesDir } = options;
    await app.register(async (admin) => {
      admin.addHook('onRequest', requireAdmin);
      admin.post(ADMIN_PREVIEW_PATH, async (request, reply) => {
        const parsed = v.safeParse(StartPreviewRequestSchema, request.body);
        if (!parsed.success) throw new HttpError(400, ERROR_CODES.validationFailed, PREVIEW_TEXT.invalidRequest);
        const { remote, version, url } = parsed.output;
        if (
          version !== undefined &&
          !listReleases(releasesDir, remote).some((release) => release.version === version)
        ) {
          throw new HttpError(400, ERROR_CODES.validationFailed, PREVIEW_TEXT.notKept(version));
        }
        // A URL names its release by the record published beside it, as a deploy by URL does.
        const named =
          url === undefined
            ? null
            : await releaseVersionAt(remote, url).catch((error: Error) => {
                throw new HttpError(400, ERROR_CODES.validationFailed, PREVIEW_TEXT.refused(error.message));
              });
        const preview = await begin(request, reply, {
          remote,
          url: url ?? releaseManifestUrl(remote, version ?? ''),
          version: version ?? named,
        });
        reply.header('cache-control', 'private, no-store');
        return preview;
      });
    });
  }

  app.get<{ Querystring: { token?: string; grant?: string } }>(PREVIEW_START_PATH, async (request, reply) => {
    if (!key) return linkRefused(reply, 503, PREVIEW_TEXT.disabled);
    const now = app.now();
    let target: Omit<Preview, 'expiresAt'> | undefined;
    const { token, grant } = request.query;
    if (typeof token === 'string') target = verifyPreview(key, 'link', token, now);
    else if (typeof grant === 'string' && options.readGrant) {
      const found = await options.readGrant(grant).catch(() => undefined);
      if (found && found.expireAt > now) target = { remote: found.remote, url: found.url, version: found.version };
    }
    if (!target) return linkRefused(reply, 403, PREVIEW_TEXT.linkInvalid);
    try {
      await begin(request, reply, target);
    } catch (error) {
      if (error instanceof HttpError) return linkRefused(reply, error.statusCode, error.message);
      throw error;
    }
    return reply.header('cache-control', 'private, no-store').redirect('/', 303);
  });

  await app.register(async (end) => {
    // The banner's button is a classic form: its (empty) form body is read and ignored.
    end.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    end.post<{ Querystring: { to?: string } }>(PREVIEW_END_PATH, async (request, reply) => {
      reply.header('set-cookie', previewCookie(request, '', 0));
      return reply.header('cache-control', 'private, no-store').redirect(samePath(request.query.to), 303);
    });
  });
};
