import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import type { LeadRecord } from '@gagyeong/contracts/leads';
import { csvStream } from './leads-csv';

const lead = (i: number): LeadRecord => ({
  id: `id-${i}`,
  form: 'popup',
  name: `고객${i}`,
  phone: '010',
  message: '',
  consent: true,
  consentAt: '2025-01-01T00:00:00.000Z',
  consentVersion: 'v',
  userAgent: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'new',
  memo: '',
  closedAt: null,
  changedBy: null,
  changedAt: null,
  attribution: EMPTY_ATTRIBUTION,
});

describe('csvStream', () => {
  it('pulls one batch at a time and hands the event loop back between chunks', async () => {
    const pulled: number[] = [];
    function* batches() {
      for (let b = 0; b < 5; b += 1) {
        pulled.push(b);
        yield [lead(b * 2), lead(b * 2 + 1)];
      }
    }
    // Another request's work, waiting for the event loop: it must run between the chunks.
    let otherWork = 0;
    let running = true;
    const tick = () => {
      otherWork += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);

    const seen: { chunk: number; otherWork: number; pulled: number }[] = [];
    let index = 0;
    for await (const chunk of csvStream(batches())) {
      expect(Buffer.isBuffer(chunk)).toBe(true);
      seen.push({ chunk: index, otherWork, pulled: pulled.length });
      index += 1;
    }
    running = false;

    expect(seen).toHaveLength(6); // header, then 5 batches
    for (let i = 1; i < seen.length; i += 1) {
      expect(seen[i]!.otherWork).toBeGreaterThan(seen[i - 1]!.otherWork);
      // Lazily: batch i − 1 is read only when chunk i is wanted.
      expect(seen[i]!.pulled).toBe(i);
    }
  });
});
