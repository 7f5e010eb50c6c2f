import { DEFAULT_TELEMETRY_POLICY, type AggregateRow, type Beacon } from '@gagyeong/contracts/telemetry';
import { createTelemetryRecorder } from './telemetry-recorder';

/** The recorder's storage bound, as each store adds rows (docs/decisions/0126-bounded-telemetry-storage-and-reports.md). */
describe('the telemetry recorder’s bound', () => {
  const beacon = (value: number): Beacon => ({
    v: 1,
    view: 'abcdefgh12',
    page: { route: '/', device: 'phone' },
    events: [{ kind: 'vital', name: 'TTFB', value }],
  });

  function recorder(storage: 'rows' | 'documents') {
    const written: AggregateRow[][] = [];
    const at = Date.parse('2026-11-28T10:00:00Z');
    const created = createTelemetryRecorder({
      store: { add: async (rows) => void written.push([...rows]) },
      now: () => at,
      flushMs: 60_000,
      storage,
      policy: { ...DEFAULT_TELEMETRY_POLICY, vitalsPerNetwork: 100, rowsPerMinute: 100, vitalsRowsPerDay: 2 },
      warn: () => undefined,
    });
    return { created, written };
  }
  let visitor = 0;
  const sender = () => ({ bucket: `visitor${(visitor += 1)}`, network: '203.0.113.0/24' });

  it('counts a row of the database once a day: more visitors in the same bucket add nothing to the file', async () => {
    const { created } = recorder('rows');
    expect(created.record(beacon(300), sender())).toBe('counted');
    await created.flush();
    for (let index = 0; index < 5; index += 1) expect(created.record(beacon(300), sender())).toBe('counted');
    expect(created.record(beacon(900), sender())).toBe('counted');
    // A third row of the day is past the bound of two.
    expect(created.record(beacon(5000), sender())).toBe('dropped');
  });

  it('counts a Firestore entry once per flush: every flush writes the counters it touched anew', async () => {
    const { created, written } = recorder('documents');
    expect(created.record(beacon(300), sender())).toBe('counted');
    await created.flush();
    expect(created.record(beacon(300), sender())).toBe('counted');
    await created.flush();
    expect(created.record(beacon(300), sender())).toBe('dropped');
    await created.flush();
    // The dropped beacon is counted, outside the bound.
    expect(written.flat().find((row) => row.kind === 'intake')?.buckets).toEqual([1]);
  });
});
