// fontverter ships no types; this is the part of its API the site-font tool calls.
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt'): Promise<Buffer>;
}
