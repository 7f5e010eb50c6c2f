import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/**
 * The access records' anchor (docs/personal-data-safeguards.md, "접속기록의 끝 고정"): a second
 * file, beside the backups, to which the server appends the chain's head (its id and hash) after
 * every record it adds, and `npm run backup` the head of every backup it makes. Lines are only
 * ever appended. The database alone cannot roll the chain back past it: `npm run access:verify`
 * checks that every anchored record is still there with the same hash, so deleting the newest
 * records, or deleting them and writing others in their place, is found without a monthly
 * review. A line: `<ISO time> <id> <hash>`. The ids are numbered without gaps from the first kept
 * record, so the head's id is also how many records the chain had held.
 */
export const ACCESS_ANCHOR_FILE = 'access-anchor.log';

export interface AnchorLine {
  readonly at: string;
  readonly id: number;
  readonly hash: string;
  /** Line number in the file, from 1. */
  readonly line: number;
}

const LINE = /^(\S+) (\d{1,15}) ([0-9a-f]{64})$/;

export interface AccessAnchor {
  /** Appends the chain's head as it is now (after a commit). */
  appendHead(db: Database, at: number): void;
  readonly file: string;
}

/** The head of the chain in `db`: the newest record's id and hash, if any. */
export function chainHead(db: Database): { id: number; hash: string } | undefined {
  return statement<[], { id: number; hash: string }>(
    db,
    'SELECT id, hash FROM access_records ORDER BY id DESC LIMIT 1',
  ).get();
}

export function appendAnchorLine(file: string, head: { id: number; hash: string }, at: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // O_APPEND: a line is written whole at the end, whoever else appends (the server, a backup).
  fs.appendFileSync(file, `${new Date(at).toISOString()} ${head.id} ${head.hash}\n`, { mode: 0o600 });
}

export function createAccessAnchor(file: string, warn: (message: string, error: unknown) => void): AccessAnchor {
  let lastId = 0;
  return {
    file,
    appendHead(db, at) {
      const head = chainHead(db);
      if (!head || head.id === lastId) return;
      try {
        appendAnchorLine(file, head, at);
        lastId = head.id;
      } catch (error) {
        // The record is committed; a missing anchor line only weakens what verify can tell.
        warn(`access records: the anchor ${file} could not be written`, error);
      }
    },
  };
}

/** The anchor's lines, and those that are not lines of an anchor (a damaged or edited file). */
export function readAnchor(file: string): { lines: AnchorLine[]; unreadable: number[]; missing: boolean } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lines: [], unreadable: [], missing: true };
    throw error;
  }
  const lines: AnchorLine[] = [];
  const unreadable: number[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw === '') return;
    const match = LINE.exec(raw);
    if (match) lines.push({ at: match[1]!, id: Number(match[2]), hash: match[3]!, line: index + 1 });
    else unreadable.push(index + 1);
  });
  return { lines, unreadable, missing: false };
}
