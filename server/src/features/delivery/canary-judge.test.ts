import fs from 'node:fs';
import path from 'node:path';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import type { RemoteHealthReport } from '@gagyeong/contracts/remote-health';
import { manifestOf, releaseOf, writeFixtureDist } from '../../test-support/fixture-dist';
import { signedInCookie, startTestServer, type TestServer } from '../../test-support/test-server';
import {
  beacon,
  newVisitor,
  sendBeacon,
  subnet,
  visitorsOfGroup,
  type Visitor,
} from '../../test-support/telemetry-visitors';
import { createFileLiveMapStore } from '../releases/file-live-map-store';
import { deploy, rollback, startCanary } from '../releases/live-map';
import { HOST_JUDGE } from './remote-health-routes';
import { getsCanary } from './visitor-bucket';

/**
 * The host's canary judge in local mode (docs/decisions/0064-errors-per-version-and-the-canary-judge.md,
 * 0125-signed-visitors-and-the-canary-judge.md): beacons from visitors at real loopback addresses
 * reach the real endpoint with the signed buckets the host gave them, are counted in the real
 * database file, and the judge reads them and changes the real live map file. The attacks of the
 * abuse sweep are replayed with their numbers, and the remaining cost is pinned down.
 */
jest.setTimeout(30_000);

