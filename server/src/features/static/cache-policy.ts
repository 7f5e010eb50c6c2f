/** Files whose name never changes between builds: browsers must revalidate them (docs/architecture.md §5). */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a file under a dist/ folder: entries and HTML no-cache, hashed files immutable. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(Math.max(filePath.lastIndexOf('/'), filePath.lastIndexOf('\\')) + 1);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return IMMUTABLE;
}
