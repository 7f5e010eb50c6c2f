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

/** A CSS selector of the element that was the largest paint, as web-vitals' attribution names it. */
export const ELEMENT_MAX = 160;
/** The characters such a selector may have, as a character class's body (one list for both uses). */
const ELEMENT_CHARACTERS = String.raw`\w\-#.>:()[\]="' *+~,`;
export const ELEMENT = new RegExp(`^[${ELEMENT_CHARACTERS}]+$`);
const NOT_ELEMENT_CHARACTER = new RegExp(`[^${ELEMENT_CHARACTERS}]`, 'g');

/** Makes a selector fit the schema: characters outside it dropped, the specific (right) end kept. */
export function elementForBeacon(selector: string): string {
  const clean = selector.replace(NOT_ELEMENT_CHARACTER, '');
  return clean.length > ELEMENT_MAX ? clean.slice(clean.length - ELEMENT_MAX) : clean;
}
