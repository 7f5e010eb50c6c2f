import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import {
  loggedChange,
  parseDeployLogEntry,
  parseLiveEntry,
  type DeployLogEntry,
  type LiveEntry,
} from '@gagyeong/contracts/live-map';
import { ReleaseError } from './release-error';
import type { DeployLogPage, LiveMapChange, LiveMapStore, StoredLiveMap } from './live-map-store';

/**
 * The live map of local mode: `<releasesDir>/live.json`, per remote `{ url, version, at, by,
 * previous }`, and the log `<releasesDir>/deploy-log.jsonl`, one JSON object a line. Every change
 * rewrites the map whole (a temporary file, then a rename) under a lock file, so a host never
 * reads half a map and two deploys cannot lose one another's entry.
 */

export const LIVE_MAP_FILE = 'live.json';
export const DEPLOY_LOG_FILE = 'deploy-log.jsonl';

const LOCK_WAIT_MS = 5000;
const LOCK_STALE_MS = 30_000;

/** Writes a file whole: a temporary file beside it, then a rename (atomic on one file system). */
export function writeFileAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** Runs `change` holding `<file>.lock`. */
function withLock<T>(file: string, change: () => T): T {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS)
        throw new ReleaseError(`${lock} is held by another deploy; try again`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** live.json's text as stored entries: a JSON object whose keys are remote names, or a problem. */
export function parseLiveMapFile(text: string, source: string): StoredLiveMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${source}: not valid JSON (${(error as Error).message})` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: `${source}: expected an object of remotes, found ${Array.isArray(value) ? 'an array' : String(value)}` };
  }
  const unknown = Object.keys(value).filter((key) => !(REMOTE_NAMES as readonly string[]).includes(key));
  if (unknown.length > 0) {
    return { ok: false, problem: `${source}: unknown remote(s) ${unknown.join(', ')} (expected ${REMOTE_NAMES.join(', ')})` };
  }
  return { ok: true, entries: value };
}

/** Appends one line, after a newline when the file's last line was left unfinished. */
function appendLine(file: string, line: string): void {
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  let prefix = '';
  if (size > 0) {
    const last = Buffer.alloc(1);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, last, 0, 1, size - 1);
    } finally {
      fs.closeSync(fd);
    }
    if (last[0] !== 0x0a) prefix = '\n';
  }
  fs.appendFileSync(file, `${prefix}${line}\n`);
}

/** The log, line by line: a line that is not a log entry is skipped and counted, never fatal. */
export function readDeployLogFile(file: string, limit = Infinity): DeployLogPage {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], unreadable: { count: 0 } };
    throw error;
  }
  const entries: DeployLogEntry[] = [];
  let count = 0;
  let first: string | undefined;
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    const entry = parseDeployLogEntry(value);
    if (entry.ok) entries.push(entry.value);
    else {
      count += 1;
      first ??= `${file}:${index + 1}`;
    }
  });
  return { entries: entries.reverse().slice(0, limit), unreadable: { count, ...(first ? { first } : {}) } };
}

export function createFileLiveMapStore(releasesDir: string): LiveMapStore {
  const file = path.join(releasesDir, LIVE_MAP_FILE);
  const logFile = path.join(releasesDir, DEPLOY_LOG_FILE);

  function readNow(): StoredLiveMap {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, entries: {} };
      return { ok: false, problem: `${file}: cannot read (${(error as Error).message})` };
    }
    return parseLiveMapFile(text, file);
  }

  return {
    kind: 'file',
    where: file,
    read: async () => readNow(),

    async change({ remote, action, by, at, next, reason }: LiveMapChange): Promise<LiveEntry> {
      fs.mkdirSync(releasesDir, { recursive: true });
      return withLock(file, () => {
        const stored = readNow();
        if (!stored.ok) throw new ReleaseError(`${stored.problem}; fix or remove it, nothing was changed`);
        const raw = stored.entries[remote];
        let current: LiveEntry | undefined;
        if (raw !== undefined) {
          const parsed = parseLiveEntry(raw);
          if (!parsed.ok) throw new ReleaseError(`${file}: ${remote} ${parsed.problem}; fix or remove it, nothing was changed`);
          current = parsed.value;
        }
        const entry = next(current);
        writeFileAtomic(file, `${JSON.stringify({ ...stored.entries, [remote]: entry }, null, 2)}\n`);
        const changed = loggedChange(action, current, entry);
        const log: DeployLogEntry = {
          at,
          by,
          action,
          remote,
          version: changed.version,
          url: changed.url,
          from: changed.from,
          ...(changed.share === undefined ? {} : { share: changed.share }),
          ...(reason === undefined ? {} : { reason }),
        };
        appendLine(logFile, JSON.stringify(log));
        return entry;
      });
    },

    readLog: async (limit) => readDeployLogFile(logFile, limit),

    follow(listener) {
      // A stat per request is cheap next to rendering a page, and unlike a watcher it cannot miss a rename.
      let seen: string | undefined;
      return {
        poll() {
          const stat = fs.statSync(file, { throwIfNoEntry: false });
          const key = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
          if (key === seen) return;
          seen = key;
          listener.map(readNow());
        },
        stop: async () => undefined,
      };
    },

    close: async () => undefined,
  };
}
