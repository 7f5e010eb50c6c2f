/**
 * The in-memory throttles' table: a Map of at most `maxKeys` entries, oldest first, so a flood of
 * distinct clients cannot grow memory without limit. `refresh` makes an entry the newest, `trim`
 * forgets the oldest while over the bound, `current` drops an entry that has run out.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxKeys: number) {
    super();
  }

  /** Sets `key` as the newest entry (a Map keeps insertion order). */
  refresh(key: K, value: V): this {
    this.delete(key);
    return this.set(key, value);
  }

  /** Forgets the oldest entries while there are more than the bound. */
  trim(): void {
    for (const key of this.keys()) {
      if (this.size <= this.maxKeys) break;
      this.delete(key);
    }
  }

  /** The entry of `key`, unless `expired` says it has run out (then it is forgotten). */
  current(key: K, expired: (value: V) => boolean): V | undefined {
    const value = this.get(key);
    if (value !== undefined && expired(value)) {
      this.delete(key);
      return undefined;
    }
    return value;
  }
}
