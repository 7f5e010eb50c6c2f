import { brotliCompressSync, constants } from 'node:zlib';

/**
 * A kept page compressed once at brotli's best quality (the host's on-the-fly compression uses a
 * fast level): the first response must fit the network's first round trip
 * (docs/decisions/0056-critical-css-and-first-paint.md), and a kept page is sent many times.
 */
export function brotliOnce(html: string): () => Buffer {
  let compressed: Buffer | undefined;
  return () => {
    compressed ??= brotliCompressSync(Buffer.from(html, 'utf8'), {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    return compressed;
  };
}

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
