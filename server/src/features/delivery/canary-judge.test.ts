import fs from 'node:fs';
import path from 'node:path';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import type { RemoteHealthReport } from '@gagyeong/contracts/remote-health';
import { manifestOf, releaseOf, writeFixtureDist } from '../../test-support/fixture-dist';
import { signedInCookie, startTestServer, type TestServer } from '../../test-support/test-server';
import { createFileLiveMapStore } from '../releases/file-live-map-store';
import { deploy, startCanary } from '../releases/live-map';
import { HOST_JUDGE } from './remote-health-routes';

/**
 * The host's canary judge in local mode (docs/decisions/0064-errors-per-version-and-the-canary-judge.md):
 * beacons from browsers reach the real endpoint, are counted in the real database file, and the
 * judge reads them and changes the real live map file.
 */
describe('the canary judge on a host', () => {
  let server: TestServer;
  let stable: string;
  let bad: string;
  let healthy: string;
  let admin: string;
  let views = 0;
  const store = () => createFileLiveMapStore(server.releasesDir);
  const change = {
    remote: 'mf_marketing' as const,
    configuredUrl: '/remotes/mf-marketing/mf-manifest.json',
    by: 'kim',
  };

  beforeAll(async () => {
    server = await startTestServer({
      canaryJudge: { intervalMs: 100, policy: { minViews: 20 } },
      telemetry: { rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
    writeFixtureDist(server.distRoot);
    stable = releaseOf(server, 'stable');
    bad = releaseOf(server, 'bad');
    healthy = releaseOf(server, 'healthy');
    admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
    await deploy(store(), { ...change, target: { url: manifestOf(stable), version: stable } });
  });
  afterAll(() => server.close());

  /** One page view of mf_marketing in `version`, failing as given, as the shell's beacon sends it. */
  const pageView = (version: string, failures: string[] = []) =>
    fetch(`${server.baseUrl}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.baseUrl },
      body: JSON.stringify({
        v: 1,
        view: `judge${String((views += 1)).padStart(8, '0')}`,
        page: { route: '/Brand/intro', device: 'phone' },
        events: [
          { kind: 'remote-view', remote: 'mf_marketing', version },
          ...failures.map((failure) => ({ kind: 'remote-error', remote: 'mf_marketing', version, failure })),
        ],
      }),
    }).then((response) => expect(response.status).toBe(204));

  /** mf_marketing's entry of the live map file, as the judge left it. */
  const liveEntry = () =>
    (JSON.parse(fs.readFileSync(path.join(server.releasesDir, 'live.json'), 'utf8')) as Record<string, LiveEntry>)
      .mf_marketing;
  const canaryNow = async () => liveEntry()?.canary;

  const waitFor = async (what: () => Promise<boolean>, ms = 5000) => {
    const until = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const report = async (): Promise<RemoteHealthReport> => {
    const response = await fetch(`${server.baseUrl}/api/admin/remote-health?hours=1`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    return (await response.json()) as RemoteHealthReport;
  };

  it('rolls back a canary failing far more than the stable version, and records why', async () => {
    await startCanary(store(), { ...change, target: { url: manifestOf(bad), version: bad }, share: 50 });
    // Too few page views yet: the judge waits, however bad they look.
    for (let index = 0; index < 10; index += 1) await pageView(bad, ['render']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await canaryNow()).toMatchObject({ version: bad });
    expect((await report()).canaries).toEqual([
      expect.objectContaining({ remote: 'mf_marketing', canary: bad, stable, action: 'wait' }),
    ]);

    for (let index = 0; index < 30; index += 1) await pageView(stable);
    // Two kinds of failure in one page view are one failed page view.
    for (let index = 0; index < 10; index += 1) await pageView(bad, index < 5 ? ['render', 'uncaught'] : []);
    await waitFor(async () => !(await canaryNow()));

    const [last] = (await store().readLog(1)).entries;
    expect(last).toMatchObject({ action: 'rollback', by: HOST_JUDGE, remote: 'mf_marketing', version: stable });
    // (The window is the minutes since the canary started: one, or two across a minute's turn.)
    expect(last?.reason).toMatch(
      new RegExp(
        `^자동 롤백\\(카나리 판정\\): mf_marketing ${bad}의 최근 [12]분 오류율 75\\.0% \\(20회 중 15회\\), ` +
          `안정 버전 ${stable} 0\\.0% \\(30회 중 0회\\)\\. 기준: 안정 버전의 2배 이상, 1\\.0% 이상, 최소 20회$`,
      ),
    );
    // The chart's figures: each version's page views and failures, by kind.
    const marketing = (await report()).remotes.find((remote) => remote.remote === 'mf_marketing');
    expect(marketing?.versions.find((version) => version.version === bad)?.totals).toEqual({
      views: 20,
      failed: 15,
      failures: { render: 15, uncaught: 5 },
    });
  });

  it('keeps a healthy canary running, and never promotes it', async () => {
    await startCanary(store(), { ...change, target: { url: manifestOf(healthy), version: healthy }, share: 50 });
    for (let index = 0; index < 40; index += 1) await pageView(healthy);
    // Failures of the stable version make the canary look better, never live for everyone.
    for (let index = 0; index < 30; index += 1) await pageView(stable, ['network']);
    await waitFor(async () => (await report()).canaries[0]?.action === 'keep');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(liveEntry()).toMatchObject({ version: stable, canary: { version: healthy, share: 50 } });
    const [standing] = (await report()).canaries;
    expect(standing).toMatchObject({
      canary: healthy,
      canaryCounts: { views: 40, failed: 0 },
      stableCounts: { failed: 30 },
    });
    // (The stable version's page views of the test before may fall in the same minutes.)
    expect(standing?.stableCounts.views).toBeGreaterThanOrEqual(30);
  });

  it('answers the administrator only', async () => {
    expect((await fetch(`${server.baseUrl}/api/admin/remote-health`)).status).toBe(401);
  });
});
