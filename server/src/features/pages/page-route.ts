import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { viewportHintOf, type SiteConfig } from '@gagyeong/contracts';
import { SESSION_COOKIE_NAME } from '@gagyeong/contracts/auth';
import { readCookie } from '../../http/cookies';
import { renderClientCookie } from '../access/render-client';
import { previewBanner, setVisitorCookie } from '../delivery';
import { isApiPath } from '../../http/not-found';
import { createContentSecurityPolicy, type PageCspExtras } from '../../http/security-headers';
import { NO_CACHE } from '../static/cache-policy';
import { useShellFiles } from '../static';
import { assembleHead } from './assemble-head';
import { assembleHtml, HEAD_PLACEHOLDER, NOT_BUILT_PAGE, replaceLiteral } from './assemble-html';
import { cachePolicy } from './cache-policy';
import { createFileReader } from './file-reader';
import { createPaintStep } from './first-paint';
import { createLoadStep } from './load-page-inputs';
import { matchPage } from './match-page';
import { noscriptVisitForm, NOSCRIPT_VISIT_PLACEHOLDER } from './noscript-visit-form';
import { PageCache, pageCacheKey } from './page-cache';
import { acceptsBrotli, brotliOnce } from './precompressed-page';
import { createRenderContexts } from './render-context';
import { createRenderStep } from './render-page';
import { siteVerificationTags } from './site-verification';
import { createSsrLog } from './ssr-log';
import { createTextFaceFonts } from './text-face-fonts';
import { textFaceRoutes } from './text-face-route';

export interface PageRoutesOptions {
  readonly distRoot: string;
  /** Where kept releases live (a live map may name them). */
  readonly releasesDir?: string;
  readonly config: SiteConfig;
  /** Server rendering through the federation; `false`: the browser renders every page. */
  readonly ssr:
    | false
    | {
        /** Bound on one server render, in ms. */
        readonly timeoutMs: number;
        /** Rendered pages kept (0: none). */
        readonly cacheEntries?: number;
        /** How long a server entry fetched from another origin is reused. */
        readonly remoteTtlMs?: number;
      };
  /** Where the server reaches its own API (for modules' server data), once it listens. */
  readonly apiOrigin: () => string;
}

/** Requests for a file (by extension) that does not exist get the not-found handler's plain 404, not a page. */
const ASSET_EXTENSION = /\.(?:m?js|css|map|json|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|mp4|webm|txt|xml|wasm)$/i;

function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/remotes/') || pathname.startsWith('/releases/') || ASSET_EXTENSION.test(pathname);
}

function viewportOf(request: FastifyRequest) {
  const mobile = request.headers['sec-ch-ua-mobile'];
  return viewportHintOf({
    userAgent: request.headers['user-agent'],
    chUaMobile: typeof mobile === 'string' ? mobile : undefined,
  });
}

/**
 * The server's page path (docs/architecture.md, "A page request, step by step"): one named route,
 * `GET /*`, that answers every path no more specific route took, in the order the data flows:
 * 1. match-page.ts: the path's answer from the contracts' route table (matched once per request):
 *    a page, a redirect (legacy path, letter case, trailing slash) or Not Found;
 * 2. cache-policy.ts: whether the page may be kept, from its modules' render policy;
 * 3. load-page-inputs.ts: the files it is built from, through one reader (file-reader.ts), versioned;
 *    a kept page of that version is answered from page-cache.ts;
 * 4. render-page.ts: the shell's server build renders it through the federation;
 * 5. assemble-head.ts, assemble-html.ts: its <head> and the HTML with the boot data;
 * 6. first-paint.ts: a rendered page's critical CSS inline and the rest after the first paint,
 *    with the hashes its CSP adds; the page is kept with them (and compressed once).
 * The shell's built files share `/` with the pages: a path naming one is sent as the file.
 */

/** A page as sent: kept pages carry their CSP extras and their HTML compressed once. */
interface PageAnswer {
  readonly status: number;
  readonly html: string;
  readonly perPerson: boolean;
  readonly cached: boolean;
  /** The page's inline code for its CSP (the paint step's hashes). */
  readonly csp?: PageCspExtras;
  /** The HTML compressed with brotli at its best level, once (precompressed-page.ts). */
  readonly brotli?: () => Buffer;
}

