import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  BOOT_DATA_ELEMENT_ID,
  exposeOf,
  isRedirect,
  matchRoute,
  remoteOf,
  type BootData,
  type RemotesMap,
  type RouteEntry,
  type SiteConfig,
} from '@gagyeong/contracts';
import { remoteFolder, remotePrefix } from '../../config/remotes';
import { FileCache } from './file-cache';
import { exposedAssetUrls, parseRemoteManifest, remoteEntryUrl, type RemoteManifest } from './remote-manifest';

/** Placeholders the shell's HTML template carries (shell/src/index.html). */
export const BOOT_PLACEHOLDER = '<!--gagyeong:boot-->';
export const HEAD_PLACEHOLDER = '<!--gagyeong:head-->';

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
}

export interface HtmlRendererOptions {
  readonly distRoot: string;
  readonly config: SiteConfig;
  readonly remotes: RemotesMap;
  readonly log: FastifyBaseLogger;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
 * A preload is only used when its mode matches the real request: MF fetches manifests in CORS mode,
 * and scripts and styles from another origin load with `crossorigin` (MF's script plugin, webpack
 * and mini-css alike), while same-origin ones (relative URLs here) load without it.
 */
function preloadLink(as: 'fetch' | 'script' | 'style', href: string): string {
  const cors = as === 'fetch' || /^(https?:)?\/\//i.test(href) ? ' crossorigin' : '';
  return `<link rel="preload" as="${as}"${cors} href="${escapeAttribute(href)}">`;
}

/** Replaces the first occurrence literally (a `$` in the replacement must not be interpreted). */
function replaceLiteral(text: string, search: string, replacement: string): string {
  const index = text.indexOf(search);
  return index === -1 ? text : text.slice(0, index) + replacement + text.slice(index + search.length);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>준비 중</title></head>
<body><main><h1>사이트를 준비하고 있습니다</h1><p>잠시 후 다시 방문해 주세요.</p></main></body></html>
`;

/**
 * Renders the shell's index.html for a path: boot data (config + remotes map) inlined so the shell
 * starts loading remotes without another round trip, and preload hints for the route's remote.
 * Status 200 for a route of the table, 404 otherwise (the shell renders Not Found).
 */
export function createHtmlRenderer(options: HtmlRendererOptions) {
  const { distRoot, config, remotes, log } = options;
  const templatePath = path.join(distRoot, 'shell', 'dist', 'index.html');
  const templates = new FileCache((text) => text);
  const manifests = new FileCache(parseRemoteManifest);
  const boot = bootScript({ config, remotes });
  const warned = new Set<string>();

  function warnOnce(key: string, message: string, error?: unknown) {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(error === undefined ? {} : { err: error }, message);
  }

  /** The manifest file of a remote that this server hosts itself, or undefined. */
  function localManifestFile(url: string, remote: keyof RemotesMap): string | undefined {
    const prefix = remotePrefix(remote);
    if (!url.startsWith(prefix) || !url.endsWith('.json')) return undefined;
    const relative = decodeURIComponent(url.slice(prefix.length).split('?', 1)[0] ?? '');
    if (relative.split('/').includes('..')) return undefined;
    return path.join(distRoot, remoteFolder(remote), 'dist', relative);
  }

  async function readManifest(file: string): Promise<RemoteManifest | undefined> {
    try {
      return await manifests.get(file);
    } catch (error) {
      warnOnce(`manifest:${file}`, `cannot read ${file}; preload hints skipped`, error);
      return undefined;
    }
  }

  async function preloadHints(route: RouteEntry | undefined): Promise<string> {
    if (!route || isRedirect(route)) return '';
    const remote = remoteOf(route.module);
    const url = remotes[remote];
    // The map may point at remoteEntry.js directly instead of a manifest.
    if (!url.endsWith('.json')) return preloadLink('script', url);

    const links = [preloadLink('fetch', url)];
    const file = localManifestFile(url, remote);
    const manifest = file === undefined ? undefined : await readManifest(file);
    if (manifest) {
      links.push(preloadLink('script', remoteEntryUrl(manifest, url)));
      const assets = exposedAssetUrls(manifest, url, exposeOf(route.module));
      links.push(...assets.js.map((href) => preloadLink('script', href)));
      links.push(...assets.css.map((href) => preloadLink('style', href)));
    }
    return links.join('\n');
  }

  return {
    /** `pathname` as it arrived (percent-encoded or not), without the query string. */
    async render(pathname: string): Promise<RenderedPage> {
      const template = await templates.get(templatePath);
      if (template === undefined) {
        warnOnce('template', `${templatePath} is missing: run \`npm run build\` at the repository root`);
        return { status: 503, html: NOT_BUILT_PAGE };
      }
      warned.delete('template');
      if (!template.includes(BOOT_PLACEHOLDER)) {
        warnOnce('boot-placeholder', `${templatePath} has no ${BOOT_PLACEHOLDER} placeholder`);
      }
      const match = matchRoute(pathname);
      const html = replaceLiteral(
        replaceLiteral(template, BOOT_PLACEHOLDER, boot),
        HEAD_PLACEHOLDER,
        await preloadHints(match?.route),
      );
      return { status: match ? 200 : 404, html };
    },
  };
}

export type HtmlRenderer = ReturnType<typeof createHtmlRenderer>;
