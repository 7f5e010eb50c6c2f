import fs from 'node:fs/promises';

/**
 * Reads a file and parses it once per modification: a rebuild (new mtime or size) is picked up on
 * the next request without a restart. Resolves undefined when the file does not exist.
 */
export class FileCache<T> {
  private readonly entries = new Map<string, { mtimeMs: number; size: number; value: T }>();

  constructor(private readonly parse: (text: string, filePath: string) => T) {}

  async get(filePath: string): Promise<T | undefined> {
    let stat;
    try {
      stat = await fs.stat(filePath);
    } catch {
      this.entries.delete(filePath);
      return undefined;
    }
    const cached = this.entries.get(filePath);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.value;
    const value = this.parse(await fs.readFile(filePath, 'utf8'), filePath);
    this.entries.set(filePath, { mtimeMs: stat.mtimeMs, size: stat.size, value });
    return value;
  }
}
