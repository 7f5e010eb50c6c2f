import type { LiveEntry } from './live-map';
import {
  canaryHealth,
  countsByVersion,
  DEFAULT_CANARY_POLICY,
  failureRate,
  healthWindow,
  judgeCanary,
  judgeWindow,
  rollbackReason,
  summarizeRemoteHealth,
  type VersionCounts,
} from './remote-health';
import { distinctNetworks, foldEvent, NETWORK_SLOTS, type AggregateRow } from './telemetry';

const row = (minute: number, key: [string, string, string], count: number | number[]): AggregateRow => ({
  minute,
  kind: 'remote',
  key,
  buckets: Array.isArray(count) ? count : [count],
});
/** A networks sketch with the first `used` slots marked. */
const slots = (used: number, from = 0) =>
  Array.from({ length: NETWORK_SLOTS }, (_, index) => (index >= from && index < from + used ? 1 : 0));
/** Counts from enough networks unless said otherwise. */
const counts = (views: number, failed: number, viewNetworks = 10, failedNetworks = 10): VersionCounts => ({
  views,
  failed,
  failures: {},
  viewNetworks,
  failedNetworks,
});
const policy = DEFAULT_CANARY_POLICY;

describe('page views and failures per remote version', () => {
  it('folds a view and a failure into counts once per visitor, and the networks behind them once per network', () => {
    const page = { route: '/', device: 'phone' } as const;
    expect(foldEvent({ kind: 'remote-view', remote: 'mf_press', version: '1.0.0-a' }, page)).toEqual([
      { kind: 'remote', key: ['mf_press', '1.0.0-a', 'view'], bucket: 0, once: 'view:mf_press:1.0.0-a' },
      {
        kind: 'remote',
        key: ['mf_press', '1.0.0-a', 'networks:view'],
        bucket: 0,
        once: 'view:mf_press:1.0.0-a',
        per: 'network',
      },
    ]);
    const failure = foldEvent(
      { kind: 'remote-error', remote: 'mf_press', version: '1.0.0-a', failure: 'render' },
      page,
    );
    expect(failure).toEqual([
      { kind: 'remote', key: ['mf_press', '1.0.0-a', 'render'], bucket: 0, once: 'error:mf_press:1.0.0-a:render' },
      { kind: 'remote', key: ['mf_press', '1.0.0-a', 'failed'], bucket: 0, once: 'failed:mf_press:1.0.0-a' },
      {
        kind: 'remote',
        key: ['mf_press', '1.0.0-a', 'networks:failed'],
        bucket: 0,
        once: 'failed:mf_press:1.0.0-a',
        per: 'network',
      },
    ]);
  });

  it('counts networks as the slots a window’s rows used, whatever minutes and hosts they come from', () => {
    expect(distinctNetworks([])).toBe(0);
    expect(distinctNetworks(slots(1))).toBe(1);
    expect(distinctNetworks(slots(5))).toBe(5);
    // Slots shared by two networks are allowed for (linear counting): 32 slots ≈ 44 networks.
    expect(distinctNetworks(slots(32))).toBe(44);
  });

  it('sums a remote’s rows per version, over minutes and hosts, and ignores other remotes and kinds', () => {
    const rows: AggregateRow[] = [
      row(1, ['mf_press', 'v1', 'view'], 10),
      row(2, ['mf_press', 'v1', 'view'], 5),
      row(2, ['mf_press', 'v1', 'failed'], 2),
      row(2, ['mf_press', 'v1', 'render'], 2),
      row(2, ['mf_press', 'v1', 'network'], 1),
      row(1, ['mf_press', 'v1', 'networks:view'], slots(3)),
      // The same networks in another minute (or on another host) are the same networks.
      row(2, ['mf_press', 'v1', 'networks:view'], slots(4)),
      row(2, ['mf_press', 'v1', 'networks:failed'], slots(1, 10)),
      row(2, ['mf_press', 'v1', 'bogus'], 9),
      row(2, ['mf_leads', 'v1', 'view'], 99),
      { minute: 2, kind: 'vital', key: ['mf_press', 'v1', 'view'], buckets: [7] },
    ];
    expect(countsByVersion(rows, 'mf_press')).toEqual(
      new Map([
        ['v1', { views: 15, failed: 2, failures: { render: 2, network: 1 }, viewNetworks: 4, failedNetworks: 1 }],
      ]),
    );
    expect(failureRate(counts(0, 0))).toBeNull();
    // Failures without their page views never make more than 100 %.
    expect(failureRate(counts(2, 5))).toBe(1);
  });
});

