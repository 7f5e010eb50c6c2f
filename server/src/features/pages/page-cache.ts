/**
 * The key of a kept page: the version of everything it was built from (load-page-inputs.ts: the
 * template's and asset lists' content, the manifests, the server builds, the remotes map), the path
 * as requested, the layout, and the variant of the cache policy.
 */
export function pageCacheKey(version: string, pathname: string, viewport: string, variant: string): string {
  return `${version}\n${pathname}\n${viewport}\n${variant}`;
}

/** A bounded map of rendered pages, least recently used first out. */
export class PageCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
