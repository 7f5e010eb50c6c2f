import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * Classic form bodies: one string per field; a repeated field stays an array (a type error later).
 * URLSearchParams rather than the plugin's default parser: it decodes exactly as browsers encode.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const params = new URLSearchParams(body);
  const fields = new Map<string, string | string[]>();
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields.set(key, values.length === 1 ? (values[0] ?? '') : values);
  }
  // fromEntries defines own properties, so a "__proto__" field cannot touch the prototype.
  return Object.fromEntries(fields);
}

/**
 * Adds the form-encoded parser to `app`'s scope only (the lead plugin's): the rest of the API stays
 * JSON-only. The route's own bodyLimit still bounds the body.
 */
export async function registerFormBody(app: FastifyInstance): Promise<void> {
  await app.register(formBody, { parser: parseFormBody });
}
