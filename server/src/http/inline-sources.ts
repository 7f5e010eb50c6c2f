import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The inline code a response carries, for its CSP: a server-rendered page inlines its critical CSS
 * (a `<style>`), React writes `style` attributes, and one fixed script requests the rest of the
 * page after its first paint (docs/decisions/0056-critical-css-and-first-paint.md). Each is
 * allowed by its hash, so the CSP needs no `'unsafe-inline'`. The page route records them on the
 * response; the CSP builder (security-headers.ts) asks the functions below per response.
 */
export interface InlineSources {
  /** `'sha256-…'` of each `<style>` element's text. */
  readonly styles: readonly string[];
  /** `'sha256-…'` of each distinct `style` attribute value. */
  readonly styleAttributes: readonly string[];
  /** `'sha256-…'` of each inline `<script>` that runs. */
  readonly scripts: readonly string[];
}

/** A CSP directive's value as helmet takes it: fixed, or computed per response. */
export type CspSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

const recorded = new WeakMap<ServerResponse, InlineSources>();

/** Records what a response inlines; its CSP must then be written again (`reply.helmet()`). */
export function allowInlineSources(response: ServerResponse, sources: InlineSources): void {
  recorded.set(response, sources);
}

/** Helmet needs a value: without hashes an entry repeats a source the directive already has. */
const or = (hashes: readonly string[] | undefined, otherwise: string) =>
  hashes && hashes.length > 0 ? hashes.join(' ') : otherwise;

/** `style-src` entries for this response: its style elements' hashes. */
export function inlineStyleSources(_request: IncomingMessage, response: ServerResponse): string {
  return or(recorded.get(response)?.styles, "'self'");
}

/**
 * `style-src-attr` for this response: exactly its style attributes (`'unsafe-hashes'` is what lets
 * a hash allow an attribute), else none. Styles set from script (CSSOM) are not attributes.
 */
export function inlineStyleAttributeSources(_request: IncomingMessage, response: ServerResponse): string {
  const hashes = recorded.get(response)?.styleAttributes ?? [];
  return hashes.length > 0 ? `'unsafe-hashes' ${hashes.join(' ')}` : "'none'";
}

/** `script-src` entries for this response: its inline scripts' hashes. */
export function inlineScriptSources(_request: IncomingMessage, response: ServerResponse): string {
  return or(recorded.get(response)?.scripts, "'self'");
}
