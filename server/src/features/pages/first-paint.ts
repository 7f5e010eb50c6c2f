import { createHash } from 'node:crypto';
import type { RemoteRoots } from '../../config/remotes';
import type { PageCspExtras } from '../../http/security-headers';
import { createCriticalCss } from './critical-css';
import type { FileReader } from './file-reader';
import { firstScreenImages } from './first-screen-images';
import { decodeEntities } from './html-entities';
import { servedFileReader } from './served-files';
import type { SsrLog } from './ssr-log';
import { textFaceOf } from './text-face';

/**
 * The paint step (after assemble): makes a server-rendered page paint from its first response
 * (docs/decisions/0056-critical-css-and-first-paint.md). Its result depends on the assembled HTML
 * and the files it names only (content-hashed stylesheets and images, listed in what the load
 * step versions), so it is kept with the page under the same key and costs nothing on a hit.
 * It rewrites the page so that:
 * - its critical CSS is one inline `<style>` where its first stylesheet was, and no stylesheet
 *   blocks rendering; its first screen's SVG artwork is inline too (first-screen-images.ts);
 * - nothing else is fetched before the first paint: the stylesheets (and with them the page's
 *   font face), the shell's script and the preloads of the route's remote scripts are requested by
 *   a small inline script once the first frame is painted, in the order the page listed them (the
 *   shell's script before the preloads);
 * - without JavaScript, the stylesheets come from a `<noscript>` copy of the links.
 * The page's CSP allows exactly the inline elements and style attributes the result carries: their
 * hashes are the page's extras to the per-request policy (http/security-headers.ts).
 */

export interface PaintedPage {
  readonly html: string;
  readonly csp: PageCspExtras;
  /**
   * Every stylesheet could be read. A page with one left linked (a file on another origin that did
   * not answer) is not kept: the next request tries again rather than keep a slower page.
   */
  readonly complete: boolean;
}

/** Id of the after-paint script (tests and the e2e fixtures look for it). */
export const AFTER_PAINT_ELEMENT_ID = 'gagyeong-after-paint';

/** An element the after-paint script adds to <head>: its tag and attributes, in order. */
export type AfterPaintElement = readonly [tag: 'link' | 'script', attributes: Readonly<Record<string, string>>];

/**
 * The after-paint script's code, called with the page's list: adds the elements (its stylesheets,
 * with `data-href`, the name webpack's CSS loading looks for; the shell's script; the preloads of
 * the remotes' scripts: all left <head>), in order and executed in order, in the task after the
 * first contentful paint has been presented (its `paint` entry); where the browser reports no
 * paint entries, in the task after the first animation frame; at the latest after a second (a
 * page hidden before its first frame has none). Presentation, not the frame's task, is what a
 * visitor sees and what the largest paint is timed by: a request started between the two would
 * share the link while the first screen is still on its way. The first screen's artwork is inline
 * SVG (first-screen-images.ts), drawn in that same frame. The list is the call's argument, so one
 * inline script does it all; its hash is the page's.
 */
export const AFTER_PAINT_CODE =
  '(function(list){var d=document,done=0;function go(){if(done)return;done=1;list.forEach(function(x){' +
  'var e=d.createElement(x[0]);for(var k in x[1])e.setAttribute(k,x[1][k]);e.async=false;d.head.appendChild(e)})}' +
  'function soon(){setTimeout(go,0)}setTimeout(go,1000);var P=window.PerformanceObserver;' +
  'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l,o){l.getEntries().forEach(function(e){' +
  'if(e.name=="first-contentful-paint"){o.disconnect();soon()}})}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(soon)})';

/** The woff2 files a face stylesheet at `href` names, as the page requests them (fonts load in CORS mode). */
export function faceFiles(css: string, href: string): string[] {
  const page = new URL('http://page.invalid/');
  const base = new URL(href, page);
  return [...css.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map((match) => {
    const url = new URL(match[1] ?? '', base);
    return url.origin === page.origin ? `${url.pathname}${url.search}` : url.href;
  });
}

/** The CSP source that allows exactly this inline element's text or attribute value. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A stylesheet link as the page writes it (any attribute order). */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/g;
/** A preload of a remote's script (assemble-head.ts), any attribute order. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g;
/** The shell's entry script of the template (html-webpack-plugin: `<script defer src>`). */
const DEFERRED_SCRIPT = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc="([^"]*)"[^>]*><\/script>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
/** `style` attributes React wrote. */
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

/** JSON inside a `<script>` element: `<` escaped so nothing can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Hashes of the distinct `style` attribute values of a page. */
function styleAttributeHashes(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ATTRIBUTE)].map((m) => decodeEntities(m[1] ?? '')))].map(cspHash);
}

export interface PaintStepOptions {
  readonly roots: RemoteRoots;
  /** The pipeline's one reader: stylesheets and images are read like every other input. */
  readonly files: FileReader;
  readonly ssrLog: SsrLog;
  /** A page links a text face (text-face.ts): its `<code>` and characters, to make it ahead. */
  readonly textFace?: (code: string, points: readonly number[]) => void;
}