describe('the canary judge', () => {
  it('waits for the minimum of visitors and of their networks, whatever their failures', () => {
    expect(judgeCanary(counts(49, 49), counts(1000, 0), policy).action).toBe('wait');
    // Fifty visitors from four networks (one subnet, or four addresses) decide nothing.
    expect(judgeCanary(counts(55, 55, 4, 4), counts(1000, 0), policy).action).toBe('wait');
    expect(judgeCanary(counts(55, 55, 5, 5), counts(1000, 0), policy).action).toBe('rollback');
  });

  it('rolls back only on failures from enough networks: one network cannot fail a healthy canary', () => {
    expect(judgeCanary(counts(100, 5, 30, 1), counts(1000, 0), policy).action).toBe('keep');
    expect(judgeCanary(counts(100, 5, 30, 4), counts(1000, 0), policy).action).toBe('keep');
    expect(judgeCanary(counts(100, 5, 30, 5), counts(1000, 0), policy).action).toBe('rollback');
  });

  it('rolls back a canary failing at least twice as often as the stable version, and at least 1 %', () => {
    expect(judgeCanary(counts(100, 2), counts(1000, 10), policy).action).toBe('rollback');
    expect(judgeCanary(counts(100, 1), counts(1000, 0), policy).action).toBe('rollback');
    // Twice a stable rate of 1 % is 2 %: 1.9 % keeps running.
    expect(judgeCanary(counts(1000, 19), counts(1000, 10), policy).action).toBe('keep');
    // Below the floor of 1 %, even against a perfect stable version.
    expect(judgeCanary(counts(1000, 9), counts(1000, 0), policy).action).toBe('keep');
  });

  it('holds the canary to the floor alone when the stable version has too few page views to compare', () => {
    expect(judgeCanary(counts(100, 5), counts(10, 9), policy).action).toBe('rollback');
    expect(judgeCanary(counts(100, 0), counts(10, 9), policy).action).toBe('keep');
  });

  it('reads the sliding window, never before the canary started', () => {
    const now = Date.parse('2026-11-27T10:30:30Z');
    const minute = Math.floor(now / 60_000);
    expect(judgeWindow('2026-11-27T10:28:10Z', now, policy)).toEqual({ from: minute - 2, to: minute });
    expect(judgeWindow('2026-11-27T08:00:00Z', now, policy)).toEqual({ from: minute - 9, to: minute });
  });

  it('judges a live entry’s canary against its stable version over the window, and says why in Korean', () => {
    const now = Date.parse('2026-11-27T10:30:30Z');
    const minute = Math.floor(now / 60_000);
    const entry: LiveEntry = {
      url: '/releases/mf-press/1.0.0-stable/mf-manifest.json',
      version: '1.0.0-stable',
      at: '2026-11-26T00:00:00Z',
      by: 'kim',
      canary: {
        url: '/releases/mf-press/1.0.0-canary/mf-manifest.json',
        version: '1.0.0-canary',
        at: '2026-11-27T10:25:00Z',
        by: 'kim',
        share: 10,
      },
    };
    const rows = [
      row(minute - 1, ['mf_press', '1.0.0-canary', 'view'], 60),
      row(minute - 1, ['mf_press', '1.0.0-canary', 'failed'], 12),
      row(minute - 1, ['mf_press', '1.0.0-canary', 'networks:view'], slots(20)),
      row(minute - 2, ['mf_press', '1.0.0-canary', 'networks:failed'], slots(7)),
      row(minute - 1, ['mf_press', '1.0.0-stable', 'view'], 500),
      row(minute - 1, ['mf_press', '1.0.0-stable', 'failed'], 5),
      // Before the canary started: not counted.
      row(minute - 8, ['mf_press', '1.0.0-canary', 'failed'], 40),
    ];
    const health = canaryHealth('mf_press', entry, rows, now, policy);
    expect(health).toMatchObject({
      canary: '1.0.0-canary',
      stable: '1.0.0-stable',
      action: 'rollback',
      canaryCounts: { views: 60, failed: 12 },
      stableCounts: { views: 500, failed: 5 },
    });
    const reason = rollbackReason(health!, policy);
    expect(reason).toBe(
      '자동 롤백(카나리 판정): mf_press 1.0.0-canary의 최근 6분 오류율 20.0% (60회 중 12회), 안정 버전 1.0.0-stable ' +
        '1.0% (500회 중 5회). 기준: 안정 버전의 2배 이상, 1.0% 이상, 최소 50회, 네트워크 5곳 이상(오류 7곳)',
    );
    expect(canaryHealth('mf_press', { ...entry, canary: null }, rows, now, policy)).toBeUndefined();
  });
});

describe('the chart’s figures', () => {
  it('cuts a period into whole steps ending now, and sums each version’s steps', () => {
    const now = Date.parse('2026-11-27T10:47:00Z');
    const window = healthWindow(24, now);
    expect(window.step).toBe(30);
    expect(((window.from % 30) + 30) % 30).toBe(0);
    expect(window.to - window.from).toBe(24 * 60 - 30 + 17);
    const rows = [
      row(window.from + 1, ['mf_marketing', 'v2', 'view'], 4),
      row(window.from + 29, ['mf_marketing', 'v2', 'view'], 6),
      row(window.from + 29, ['mf_marketing', 'v2', 'failed'], 1),
      row(window.from + 30, ['mf_marketing', 'v2', 'view'], 10),
      row(window.from + 31, ['mf_marketing', 'v1', 'view'], 50),
      row(window.from - 1, ['mf_marketing', 'v1', 'view'], 1000),
    ];
    const [marketing, press] = summarizeRemoteHealth(rows, window);
    expect(press).toEqual({ remote: 'mf_press', versions: [] });
    expect(marketing?.versions).toEqual([
      {
        version: 'v1',
        totals: { views: 50, failed: 0, failures: {}, viewNetworks: 0, failedNetworks: 0 },
        points: [{ minute: window.from + 30, views: 50, failed: 0 }],
      },
      {
        version: 'v2',
        totals: { views: 20, failed: 1, failures: {}, viewNetworks: 0, failedNetworks: 0 },
        points: [
          { minute: window.from, views: 10, failed: 1 },
          { minute: window.from + 30, views: 10, failed: 0 },
        ],
      },
    ]);
  });
});
