import * as v from 'valibot';
import {
  BeaconSchema,
  bucketOf,
  elementForBeacon,
  foldEvent,
  p75,
  ratingOf,
  summarizeVitals,
  VITALS,
  type AggregateRow,
} from './telemetry';

describe('telemetry counters', () => {
  it('puts a value in the bucket whose lower bound is at or below it (the last is open)', () => {
    const { buckets } = VITALS.LCP;
    expect(buckets[bucketOf(buckets, 0)]).toBe(0);
    expect(buckets[bucketOf(buckets, 1399)]).toBe(1300);
    expect(buckets[bucketOf(buckets, 1400)]).toBe(1400);
    expect(buckets[bucketOf(buckets, 99_999)]).toBe(10_000);
    expect(VITALS.CLS.buckets[bucketOf(VITALS.CLS.buckets, 0.013)]).toBe(0.01);
  });

  it('reads the 75th percentile by nearest rank, as the bucket’s lower bound', () => {
    const { buckets } = VITALS.LCP;
    const counts = new Array<number>(buckets.length).fill(0);
    for (const value of [1000, 1200, 1400, 2000]) counts[bucketOf(buckets, value)]! += 1;
    expect(p75(buckets, counts)).toBe(1400);
    expect(p75(buckets, new Array<number>(buckets.length).fill(0))).toBeNull();
  });

  it('folds a vital into its histogram and, for LCP, the element counter', () => {
    const page = { route: '/', device: 'phone' } as const;
    expect(foldEvent({ kind: 'vital', name: 'LCP', value: 1400, element: 'h1' }, page)).toEqual({
      key: 'vital:LCP',
      increments: [
        { kind: 'vital', key: ['LCP', '/', 'phone'], bucket: bucketOf(VITALS.LCP.buckets, 1400) },
        { kind: 'lcp-element', key: ['/', 'phone', 'h1'], bucket: 0 },
      ],
    });
  });

  it('sums rows of several minutes and hosts, and skips rows that do not fit', () => {
    const bucket = (value: number) => bucketOf(VITALS.LCP.buckets, value);
    const histogram = (...values: number[]) => {
      const counts = new Array<number>(VITALS.LCP.buckets.length).fill(0);
      for (const value of values) counts[bucket(value)]! += 1;
      return counts;
    };
    const rows: AggregateRow[] = [
      { minute: 1, kind: 'vital', key: ['LCP', '/', 'phone'], buckets: histogram(1000, 3000) },
      { minute: 2, kind: 'vital', key: ['LCP', '/', 'phone'], buckets: histogram(1500, 1600) },
      { minute: 2, kind: 'vital', key: ['LCP', '/Brand/intro', 'desktop'], buckets: histogram(900) },
      { minute: 2, kind: 'vital', key: ['XYZ', '/', 'phone'], buckets: [5] },
      { minute: 1, kind: 'lcp-element', key: ['/', 'phone', 'h1'], buckets: [1] },
      { minute: 2, kind: 'lcp-element', key: ['/', 'phone', 'img'], buckets: [2] },
      { minute: 3, kind: 'lcp-element', key: ['/', 'phone', 'h1'], buckets: [2] },
    ];
    expect(summarizeVitals(rows)).toEqual([
      {
        route: '/',
        device: 'phone',
        samples: 4,
        p75: { LCP: 1600, INP: null, CLS: null, TTFB: null },
        lcpElement: { selector: 'h1', count: 3 },
      },
      {
        route: '/Brand/intro',
        device: 'desktop',
        samples: 1,
        p75: { LCP: 900, INP: null, CLS: null, TTFB: null },
        lcpElement: null,
      },
    ]);
  });

  it('rates by the published thresholds', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2600)).toBe('needs-improvement');
    expect(ratingOf('INP', 501)).toBe('poor');
    expect(ratingOf('CLS', 0.1)).toBe('good');
  });
});

describe('a beacon', () => {
  const valid = {
    v: 1,
    view: 'abcdef0123456789',
    page: { route: '/:site/press/:id', device: 'desktop' },
    events: [{ kind: 'vital', name: 'TTFB', value: 120 }],
  };

  it('names the page by its route pattern and device class only', () => {
    expect(v.is(BeaconSchema, valid)).toBe(true);
    expect(v.is(BeaconSchema, { ...valid, page: { route: '/가경파크시티/press/abc', device: 'desktop' } })).toBe(false);
    expect(v.is(BeaconSchema, { ...valid, page: { ...valid.page, url: 'https://x' } })).toBe(false);
  });

  it('bounds its events and their values', () => {
    expect(v.is(BeaconSchema, { ...valid, events: new Array(13).fill(valid.events[0]) })).toBe(false);
    expect(v.is(BeaconSchema, { ...valid, events: [{ kind: 'vital', name: 'CLS', value: 101 }] })).toBe(false);
    expect(v.is(BeaconSchema, { ...valid, events: [{ kind: 'vital', name: 'LCP', value: Infinity }] })).toBe(false);
  });

  it('carries a remote’s page view and failure by remote, version and failure kind, nothing else', () => {
    const event = (fields: Record<string, unknown>) => v.is(BeaconSchema, { ...valid, events: [fields] });
    expect(event({ kind: 'remote-view', remote: 'mf_press', version: '1.0.0-3f2a9c01de' })).toBe(true);
    expect(event({ kind: 'remote-view', remote: 'mf_press', version: 'url-0a1b2c3d' })).toBe(true);
    expect(event({ kind: 'remote-error', remote: 'mf_leads', version: 'url-0a1b2c3d', failure: 'hydration' })).toBe(
      true,
    );
    expect(event({ kind: 'remote-view', remote: 'shell', version: '1.0.0' })).toBe(false);
    expect(event({ kind: 'remote-view', remote: 'mf_press', version: '../../etc' })).toBe(false);
    expect(event({ kind: 'remote-view', remote: 'mf_press', version: 'x'.repeat(82) })).toBe(false);
    expect(event({ kind: 'remote-error', remote: 'mf_press', version: '1.0.0', failure: 'oops' })).toBe(false);
    expect(
      event({ kind: 'remote-error', remote: 'mf_press', version: '1.0.0', failure: 'render', stack: 'at x' }),
    ).toBe(false);
  });

  it('carries an element selector made safe: odd characters dropped, the specific end kept', () => {
    expect(elementForBeacon('div#«r1»>h1.title')).toBe('div#r1>h1.title');
    const long = `${'section>'.repeat(40)}h1#home-hero-title`;
    expect(elementForBeacon(long)).toHaveLength(160);
    expect(elementForBeacon(long).endsWith('h1#home-hero-title')).toBe(true);
  });
});
