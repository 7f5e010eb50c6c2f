import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { LeadRecord } from '@gagyeong/contracts/leads';
import { UTF8_BOM, csvHeaderLine, csvLine } from '@gagyeong/contracts/leads-csv';

/**
 * The export chunk by chunk, from batches of leads: BOM and header row first, then one chunk per
 * batch; CRLF line ends (RFC 4180).
 */
export function* csvChunks(batches: Iterable<readonly LeadRecord[]>): Generator<string> {
  yield `${UTF8_BOM}${csvHeaderLine()}\r\n`;
  for (const batch of batches) {
    if (batch.length > 0) yield `${batch.map(csvLine).join('\r\n')}\r\n`;
  }
}

/**
 * The export as a byte stream that hands the event loop back after every chunk, so pages, files
 * and lead submissions keep being answered while a large export is written.
 */
export function csvStream(batches: Iterable<readonly LeadRecord[]>): Readable {
  async function* chunks() {
    for (const chunk of csvChunks(batches)) {
      yield Buffer.from(chunk, 'utf8');
      await setImmediate();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