/** What the page cache keeps of a page. */
type KeptPage = Pick<PageAnswer, 'html' | 'csp' | 'brotli'>;
export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (app, options) => {
  const { config, ssr } = options;
  const roots = { distRoot: options.distRoot, releasesDir: options.releasesDir };
  const ssrLog = createSsrLog(app.log);
  const files = createFileReader({
    remoteTtlMs: ssr === false ? 2000 : (ssr.remoteTtlMs ?? 2000),
    fetchTimeoutMs: ssr === false ? 2000 : Math.min(ssr.timeoutMs, 2000),
  });
  // The template's no-JavaScript visit form, filled from the runtime config (the lead endpoint),
  // and the search consoles' verification tags ahead of the page's own head.
  const noscriptForm = noscriptVisitForm(config);
  const verification = siteVerificationTags(config);
  const load = createLoadStep({
    roots,
    files,
    prepareTemplate: (text) =>
      replaceLiteral(
        replaceLiteral(text, NOSCRIPT_VISIT_PLACEHOLDER, noscriptForm),
        HEAD_PLACEHOLDER,
        verification + HEAD_PLACEHOLDER,
      ),
    contexts: ssr === false ? undefined : createRenderContexts({ roots, files, ssrLog }),
    ssrLog,
  });
  const render = createRenderStep({
    config,
    timeoutMs: ssr === false ? 0 : ssr.timeoutMs,
    apiOrigin: options.apiOrigin,
    ssrLog,
  });
  // The faces of what a page draws that its route's face lacks: the paint step links one and has
  // it made at once, so it is ready (or under way) when the browser asks after the first paint.
  const textFaces = createTextFaceFonts();
  const paint = createPaintStep({
    roots,
    files,
    ssrLog,
    textFace: (code, points) => void textFaces.font(code, points).catch(() => undefined),
  });
  const pages = new PageCache<KeptPage>(ssr === false ? 0 : (ssr.cacheEntries ?? 500));
  const shellFiles = await useShellFiles(app, options.distRoot);
  const contentSecurityPolicy = createContentSecurityPolicy(config);
  await app.register(textFaceRoutes, { fonts: textFaces });

  function sendHtml(request: FastifyRequest, reply: FastifyReply, page: PageAnswer, started: number) {
    const ms = (performance.now() - started).toFixed(1);
    const { preview, canaryLive } = request.liveMap;
    setVisitorCookie(request, reply);
    // The hook wrote the map's policy; a page with inline code gets it with that code's hashes.
    if (page.csp) reply.header('content-security-policy', contentSecurityPolicy(request.liveMap.remotes, page.csp));
    reply
      .code(page.status)
      // A page rendered for the signed-in administrator, or for a browser previewing a release, is
      // kept by no cache, the browser's included; while a canary runs, pages differ between
      // visitors, so no shared cache keeps them (docs/decisions/0063-canary-share-per-visitor.md).
      .header(
        'cache-control',
        page.perPerson || preview ? 'private, no-store' : canaryLive ? `private, ${NO_CACHE}` : NO_CACHE,
      )
      // The markup follows the layout guessed from these (see contracts' viewport.ts).
      .header('vary', 'User-Agent, Sec-CH-UA-Mobile, Accept-Encoding')
      // How long the page took, and whether it came from the page cache (bench:ssr reads it).
      .header('server-timing', `render;dur=${ms};desc="${page.cached ? 'hit' : 'miss'}"`)
      .type('text/html; charset=utf-8');
    // A kept page goes out as it was compressed once (the host's own compression skips it).
    if (page.brotli && acceptsBrotli(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'br').send(page.brotli());
    }
    return reply.send(page.html);
  }

  app.get('/*', async function servePage(request, reply) {
    const started = performance.now();
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    const search = query === -1 ? '' : request.url.slice(query);

    // Not pages: the API's unknown paths and missing files get the not-found handler's JSON 404.
    if (isApiPath(pathname)) return reply.callNotFound();
    const file = await shellFiles.find(pathname);
    if (file !== undefined) return shellFiles.send(reply, file);
    if (isFilePath(pathname)) return reply.callNotFound();

    // 1. Match.
    const match = matchPage(pathname, config.siteSlug);
    if (match.answer.kind === 'redirect') {
      // One address per page; the query (campaign tags) stays (docs/decisions/0070-route-case.md).
      return reply.header('cache-control', NO_CACHE).redirect(`${match.answer.location}${search}`, 301);
    }

    // 2. Cache policy.
    const session = readCookie(request.headers.cookie, SESSION_COOKIE_NAME);
    const policy = cachePolicy(config.siteUrl, pathname, match.modules, {
      search,
      referer: request.headers.referer,
      // Beside the session, the visitor's address for the access records of what the render reads.
      ...(session
        ? {
            sessionCookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(session)}; ${renderClientCookie(request, request.server.now())}`,
          }
        : {}),
    });

    // 3. Load, with the map this request read (app.ts's onRequest hook, which set its CSP from it):
    // the server render, the preload hints, the boot data and the CSP agree.
    const inputs = await load(request.liveMap.remotes, match.modules, match.routePath);
    if (inputs.template === undefined) {
      return sendHtml(request, reply, { status: 503, html: NOT_BUILT_PAGE, perPerson: false, cached: false }, started);
    }
    const viewport = viewportOf(request);
    // The version covers the request's map, so each canary group has its own pages; a preview's
    // pages are its browser's alone and never kept (docs/decisions/0062-preview-in-one-browser.md).
    const { preview } = request.liveMap;
    const key =
      inputs.context &&
      policy.keep &&
      !preview &&
      pageCacheKey(inputs.version, pathname, viewport, policy.keep.variant);
    const hit = key ? pages.get(key) : undefined;
    if (hit !== undefined)
      return sendHtml(request, reply, { status: 200, ...hit, perPerson: false, cached: true }, started);

    // 4. Render.
    const rendered =
      inputs.context &&
      (await render(inputs.context, {
        pathname,
        answer: match.answer,
        viewport,
        pageRequest: policy.pageRequest,
      }));

    // 5. Assemble.
    const html = assembleHtml({
      template: inputs.template,
      config,
      remotes: inputs.remotes,
      versions: request.liveMap.versions,
      banner: preview ? previewBanner(preview, `${pathname}${search}`) : undefined,
      head: assembleHead(
        inputs,
        match.modules,
        rendered ? { head: rendered.head, modules: rendered.ssr.modules } : undefined,
      ),
      rendered,
      landing: policy.landing,
    });
    const status = rendered?.status ?? (match.answer.kind === 'page' ? 200 : 404);

    // 6. Paint (a server-rendered page only: one the browser renders has nothing to paint first).
    const painted = rendered ? await paint(html) : undefined;
    const page: KeptPage = painted ? { html: painted.html, csp: painted.csp } : { html };
    if (key && painted?.complete && rendered && rendered.status === 200 && rendered.failures.length === 0) {
      const kept: KeptPage = { ...page, brotli: brotliOnce(page.html) };
      pages.set(key, kept);
      return sendHtml(request, reply, { status, ...kept, perPerson: policy.perPerson, cached: false }, started);
    }
    return sendHtml(request, reply, { status, ...page, perPerson: policy.perPerson, cached: false }, started);
  });
};
