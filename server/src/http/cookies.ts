/**
 * Minimal cookie reading and writing. (@fastify/cookie loads its parser with a dynamic import(),
 * which Jest cannot run without --experimental-vm-modules; one session cookie needs little code.)
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export interface CookieAttributes {
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
  readonly path?: string;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAge?: number;
}

/** A Set-Cookie header value. Names and values must be cookie-safe (ours are base64url). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) throw new Error(`invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + attributes.maxAge * 1000).toUTCString()}`);
  }
  if (attributes.path) parts.push(`Path=${attributes.path}`);
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join('; ');
}