describe('the canary judge on a host', () => {
  let server: TestServer;
  let stable: string;
  let admin: string;
  const networks = { next: 0, first: 20 };
  const store = () => createFileLiveMapStore(server.releasesDir);
  const change = {
    remote: 'mf_marketing' as const,
    configuredUrl: '/remotes/mf-marketing/mf-manifest.json',
    by: 'kim',
  };
  // The defaults but 20 visitors (minNetworks 5, perNetwork 5, window 10 minutes).
  const MIN_VIEWS = 20;

  beforeAll(async () => {
    server = await startTestServer({
      canaryJudge: { intervalMs: 100, policy: { minViews: MIN_VIEWS } },
      telemetry: { flushMs: 100, rateLimit: { max: 100_000, timeWindowMs: 60_000 } },
    });
    writeFixtureDist(server.distRoot);
    stable = releaseOf(server, 'stable');
    admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
    await deploy(store(), { ...change, target: { url: manifestOf(stable), version: stable } });
  });
  afterAll(() => server.close());
  afterEach(async () => {
    if (liveEntry()?.canary) await rollback(store(), { remote: 'mf_marketing', by: 'kim', reason: 'test' });
    // A fresh window for the next test: what the last one counted is older than the judge's window.
    server.advance(11 * 60_000);
  });

  const events = (version: string, failures: readonly string[]) => [
    { kind: 'remote-view', remote: 'mf_marketing', version },
    ...failures.map((failure) => ({ kind: 'remote-error', remote: 'mf_marketing', version, failure })),
  ];
  /** One page view of mf_marketing in `version`, failing as given, as the shell's beacon sends it. */
  const pageView = async (visitor: Visitor, version: string, failures: readonly string[] = []) =>
    expect(
      (await visitor.send(beacon({ route: '/Brand/intro', device: 'phone' }, events(version, failures)))).status,
    ).toBe(204);

  /** mf_marketing's entry of the live map file, as the judge left it. */
  const liveEntry = () =>
    (JSON.parse(fs.readFileSync(path.join(server.releasesDir, 'live.json'), 'utf8')) as Record<string, LiveEntry>)
      .mf_marketing;

  const startFor = async (version: string) => {
    await startCanary(store(), { ...change, target: { url: manifestOf(version), version }, share: 50 });
    return { url: manifestOf(version), version, share: 50 };
  };
  /** Visitors of one group, each from a network of its own. */
  const visitorsOf = (canary: { url: string; version: string; share: number }, wanted: boolean, count: number) =>
    visitorsOfGroup(server, { remote: 'mf_marketing', canary, wanted, count, networks });

  const waitFor = async (what: () => Promise<boolean> | boolean, ms = 5000) => {
    const until = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** Long enough for a few judgements (every 100 ms) of what was flushed (every 100 ms). */
  const someJudgements = () => new Promise((resolve) => setTimeout(resolve, 600));

  const report = async (): Promise<RemoteHealthReport> => {
    const response = await fetch(`${server.baseUrl}/api/admin/remote-health?hours=1`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    return (await response.json()) as RemoteHealthReport;
  };
  const standing = async () => (await report()).canaries[0];

  it('rolls back a canary failing far more than the stable version under real visitors, and records why', async () => {
    const bad = releaseOf(server, 'bad');
    const canary = await startFor(bad);
    // Too few visitors yet: the judge waits, however bad they look.
    for (const visitor of await visitorsOf(canary, true, 10)) await pageView(visitor, bad, ['render']);
    await someJudgements();
    expect(liveEntry()?.canary).toMatchObject({ version: bad });
    expect(await standing()).toMatchObject({ remote: 'mf_marketing', canary: bad, stable, action: 'wait' });

    for (const visitor of await visitorsOf(canary, false, 30)) await pageView(visitor, stable);
    // Two kinds of failure in one page view are one failed visitor.
    for (const [index, visitor] of (await visitorsOf(canary, true, 10)).entries()) {
      await pageView(visitor, bad, index < 5 ? ['render', 'uncaught'] : []);
    }
    await waitFor(() => !liveEntry()?.canary);

    const [last] = (await store().readLog(1)).entries;
    expect(last).toMatchObject({ action: 'rollback', by: HOST_JUDGE, remote: 'mf_marketing', version: stable });
    // (The window is the minutes since the canary started: one, or two across a minute's turn.)
    expect(last?.reason).toMatch(
      new RegExp(
        `^자동 롤백\\(카나리 판정\\): mf_marketing ${bad}의 최근 [12]분 오류율 75\\.0% \\(20회 중 15회\\), ` +
          `안정 버전 ${stable} 0\\.0% \\(30회 중 0회\\)\\. 기준: 안정 버전의 2배 이상, 1\\.0% 이상, 최소 20회, ` +
          `네트워크 5곳 이상\\(오류 1[3-7]곳\\)$`,
      ),
    );
    const marketing = (await report()).remotes.find((remote) => remote.remote === 'mf_marketing');
    const totals = marketing?.versions.find((version) => version.version === bad)?.totals;
    expect(totals).toMatchObject({ views: 20, failed: 15, failures: { render: 15, uncaught: 5 } });
    // Networks are a sketch's estimate (contracts' distinctNetworks): close to the 20 and 15 there were.
    expect(Math.abs((totals?.viewNetworks ?? 0) - 20)).toBeLessThanOrEqual(3);
    expect(Math.abs((totals?.failedNetworks ?? 0) - 15)).toBeLessThanOrEqual(2);
  });

  it('keeps a healthy canary running, and never promotes it', async () => {
    const healthy = releaseOf(server, 'healthy');
    const canary = await startFor(healthy);
    for (const visitor of await visitorsOf(canary, true, 40)) await pageView(visitor, healthy);
    // Failures of the stable version make the canary look better, never live for everyone.
    for (const visitor of await visitorsOf(canary, false, 30)) await pageView(visitor, stable, ['network']);
    await waitFor(async () => (await standing())?.action === 'keep');
    await someJudgements();
    expect(liveEntry()).toMatchObject({ version: stable, canary: { version: healthy, share: 50 } });
    expect(await standing()).toMatchObject({
      canary: healthy,
      canaryCounts: { views: 40, failed: 0 },
      stableCounts: { views: 30, failed: 30 },
    });
  });

  describe('forged beacons (the abuse sweep, replayed)', () => {
    /** A healthy canary that real visitors are using: 30 of its visitors and 30 of the stable's, no failure. */
    const healthyUnderUse = async (marker: string) => {
      const version = releaseOf(server, marker);
      const canary = await startFor(version);
      for (const visitor of await visitorsOf(canary, true, 30)) await pageView(visitor, version);
      for (const visitor of await visitorsOf(canary, false, 30)) await pageView(visitor, stable);
      await waitFor(async () => (await standing())?.action === 'keep');
      return { version, canary };
    };
    const stillRuns = async (version: string) => {
      await someJudgements();
      expect(liveEntry()?.canary).toMatchObject({ version });
      return standing();
    };

    it('one address: 55 forged beacons (a view and a failure each) count nothing, nor 55 with buckets it asked for', async () => {
      const { version, canary } = await healthyUnderUse('forged-one');
      const from = '127.0.200.1';
      // As the sweep sent them: no bucket, then a bucket of its own making, then another host's.
      for (const cookie of [
        undefined,
        'gg_bucket=AAAAAAAAAAAAAAAAAAAAAA',
        'gg_bucket=b1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
      ]) {
        for (let index = 0; index < 55; index += 1) {
          const answer = await sendBeacon(
            server,
            beacon({ route: '/Brand/intro', device: 'phone' }, events(version, ['render'])),
            {
              from,
              ...(cookie ? { cookie } : {}),
            },
          );
          expect(answer.status).toBe(204);
        }
      }
      expect((await stillRuns(version))?.canaryCounts).toMatchObject({ views: 30, failed: 0 });
      // 55 buckets it asked the host for (110 requests): only those the map gives the canary may
      // report it, and one network counts for five visitors at most.
      let inCanary = 0;
      for (let index = 0; index < 55; index += 1) {
        const forger = await newVisitor(server, from);
        if (getsCanary(forger.bucket, 'mf_marketing', canary)) inCanary += 1;
        await pageView(forger, version, ['render']);
      }
      expect(inCanary).toBeGreaterThan(5);
      const after = await stillRuns(version);
      expect(after).toMatchObject({ action: 'keep', canaryCounts: { views: 35, failed: 5, failedNetworks: 1 } });
    });

    it('a subnet: thirty addresses of one /24 are one network', async () => {
      const { version, canary } = await healthyUnderUse('forged-subnet');
      for (const from of subnet(30)) {
        for (let index = 0; index < 4; index += 1) {
          const forger = await newVisitor(server, from);
          if (getsCanary(forger.bucket, 'mf_marketing', canary)) await pageView(forger, version, ['execution']);
        }
      }
      expect(await stillRuns(version)).toMatchObject({
        action: 'keep',
        canaryCounts: { failed: 5, failedNetworks: 1 },
      });
    });

    it('the cost that remains: five networks with four canary visitors each roll back an idle canary; four cannot', async () => {
      const version = releaseOf(server, 'forged-cost');
      const canary = await startFor(version);
      const forge = async (networkCount: number, each: number) => {
        for (let index = 0; index < networkCount; index += 1) {
          const from = `127.0.${210 + index + (networkCount === 4 ? 0 : 10)}.1`;
          let got = 0;
          while (got < each) {
            const forger = await newVisitor(server, from);
            if (!getsCanary(forger.bucket, 'mf_marketing', canary)) continue;
            await pageView(forger, version, ['render']);
            got += 1;
          }
        }
      };
      // Four networks, five visitors each: twenty visitors, but too few networks to judge.
      await forge(4, 5);
      expect(await stillRuns(version)).toMatchObject({ action: 'wait', canaryCounts: { views: 20, viewNetworks: 4 } });
      // A fifth network: judged, and rolled back.
      await forge(1, 4);
      await waitFor(() => !liveEntry()?.canary);
    });
  });

  it('answers the administrator only', async () => {
    expect((await fetch(`${server.baseUrl}/api/admin/remote-health`)).status).toBe(401);
  });
});
