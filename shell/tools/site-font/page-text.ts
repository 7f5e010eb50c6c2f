/**
 * The text a server-rendered page draws with the site font: the body's text nodes and the
 * attributes a browser paints (`placeholder`, the label of `<input type=submit|button>`), with
 * character references decoded. Scripts, styles, `<noscript>`, the head and comments are left out
 * (none of them is drawn with the page's font on a first view).
 */
export function htmlText(html: string): string {
  const bodyStart = html.search(/<body\b/i);
  const body = bodyStart === -1 ? html : html.slice(bodyStart);
  const withoutHidden = body
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const painted: string[] = [];
  for (const tag of withoutHidden.matchAll(/<[a-z][^>]*>/gi)) {
    const element = tag[0];
    const placeholder = attribute(element, 'placeholder');
    if (placeholder !== undefined) painted.push(placeholder);
    if (/^<input\b/i.test(element) && /^(submit|button|reset)$/i.test(attribute(element, 'type') ?? '')) {
      painted.push(attribute(element, 'value') ?? '');
    }
  }
  const text = withoutHidden.replace(/<[^>]*>/g, ' ');
  return decodeEntities([text, ...painted].join(' '));
}

function attribute(element: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(element);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const point = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Quoted strings of a stylesheet (`content: '※'`): generated content is drawn with the font too. */
export function cssText(css: string): string {
  return [...css.matchAll(/content\s*:\s*(["'])(.*?)\1/g)]
    .map((match) =>
      (match[2] ?? '').replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))),
    )
    .join('');
}
