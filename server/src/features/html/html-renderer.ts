import * as v from 'valibot';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  BOOT_DATA_ELEMENT_ID,
  exposeOf,
  isRedirect,
  LEAD_FORM_MODULES,
  matchRoute,
  PER_PERSON_MODULES,
  browserEntryUrl,
  remoteOf,
  serverRenderedModules,
  type BootData,
  type PageRequest,
  type RemoteModuleKey,
  type RemotesMap,
  type SiteConfig,
  type ViewportHint,
} from '@gagyeong/contracts';
import {
  ATTRIBUTION_FIELDS,
  attributionFromLanding,
  hasCampaignInfo,
  startsVisit,
  type Attribution,
} from '@gagyeong/contracts/attribution';
import { escapeHtml as escapeAttribute } from '@gagyeong/ui/escape-html';
import { currentRemotes, localRemoteFile, type RemotesSource } from '../../config/remotes';
import type { InlineSources } from '../../http/inline-sources';
import { PageCache } from '../render/page-cache';
import type { RenderContext, ServerRenderedPage, ServerRenderer } from '../render/server-renderer';
import { createFirstPaint } from './first-paint';
import { FileCache } from './file-cache';
import { brotliOnce } from './precompressed-page';
import { NOSCRIPT_VISIT_PLACEHOLDER, noscriptVisitForm } from './noscript-visit-form';
import { exposedAssetUrls, parseRemoteManifest, type RemoteManifest } from './remote-manifest';

/** Placeholders the shell's HTML template carries (shell/src/index.html). */
export const BOOT_PLACEHOLDER = '<!--gagyeong:boot-->';
export const HEAD_PLACEHOLDER = '<!--gagyeong:head-->';

/** Where React's server HTML goes (shell/src/index.html). */
export const ROOT_ELEMENT = '<div id="root"></div>';

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  /** Whether the page came from the rendered-page cache. */
  readonly cached: boolean;
  /** Rendered for the signed-in person (the admin pages): no cache may keep it. */
  readonly perPerson?: boolean;
  /** The inline code the page carries, for its CSP (http/inline-sources.ts). */
  readonly inline?: InlineSources;
  /** A kept page's HTML compressed once with brotli (precompressed-page.ts). */
  readonly brotli?: () => Buffer;
}

/** What the rendered-page cache keeps of a page. */
interface KeptPage {
  readonly html: string;
  readonly inline: InlineSources;
  readonly brotli: () => Buffer;
}

/** What the server knows of a page request besides its path. */
export interface HtmlRequest {
  /** The query string: '' or '?…'. */
  readonly search?: string;
  /** The Referer header. */
  readonly referer?: string;
  /** The session cookie (`name=value`), when the request carries one. */
  readonly sessionCookie?: string;
}

export interface HtmlRendererOptions {
  readonly distRoot: string;
  /** Where kept releases live (a live map may name them). */
  readonly releasesDir?: string;
  readonly config: SiteConfig;
  /** The remotes map, read once per request (it may change while the host runs). */
  readonly remotes: RemotesSource;
  readonly log: FastifyBaseLogger;
  /** Server rendering through the federation; without it the browser renders every page. */
  readonly serverRenderer?: ServerRenderer;
  /** How many rendered static pages are kept (0: none). */
  readonly cacheEntries?: number;
}

