import * as v from 'valibot';
import {
  BeaconSchema,
  bucketOf,
  foldEvent,
  lcpElementOf,
  storedMinute,
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

  it('folds a vital into its histogram and, for LCP, the element counter, each once per visitor, metric and route', () => {
    const page = { route: '/', device: 'phone' } as const;
    expect(foldEvent({ kind: 'vital', name: 'LCP', value: 1400, element: 'main>section.hero>h1#title' }, page)).toEqual(
      [
        {
          kind: 'vital',
          key: ['LCP', '/', 'phone'],
          bucket: bucketOf(VITALS.LCP.buckets, 1400),
          once: 'vital:LCP:/:phone',
        },
        { kind: 'lcp-element', key: ['/', 'phone', 'main>h1'], bucket: 0, once: 'lcp:/:phone' },
      ],
    );
    // A selector that names no element counts no element.
    expect(foldEvent({ kind: 'vital', name: 'LCP', value: 1400, element: '#forged' }, page)).toHaveLength(1);
  });

  it('names the LCP element from a bounded vocabulary: a tag and its landmark, never free text', () => {
    expect(lcpElementOf('div#forged>span.attacker')).toBe('span');
    expect(lcpElementOf('html>body>div#root>header.top>div>img.logo')).toBe('header>img');
    expect(lcpElementOf('main>x-attacker-made-this-up')).toBe('main>other');
    expect(lcpElementOf('#home-hero-title')).toBeUndefined();
    // Idempotent: a name of the vocabulary stays itself.
    for (const name of ['main>img', 'p', 'other', 'footer>h2']) expect(lcpElementOf(name)).toBe(name);
  });

  it('keeps remote health per minute, the speed view per hour and the dropped count per day', () => {
    const minute = 29_000_000 + 61;
    expect(storedMinute('remote', minute)).toBe(minute);
    expect(storedMinute('vital', minute) % 60).toBe(0);
    expect(storedMinute('lcp-element', minute)).toBe(storedMinute('vital', minute));
    expect(storedMinute('intake', minute) % 1440).toBe(0);
    expect(minute - storedMinute('intake', minute)).toBeLessThan(1440);
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
      // Free text (a document written past the hosts) is no name of the vocabulary.
      { minute: 3, kind: 'lcp-element', key: ['/', 'phone', 'div#forged>span.attacker'], buckets: [90] },
    ];
    expect(summarizeVitals(rows)).toEqual([
      {
        route: '/',
        device: 'phone',
        samples: 4,
        p75: { LCP: 1600, INP: null, CLS: null, TTFB: null },
        visitors: { LCP: 4, INP: 0, CLS: 0, TTFB: 0 },
        lcpElement: { selector: 'h1', count: 3 },
      },
      {
        route: '/Brand/intro',
        device: 'desktop',
        samples: 1,
        p75: { LCP: 900, INP: null, CLS: null, TTFB: null },
        visitors: { LCP: 1, INP: 0, CLS: 0, TTFB: 0 },
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
});
