import { browserEntryUrl, exposeOf, remoteOf, type RemoteModuleKey } from '@gagyeong/contracts';
import { escapeHtml as escapeAttribute } from '@gagyeong/ui/escape-html';
import type { PageInputs } from './load-page-inputs';
import { exposedAssetUrls } from './remote-manifest';

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

function stylesheetLink(href: string, dataHref?: string): string {
  const data = dataHref === undefined ? '' : ` data-href="${escapeAttribute(dataHref)}"`;
  return `<link rel="stylesheet" href="${escapeAttribute(href)}"${data}>`;
}

/** Fonts are always fetched in CORS mode: a preload without `crossorigin` would be fetched twice. */
function fontPreload(href: string): string {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}">`;
}

/**
 * The font of a page, first in <head>: the route's own face (its @font-face, and the woff2
 * preloaded for a page the browser renders) when the build made one, else a preload of the
 * site-wide face. A server-rendered page paints its text before the face arrives (the face is
 * requested by the first layout, with fallback metrics: docs/decisions/0056-critical-css-and-first-paint.md),
 * so nothing there competes with the HTML. The site-wide face stays declared by the shell's CSS,
 * so text outside the route's face (another page reached in the browser) still finds its glyphs
 * (docs/decisions/0054-page-font-faces.md).
 */
function fontTags(inputs: PageInputs, rendered: boolean): string {
  const face = inputs.pageFace;
  if (face) return stylesheetLink(`/${face.css}`) + (rendered ? '' : fontPreload(`/${face.font}`));
  return inputs.shellAssets.fonts.map((file) => fontPreload(`/${file}`)).join('');
}

/**
 * The shell's own CSS (theme, fonts, layout) as stylesheets: without them a page rendered on the
 * server would show unstyled until the shell's script loaded them. `data-href` is the name the
 * browser's CSS loader looks for, so it takes these links as already loaded.
 */
function shellStylesheets(inputs: PageInputs): string {
  return inputs.shellAssets.css.map((file) => stylesheetLink(`/${file}`, file)).join('');
}

/**
 * Preload hints for the modules a page needs (entry, JS), and their CSS: as stylesheets when the
 * server rendered them (the HTML is styled before any script runs), as preloads otherwise. From the
 * map the request read, so the hints name the versions the page renders with.
 */
function remoteAssetTags(
  inputs: PageInputs,
  modules: readonly RemoteModuleKey[],
  rendered: readonly RemoteModuleKey[],
): string {
  const links: string[] = [];
  const add = (tag: string) => {
    if (!links.includes(tag)) links.push(tag);
  };
  for (const module of modules) {
    const remote = remoteOf(module);
    const url = inputs.remotes[remote];
    // The browser loads the container script beside the manifest (the manifest itself is read
    // here only); the map may also point at remoteEntry.js directly.
    add(preloadLink('script', browserEntryUrl(url)));
    const manifest = inputs.manifests.get(remote);
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

/**
 * The assemble step's <head>, in order: the page's font, the shell's CSS, the tags the page
 * rendered for itself (title, description, canonical, social tags: React hoists them), then the
 * remotes' CSS and hints. The paint step (first-paint.ts) then inlines a rendered page's critical
 * CSS where its first stylesheet is.
 */
export function assembleHead(
  inputs: PageInputs,
  modules: readonly RemoteModuleKey[],
  rendered: { readonly head: string; readonly modules: readonly RemoteModuleKey[] } | undefined,
): string {
  return [
    fontTags(inputs, rendered !== undefined),
    shellStylesheets(inputs),
    rendered?.head ?? '',
    remoteAssetTags(inputs, modules, rendered?.modules ?? []),
  ].join('');
}
