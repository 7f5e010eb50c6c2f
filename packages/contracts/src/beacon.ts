/**
 * The names and bounds of telemetry beacons without their schemas
 * (docs/decisions/0057-telemetry-beacons.md): what the shell's main bundle needs to send one.
 * telemetry.ts, which builds the schemas (and every reader), re-exports them; a page that only
 * sends beacons need not carry those.
 */

export const TELEMETRY_PATH = '/api/telemetry';
/**
 * Firebase mode's collection of counters: one document per host, minute and kind, created whole
 * by the hosts, read by administrators (and, kind `remote`, by deployers), never changed
 * (firestore.rules).
 */
export const TELEMETRY_COLLECTION = 'telemetryMinutes';
/** Largest body the endpoint reads (a beacon is a few hundred bytes). */
export const TELEMETRY_BODY_LIMIT = 4096;
/** Events in one beacon. */
export const TELEMETRY_MAX_EVENTS = 12;
/** How long counters are kept. */
export const TELEMETRY_RETENTION_DAYS = 30;
/** Beacons one address may send per minute before the endpoint answers 429. */
export const TELEMETRY_RATE_PER_MINUTE = 60;

/** Longest selector a beacon may carry (web-vitals' attribution, before it is reduced). */
export const ELEMENT_MAX = 160;
/** The characters such a selector may have, as a character class's body (one list for both uses). */
const ELEMENT_CHARACTERS = String.raw`\w\-#.>:()[\]="' *+~,`;
export const ELEMENT = new RegExp(`^[${ELEMENT_CHARACTERS}]+$`);

/**
 * The LCP element as the speed view names it: a bounded vocabulary, never free text
 * (docs/decisions/0126-bounded-telemetry-storage-and-reports.md). The element's tag (`other` for
 * one the list lacks), after the nearest landmark it sits in, when there is one: `main>img`,
 * `header>h1`, `p`. Whatever a browser (or a forger) sends is reduced to it by `lcpElementOf`,
 * in the shell before sending and on the host before counting.
 */
export const LCP_LANDMARKS = ['main', 'header', 'footer', 'nav', 'aside', 'dialog', 'form'] as const;
export const LCP_TAGS = [
  'img',
  'image',
  'svg',
  'picture',
  'video',
  'canvas',
  'iframe',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'span',
  'a',
  'button',
  'li',
  'dd',
  'dt',
  'td',
  'th',
  'label',
  'strong',
  'em',
  'blockquote',
  'figure',
  'figcaption',
  'div',
  'section',
  'article',
  'input',
  'textarea',
  'select',
  'other',
] as const;

/** The vocabulary's name of an element with this tag inside this landmark (the shell has the element itself). */
export function lcpElementName(tag: string, landmark?: string): string {
  const lower = tag.toLowerCase();
  const named = (LCP_TAGS as readonly string[]).includes(lower) ? lower : 'other';
  const around = landmark?.toLowerCase();
  return around !== undefined && (LCP_LANDMARKS as readonly string[]).includes(around) ? `${around}>${named}` : named;
}

const TAG_OF_COMPOUND = /^([a-zA-Z][a-zA-Z0-9-]*)/;

/**
 * Reduces a CSS selector (web-vitals' `attribution.target`, e.g. `html>body>main>section.hero>img`)
 * to the vocabulary above, or undefined when it names no element.
 */
export function lcpElementOf(selector: string): string | undefined {
  const compounds = selector
    .slice(-ELEMENT_MAX * 4)
    .split(/\s*[>+~ ]\s*/)
    .filter((part) => part !== '');
  const last = compounds.pop();
  const tag = last === undefined ? undefined : TAG_OF_COMPOUND.exec(last)?.[1];
  if (tag === undefined) return undefined;
  for (let index = compounds.length - 1; index >= 0; index -= 1) {
    const around = TAG_OF_COMPOUND.exec(compounds[index]!)?.[1]?.toLowerCase();
    if (around !== undefined && (LCP_LANDMARKS as readonly string[]).includes(around)) {
      return lcpElementName(tag, around);
    }
  }
  return lcpElementName(tag);
}
