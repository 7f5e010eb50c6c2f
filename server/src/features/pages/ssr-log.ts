import type { FastifyBaseLogger } from 'fastify';
import type { SSR_ERROR_CODES } from '@gagyeong/contracts/error-codes';

export type SsrErrorCode = (typeof SSR_ERROR_CODES)[keyof typeof SSR_ERROR_CODES];

/**
 * The one logger of the page pipeline's `GG-SSR-*` warnings (codes and descriptions in
 * `@gagyeong/contracts/error-codes`): each says `<code> <what>` once per key (a file, a module and
 * version, a path), so a failure that repeats on every request is one line, not a flood.
 */
export function createSsrLog(log: FastifyBaseLogger) {
  const warned = new Set<string>();
  return {
    warnOnce(code: SsrErrorCode, key: string, detail: string, fields: Record<string, unknown> = {}): void {
      if (warned.has(`${code}:${key}`)) return;
      warned.add(`${code}:${key}`);
      log.warn({ code, ...fields }, `${code} ${detail}`);
    },
    /** What was reported under `key` works again: report it again when it next fails. */
    recovered(code: SsrErrorCode, key: string): void {
      warned.delete(`${code}:${key}`);
    },
    info(fields: Record<string, unknown>, message: string): void {
      log.info(fields, message);
    },
  };
}

export type SsrLog = ReturnType<typeof createSsrLog>;