/** The paint step of a server-rendered page's assembled HTML. */
export function createPaintStep({ roots, files, ssrLog, textFace: onTextFace }: PaintStepOptions) {
  const read = servedFileReader(files, roots);
  const criticalCss = createCriticalCss({
    read,
    unreadable: (href, error) =>
      ssrLog.warnOnce('GG-SSR-INLINE', href, `cannot read ${href}; it stays a render-blocking stylesheet`, {
        err: error,
      }),
  });
  const images = firstScreenImages(read, (href, error) =>
    ssrLog.warnOnce('GG-SSR-INLINE', href, `cannot read ${href}; the first screen's image stays a link`, {
      err: error,
    }),
  );

  return async function paint(rendered: string): Promise<PaintedPage> {
    const html = await images.inline(rendered);
    const headEnd = html.indexOf('</head>');
    const bodyEnd = html.lastIndexOf('</body>');
    const unchanged = (complete: boolean): PaintedPage => ({
      html,
      csp: { styleAttributeSources: styleAttributeHashes(html) },
      complete,
    });
    if (headEnd === -1 || bodyEnd < headEnd) return unchanged(true);
    const head = html.slice(0, headEnd);
    const links = [...head.matchAll(STYLESHEET_LINK)].map((match) => ({
      tag: match[0],
      start: match.index,
      href: decodeEntities(attribute(match[0], 'href') ?? ''),
      dataHref: attribute(match[0], 'data-href'),
    }));
    if (links.length === 0) return unchanged(true);
    const critical = await criticalCss.rules(
      html,
      links.map((link) => link.href),
    );
    const moved = links.filter((link) => critical.read.has(link.href));
    if (moved.length === 0) return unchanged(false);
    const scripts = [...head.matchAll(DEFERRED_SCRIPT)].map((match) => ({
      tag: match[0],
      start: match.index,
      src: decodeEntities(match[1] ?? ''),
    }));

    const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map((match) => ({
      tag: match[0],
      start: match.index,
      href: decodeEntities(attribute(match[0], 'href') ?? ''),
      crossorigin: /\scrossorigin\b/.test(match[0]),
    }));

    const style = `<style>${critical.css.replace(/<\/style/gi, '<\\/style')}</style>`;
    // The style takes the first moved link's place (its position in the cascade); the moved
    // links, the entry script and the script preloads leave; a sheet that could not be read
    // stays where it was.
    const cuts = [...moved, ...scripts, ...preloads].sort((a, b) => a.start - b.start);
    let out = '';
    let cursor = 0;
    for (const cut of cuts) {
      out += head.slice(cursor, cut.start) + (cut === moved[0] ? style : '');
      cursor = cut.start + cut.tag.length;
    }
    out += head.slice(cursor);
    // The page's text face (text-face.ts) follows its route's face, when the page draws
    // characters that face lacks (a press article).
    const face = moved.find((link) => /\/page-fonts\/[^/]+\.css$/.test(link.href));
    const faceCss = face && (await read(face.href).catch(() => undefined))?.text;
    const textFace = faceCss === undefined ? undefined : textFaceOf(html, faceCss);
    if (textFace) onTextFace?.(textFace.code, textFace.points);
    const styles = moved.flatMap((link) =>
      link === face && textFace
        ? [link, { tag: `<link rel="stylesheet" href="${textFace.href}">`, href: textFace.href }]
        : [link],
    );
    // The route's face file is requested with its stylesheet, not a round trip later: a browser
    // asks for a face only once its stylesheet is parsed and text needs it, and WebKit then drew
    // the interactive header in the fallback face for most of a second.
    const fonts = face && faceCss !== undefined ? faceFiles(faceCss, face.href) : [];
    out += `<noscript>${styles.map((link) => link.tag).join('')}</noscript>`;
    out += html.slice(headEnd, bodyEnd);
    const list: AfterPaintElement[] = [
      ...styles.map((link): AfterPaintElement => {
        const dataHref = 'dataHref' in link ? link.dataHref : undefined;
        return ['link', { rel: 'stylesheet', href: link.href, ...(dataHref ? { 'data-href': dataHref } : {}) }];
      }),
      ...fonts.map((href): AfterPaintElement => [
        'link',
        { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href },
      ]),
      ...scripts.map((script): AfterPaintElement => ['script', { src: script.src }]),
      ...preloads.map((preload): AfterPaintElement => [
        'link',
        {
          rel: 'preload',
          as: 'script',
          ...(preload.crossorigin ? { crossorigin: '' } : {}),
          fetchpriority: 'low',
          href: preload.href,
        },
      ]),
    ];
    const script = `${AFTER_PAINT_CODE}(${scriptJson(list)});`;
    out += `<script id="${AFTER_PAINT_ELEMENT_ID}">${script}</script>`;
    out += html.slice(bodyEnd);
    return {
      html: out,
      csp: {
        styleSources: [cspHash(style.slice('<style>'.length, -'</style>'.length))],
        styleAttributeSources: styleAttributeHashes(out),
        scriptSources: [cspHash(script)],
      },
      complete: moved.length === links.length,
    };
  };
}

export type PaintStep = ReturnType<typeof createPaintStep>;