/**
 * The boot data as an inert JSON script. `<` is escaped so no value can close the script element
 * or open a comment; U+2028/2029 for older JSON-in-JS consumers.
 */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * A preload is only used when its mode matches the real request: scripts and styles from another
 * origin load with `crossorigin` (the shell's container loader, webpack and mini-css alike), while
 * same-origin ones (relative URLs here) load without it. Scripts are fetched at low priority: the
 * page paints from its HTML, so they yield to it and to the first screen's image
 * (docs/decisions/0056-critical-css-and-first-paint.md).
 */
function preloadLink(as: 'script' | 'style', href: string): string {
  const cors = /^(https?:)?\/\//i.test(href) ? ' crossorigin' : '';
  const priority = as === 'script' ? ' fetchpriority="low"' : '';
  return `<link rel="preload" as="${as}"${cors}${priority} href="${escapeAttribute(href)}">`;
}

/** Replaces the first occurrence literally (a `$` in the replacement must not be interpreted). */
function replaceLiteral(text: string, search: string, replacement: string): string {
  const index = text.indexOf(search);
  return index === -1 ? text : text.slice(0, index) + replacement + text.slice(index + search.length);
}

/** A file of a remote on another origin (its CSS, its first-screen image); bounded like a manifest read. */
async function fetchServedFile(href: string): Promise<string | undefined> {
  const response = await fetch(href, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>준비 중</title></head>
<body><main><h1>사이트를 준비하고 있습니다</h1><p>잠시 후 다시 방문해 주세요.</p></main></body></html>
`;

/** What the shell's build lists in dist/shell-assets.json (shell/webpack.config.js). */
const ShellAssetsSchema = v.object({
  css: v.array(v.pipe(v.string(), v.regex(/^[\w.-]+\.css$/))),
  /** The site-wide font face, preloaded where a page has no face of its own. */
  fonts: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\w.-]+(\/[\w.-]+)*\.woff2$/))), []),
});

const DIST_FILE = v.pipe(v.string(), v.regex(/^[\w.-]+(\/[\w.-]+)*$/));

/**
 * What the shell's build writes to dist/page-fonts/page-fonts.json (shell/tools/site-font/page-fonts.ts):
 * the route table's path → the route's own font face (its CSS and woff2, relative to shell/dist).
 * See docs/decisions/0054-page-font-faces.md.
 */
const PageFontsSchema = v.object({
  routes: v.record(v.string(), v.object({ font: DIST_FILE, css: DIST_FILE })),
});

function stylesheetLink(href: string, dataHref?: string): string {
  const data = dataHref === undefined ? '' : ` data-href="${escapeAttribute(dataHref)}"`;
  return `<link rel="stylesheet" href="${escapeAttribute(href)}"${data}>`;
}

/** Fonts are always fetched in CORS mode: a preload without `crossorigin` would be fetched twice. */
function fontPreload(href: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}">`;
}

/** The elements of the template that only stand in for a page the server did not render. */
const STATIC_HEAD = /<(?:title|meta)\b[^>]*\bdata-static-head\b[^>]*>(?:[^<]*<\/title>)?/g;
const NOSCRIPT_BLOCK = /<noscript>[\s\S]*?<\/noscript>/;

/**
 * Pages whose content changes with data (press) or belongs to one person (admin) are never kept.
 * A lead form's data is the attribution of a visit's first page; a request with campaign
 * information is never looked up or kept (see `render`), so what remains depends on the path only.
 */
function cacheable(page: ServerRenderedPage): boolean {
  return (
    page.status === 200 &&
    page.failures.length === 0 &&
    Object.keys(page.ssr.data).every((key) => (LEAD_FORM_MODULES as readonly string[]).includes(key)) &&
    !page.ssr.modules.some((key) => key.startsWith('mf_press/') || PER_PERSON_MODULES.includes(key))
  );
}

/** A visit's attribution as hidden fields of a classic form (the template's no-JavaScript form). */
function hiddenAttributionFields(landing: Attribution): string {
  return ATTRIBUTION_FIELDS.filter((field) => landing[field] !== '')
    .map((field) => `<input type="hidden" name="${field}" value="${escapeAttribute(landing[field])}" />`)
    .join('');
}

/**
 * Renders the HTML for a path: the server-rendered page (head tags, the rendered remotes' CSS as
 * stylesheets, preload hints, the app in #root) when the federation could render it, the shell's
 * template otherwise (the browser then renders). Boot data (config, remotes map, what was rendered)
 * is inlined so the browser hydrates without another round trip. Status 200 for a route of the
 * table, 404 otherwise (Not Found is rendered either way).
 */
export function createHtmlRenderer(options: HtmlRendererOptions) {
  const { distRoot, config, log, serverRenderer } = options;
  const templatePath = path.join(distRoot, 'shell', 'dist', 'index.html');
  // The template's no-JavaScript visit form, filled from the runtime config (the lead endpoint).
  const noscriptForm = noscriptVisitForm(config);
  const templates = new FileCache((text) => replaceLiteral(text, NOSCRIPT_VISIT_PLACEHOLDER, noscriptForm));
  const manifests = new FileCache(parseRemoteManifest);
  const shellAssets = new FileCache((text) => v.parse(ShellAssetsSchema, JSON.parse(text)));
  const shellAssetsPath = path.join(distRoot, 'shell', 'dist', 'shell-assets.json');
  const pageFonts = new FileCache((text) => v.parse(PageFontsSchema, JSON.parse(text)));
  const pageFontsPath = path.join(distRoot, 'shell', 'dist', 'page-fonts', 'page-fonts.json');

  /**
   * The font of a page, first in <head>: the route's own face (its @font-face, and the woff2
   * preloaded for a page the browser renders) when the build made one, else a preload of the
   * site-wide face. A server-rendered page paints its text before the face arrives (the face is
   * requested by the first layout, with fallback metrics: docs/decisions/0056-critical-css-and-first-paint.md),
   * so nothing there competes with the HTML. The site-wide face stays declared by the shell's CSS,
   * so text outside the route's face (another page reached in the browser) still finds its glyphs.
   */
  async function fontTags(routePath: string | undefined, rendered: boolean): Promise<string> {
    let face: v.InferOutput<typeof PageFontsSchema>['routes'][string] | undefined;
    try {
      face = routePath === undefined ? undefined : (await pageFonts.get(pageFontsPath))?.routes[routePath];
    } catch (error) {
      warnOnce('page-fonts', `cannot read ${pageFontsPath}; pages preload the site-wide font`, error);
    }
    if (face) return stylesheetLink(`/${face.css}`) + (rendered ? '' : fontPreload(`/${face.font}`));
    try {
      const assets = await shellAssets.get(shellAssetsPath);
      return (assets?.fonts ?? []).map((file) => fontPreload(`/${file}`)).join('');
    } catch {
      return ''; // reported by shellStylesheets
    }
  }

  /**
   * The shell's own CSS (theme, fonts, layout) as stylesheets: without them a page rendered on the
   * server would show unstyled until the shell's script loaded them. `data-href` is the name the
   * browser's CSS loader looks for, so it takes these links as already loaded.
   */
  async function shellStylesheets(): Promise<string> {
    try {
      const assets = await shellAssets.get(shellAssetsPath);
      return (assets?.css ?? []).map((file) => stylesheetLink(`/${file}`, file)).join('');
    } catch (error) {
      warnOnce('shell-assets', `cannot read ${shellAssetsPath}; the shell's CSS loads with its script`, error);
      return '';
    }
  }
  const pages = new PageCache<KeptPage>(options.cacheEntries ?? 500);
  const firstPaint = createFirstPaint({
    distRoot,
    releasesDir: options.releasesDir,
    fetchRemote: fetchServedFile,
    warn: (message, error) => log.warn(error === undefined ? {} : { err: error }, message),
  });
  const warned = new Set<string>();

  function warnOnce(key: string, message: string, error?: unknown) {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(error === undefined ? {} : { err: error }, message);
  }

  /** The manifest file of a remote that this server hosts itself, or undefined. */
  function localManifestFile(url: string, remote: keyof RemotesMap): string | undefined {
    if (!url.split('?', 1)[0]?.endsWith('.json')) return undefined;
    return localRemoteFile(url, remote, { distRoot, releasesDir: options.releasesDir });
  }

  async function readManifest(
    remotes: RemotesMap,
    remote: keyof RemotesMap,
    url: string,
  ): Promise<RemoteManifest | undefined> {
    const file = localManifestFile(url, remote);
    try {
      if (file !== undefined) return await manifests.get(file);
      // A remote on another origin whose modules the server rendered: its manifest is reachable too.
      if (serverRenderer && /^https?:\/\//i.test(url) && url.endsWith('.json')) {
        const text = await serverRenderer.manifestText(remotes, remote);
        return text === undefined ? undefined : parseRemoteManifest(text, url);
      }
    } catch (error) {
      warnOnce(`manifest:${url}`, `cannot read ${url}; preload hints skipped`, error);
    }
    return undefined;
  }

  /**
   * Preload hints for the modules a page needs (entry, JS), and their CSS: as stylesheets
   * when the server rendered them (the HTML is styled before any script runs), as preloads otherwise.
   */
  async function assetTags(
    remotes: RemotesMap,
    modules: readonly RemoteModuleKey[],
    rendered: readonly RemoteModuleKey[],
  ): Promise<string> {
    const links: string[] = [];
    const seen = new Set<string>();
    const add = (tag: string) => {
      if (!seen.has(tag)) links.push(tag);
      seen.add(tag);
    };
    for (const module of modules) {
      const remote = remoteOf(module);
      const url = remotes[remote];
      // The browser loads the container script beside the manifest (the manifest itself is read
      // here only); the map may also point at remoteEntry.js directly.
      add(preloadLink('script', browserEntryUrl(url)));
      if (!url.endsWith('.json')) continue;
      const manifest = await readManifest(remotes, remote, url);
      if (!manifest) continue;
      const assets = exposedAssetUrls(manifest, url, exposeOf(module));
      for (const href of assets.js) add(preloadLink('script', href));
      for (const href of assets.css) {
        add(
          rendered.includes(module)
            ? stylesheetLink(href, href.slice(href.lastIndexOf('/') + 1))
            : preloadLink('style', href),
        );
      }
    }
    // Stylesheets first: they block rendering, hints do not.
    return [
      ...links.filter((tag) => tag.includes('stylesheet')),
      ...links.filter((tag) => !tag.includes('stylesheet')),
    ].join('');
  }

  async function prepare(): Promise<RenderContext | undefined> {
    try {
      return await serverRenderer?.prepare();
    } catch (error) {
      warnOnce(
        'prepare',
        'GG-SSR-PREPARE the server render context could not be made; pages render in the browser',
        error,
      );
      return undefined;
    }
  }

  async function serverRender(
    pathname: string,
    viewport: ViewportHint,
    context: RenderContext,
    request: PageRequest,
  ): Promise<ServerRenderedPage | undefined> {
    try {
      return await serverRenderer?.render(pathname, viewport, context, request);
    } catch (error) {
      // Never a 5xx for a page: the browser renders it, as it would without server rendering.
      warnOnce(`render:${pathname}`, `GG-SSR-RENDER ${pathname} rendered in the browser`, error);
      return undefined;
    }
  }

  /**
   * The attribution this request stands for when it starts a visit (the rule the browser's capture
   * follows too, contracts' attribution.ts), read from the site's own address so a Host header
   * cannot change what counts as this site.
   */
  function landingOf(pathname: string, request: HtmlRequest): Attribution | undefined {
    let url: URL;
    try {
      url = new URL(config.siteUrl);
      url.pathname = pathname;
      url.search = request.search ?? '';
    } catch {
      return undefined;
    }
    const referrer = request.referer ?? '';
    return startsVisit(url, referrer) ? attributionFromLanding(url, referrer) : undefined;
  }

  return {
    /**
     * `pathname` as it arrived (percent-encoded or not), without the query string; `viewport`, the
     * layout guessed from the request (the page is rendered, and kept, per layout); `request`, its
     * query, referrer and session (docs/decisions/0033-campaign-attribution.md):
     * - a request that starts a visit gets the visit's attribution as hidden fields in its lead
     *   forms; one with campaign information (utm_*, n_*, another site as referrer) is rendered
     *   for itself and never kept, one with its path only is kept apart from the others;
     * - the admin pages are rendered for the session's person and never kept.
     */
    async render(
      pathname: string,
      viewport: ViewportHint = 'desktop',
      request: HtmlRequest = {},
    ): Promise<RenderedPage> {
      const template = await templates.get(templatePath);
      if (template === undefined) {
        warnOnce('template', `${templatePath} is missing: run \`npm run build\` at the repository root`);
        return { status: 503, html: NOT_BUILT_PAGE, cached: false };
      }
      warned.delete('template');
      if (!template.includes(BOOT_PLACEHOLDER)) {
        warnOnce('boot-placeholder', `${templatePath} has no ${BOOT_PLACEHOLDER} placeholder`);
      }
      const match = matchRoute(pathname);
      const modules = match && !isRedirect(match.route) ? serverRenderedModules(match.route.module) : [];
      const routePath = match && !isRedirect(match.route) ? match.route.path : undefined;
      const context = await prepare();
      // One map per request: the server render, the hints and the browser's boot data agree.
      const remotes = context?.remotes ?? currentRemotes(options.remotes);
      const perPerson = modules.some((key) => PER_PERSON_MODULES.includes(key));
      const landing = perPerson ? undefined : landingOf(pathname, request);
      const shared = !perPerson && !(landing && hasCampaignInfo(landing));
      const cacheKey =
        context &&
        shared &&
        `${context.federation.version}\n${pathname}\n${viewport}\n${template.length}${landing ? '\nlanding' : ''}`;
      if (cacheKey) {
        const hit = pages.get(cacheKey);
        if (hit !== undefined) return { status: 200, ...hit, cached: true };
      }
      const pageRequest: PageRequest = {
        // Only pages never kept may depend on the query.
        search: shared ? '' : (request.search ?? ''),
        ...(landing ? { landing } : {}),
        ...(perPerson && request.sessionCookie ? { sessionCookie: request.sessionCookie } : {}),
      };
      const page = context && (await serverRender(pathname, viewport, context, pageRequest));

      let html: string;
      if (page) {
        const head =
          (await fontTags(routePath, true)) +
          (await shellStylesheets()) +
          page.head +
          (await assetTags(remotes, modules, page.ssr.modules));
        const hasLeadForm = page.ssr.modules.some((key) => LEAD_FORM_MODULES.includes(key));
        // The template's title and description stand in only where the page has none of its own.
        const base = page.head.includes('<title>') ? template.replace(STATIC_HEAD, '') : template;
        html = replaceLiteral(base, HEAD_PLACEHOLDER, head);
        if (hasLeadForm) html = html.replace(NOSCRIPT_BLOCK, '');
        html = replaceLiteral(html, BOOT_PLACEHOLDER, bootScript({ config, remotes, ssr: page.ssr }));
        html = replaceLiteral(html, ROOT_ELEMENT, `<div id="root">${page.body}</div>`);
      } else {
        html = replaceLiteral(
          replaceLiteral(template, BOOT_PLACEHOLDER, bootScript({ config, remotes })),
          HEAD_PLACEHOLDER,
          (await fontTags(routePath, false)) + (await shellStylesheets()) + (await assetTags(remotes, modules, [])),
        );
      }
      // The no-JavaScript form of the template, where it is still on the page, carries the visit too.
      if (landing) {
        html = html.replace(NOSCRIPT_BLOCK, (block) =>
          block.replace('</form>', `${hiddenAttributionFields(landing)}</form>`),
        );
      }
      const status = page?.status ?? (match ? 200 : 404);
      // A server-rendered page paints from its first response (critical CSS inline, the rest
      // after the first paint): computed once per kept page (the key names route, layout and
      // remotes version), so a cache hit costs nothing more.
      const painted = page ? await firstPaint.apply(html) : undefined;
      if (painted) html = painted.html;
      if (page && painted && cacheKey && cacheable(page)) {
        const kept: KeptPage = { ...painted, brotli: brotliOnce(painted.html) };
        pages.set(cacheKey, kept);
        return { status, ...kept, cached: false, perPerson };
      }
      return { status, html, cached: false, perPerson, ...(painted ? { inline: painted.inline } : {}) };
    },
  };
}

export type HtmlRenderer = ReturnType<typeof createHtmlRenderer>;
