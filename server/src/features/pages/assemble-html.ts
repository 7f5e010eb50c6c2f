import {
  BOOT_DATA_ELEMENT_ID,
  LEAD_FORM_MODULES,
  type BootData,
  type RemotesMap,
  type ServerRender,
  type SiteConfig,
} from '@gagyeong/contracts';
import { knownAttribution, type Attribution } from '@gagyeong/contracts/attribution';
import { jsonForScript } from '@gagyeong/contracts/structured-data';
import { escapeHtml as escapeAttribute } from '@gagyeong/ui/escape-html';

/** Placeholders the shell's HTML template carries (shell/src/index.html). */
export const BOOT_PLACEHOLDER = '<!--gagyeong:boot-->';
export const HEAD_PLACEHOLDER = '<!--gagyeong:head-->';

/** Where React's server HTML goes (shell/src/index.html). */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** What a page answers while the shell is not built (503). */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>준비 중</title></head>
<body><main><h1>사이트를 준비하고 있습니다</h1><p>잠시 후 다시 방문해 주세요.</p></main></body></html>
`;

/** The elements of the template that only stand in for a page the server did not render. */
const STATIC_HEAD = /<(?:title|meta)\b[^>]*\bdata-static-head\b[^>]*>(?:[^<]*<\/title>)?/g;
const NOSCRIPT_BLOCK = /<noscript>[\s\S]*?<\/noscript>/;

/** The boot data as an inert JSON script, escaped so no value can close the element or open a comment. */
export function bootScript(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

/** Replaces the first occurrence literally (a `$` in the replacement must not be interpreted). */
export function replaceLiteral(text: string, search: string, replacement: string): string {
  const index = text.indexOf(search);
  return index === -1 ? text : text.slice(0, index) + replacement + text.slice(index + search.length);
}

/** A visit's attribution as hidden fields of a classic form (the template's no-JavaScript form). */
function hiddenAttributionFields(landing: Attribution): string {
  return Object.entries(knownAttribution(landing))
    .map(([field, value]) => `<input type="hidden" name="${field}" value="${escapeAttribute(value)}" />`)
    .join('');
}

export interface HtmlParts {
  readonly template: string;
  readonly config: SiteConfig;
  readonly remotes: RemotesMap;
  /** The version each remote of `remotes` goes by (the browser's telemetry reports it). */
  readonly versions?: BootData['versions'];
  /** HTML before the app's root, outside what React hydrates (a preview's banner). */
  readonly banner?: string;
  /** assemble-head.ts's tags. */
  readonly head: string;
  /** The server render: its body for #root and what it rendered; undefined: the browser renders. */
  readonly rendered: { readonly body: string; readonly head: string; readonly ssr: ServerRender } | undefined;
  /** The visit's attribution when the request starts one. */
  readonly landing: Attribution | undefined;
}

/**
 * The assemble step's page: the template with the head, the boot data (config, remotes map, what
 * was rendered: the browser hydrates without another round trip) and the app in #root. The
 * template's title and description stand in only where the page has none of its own; its
 * no-JavaScript visit form goes where the page renders a lead form, and carries the visit's
 * attribution where it stays.
 */
export function assembleHtml({
  template,
  config,
  remotes,
  versions,
  banner,
  head,
  rendered,
  landing,
}: HtmlParts): string {
  let html = rendered?.head.includes('<title>') ? template.replace(STATIC_HEAD, '') : template;
  html = replaceLiteral(html, HEAD_PLACEHOLDER, head);
  if (rendered?.ssr.modules.some((key) => LEAD_FORM_MODULES.includes(key))) html = html.replace(NOSCRIPT_BLOCK, '');
  html = replaceLiteral(
    html,
    BOOT_PLACEHOLDER,
    bootScript({ config, remotes, ...(versions ? { versions } : {}), ...(rendered ? { ssr: rendered.ssr } : {}) }),
  );
  if (rendered) html = replaceLiteral(html, ROOT_ELEMENT, `<div id="root">${rendered.body}</div>`);
  if (banner) html = replaceLiteral(html, '<div id="root">', `${banner}<div id="root">`);
  if (landing) {
    html = html.replace(NOSCRIPT_BLOCK, (block) =>
      block.replace('</form>', `${hiddenAttributionFields(landing)}</form>`),
    );
  }
  return html;
}
