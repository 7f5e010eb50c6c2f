import type { ServedFileReader } from './served-files';

/**
 * The first screen's own artwork in the first response (docs/decisions/0056-critical-css-and-first-paint.md):
 * an `<img fetchpriority="high">` (what a page marks as its first screen's image) whose source is
 * an SVG this host serves gets it inline as a `data:` URL, so the page's largest paint needs no
 * second request. The browser's script renders the same element with the file's URL after
 * navigating; hydration keeps the server's attribute. Larger files and other formats stay links.
 */
export const INLINE_IMAGE_MAX_BYTES = 32 * 1024;

const FIRST_SCREEN_IMAGE = /<img\b(?=[^>]*\bfetchpriority="high")[^>]*>/gi;
const SRC = /\bsrc="([^"]*)"/;
/** React writes a preload for each high-priority image; an inlined one needs none. */
const IMAGE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/gi;
const HREF = /\bhref="([^"]*)"/;

/**
 * A data URL of SVG text: percent-encoded where a URL needs it, readable elsewhere. Its attributes
 * are quoted with `'` where the text has none (a `"` would be `%22`, three bytes), so the page is
 * smaller before and after compression.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.replace(/\s+/g, ' ').trim();
  const quoted = text.includes("'") ? text : text.replace(/"/g, "'");
  const encoded = encodeURIComponent(quoted).replace(/%(20|2F|3A|3D|2C|3B|40|21|28|29)/g, (_, hex: string) =>
    hex === '20' ? '%20' : String.fromCharCode(parseInt(hex, 16)),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** The first-screen image step's reader: the SVG's text, or undefined (the image stays a link). */
export function firstScreenImages(read: ServedFileReader, unreadable: (href: string, error?: unknown) => void) {
  async function dataUrlOf(href: string): Promise<string | undefined> {
    if (!/\.svg$/i.test(href.split(/[?#]/, 1)[0] ?? '')) return undefined;
    try {
      const svg = (await read(href))?.text;
      if (svg === undefined) unreadable(href);
      return svg !== undefined && Buffer.byteLength(svg) <= INLINE_IMAGE_MAX_BYTES ? svgDataUrl(svg) : undefined;
    } catch (error) {
      unreadable(href, error);
      return undefined;
    }
  }

  return {
    /** The page with its first-screen SVG images inline. */
    async inline(html: string): Promise<string> {
      const tags = [...html.matchAll(FIRST_SCREEN_IMAGE)];
      if (tags.length === 0) return html;
      const inlined = new Set<string>();
      const replaced = await Promise.all(
        tags.map(async (match) => {
          const src = SRC.exec(match[0])?.[1];
          if (!src || src.startsWith('data:') || src.includes('&')) return match[0];
          const url = await dataUrlOf(src);
          if (!url) return match[0];
          inlined.add(src);
          return match[0].replace(SRC, `src="${url}"`);
        }),
      );
      let out = '';
      let cursor = 0;
      tags.forEach((match, index) => {
        out += html.slice(cursor, match.index) + replaced[index];
        cursor = match.index + match[0].length;
      });
      out += html.slice(cursor);
      return out.replace(IMAGE_PRELOAD, (tag) => (inlined.has(HREF.exec(tag)?.[1] ?? '') ? '' : tag));
    },
  };
}
