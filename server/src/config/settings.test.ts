import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { DEFAULT_DATA_DIR, REPO_ROOT } from '../paths';
import { tempDir, writeFiles } from '../test-support/test-server';
import { loadSettings } from './settings';
import { ConfigError } from './site-config';

describe('server settings from the environment', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has working defaults', () => {
    const settings = loadSettings({});
    expect(settings.port).toBe(8080);
    expect(settings.host).toBe('127.0.0.1');
    expect(settings.app.dataDir).toBe(DEFAULT_DATA_DIR);
    expect(settings.app.distRoot).toBe(REPO_ROOT);
    expect(settings.app.sessionTtlMs).toBe(12 * 60 * 60 * 1000);
    expect(settings.app.config).toEqual({ ...DEFAULT_SITE_CONFIG, siteUrl: 'http://127.0.0.1:8080' });
    expect(settings.app.remotes).toEqual({
      mf_marketing: '/remotes/mf-marketing/mf-manifest.json',
      mf_press: '/remotes/mf-press/mf-manifest.json',
      mf_leads: '/remotes/mf-leads/mf-manifest.json',
    });
  });

  it('merges SITE_CONFIG_FILE over the defaults, then SITE_URL and REMOTE_LOAD_TIMEOUT_MS', () => {
    writeFiles(dir, {
      'site.json': JSON.stringify({
        siteSlug: '다음단지',
        leads: { popup: 'https://forms.example/f/1' },
        backend: { mode: 'firebase', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' } },
      }),
      'remotes.json': JSON.stringify({ mf_press: 'https://cdn.example/press/mf-manifest.json' }),
    });
    const settings = loadSettings(
      {
        PORT: '9090',
        SITE_CONFIG_FILE: 'site.json',
        REMOTES_FILE: 'remotes.json',
        SITE_URL: 'https://gagyeong.example.kr/',
        REMOTE_LOAD_TIMEOUT_MS: '5000',
        DATA_DIR: 'var/data',
        SESSION_TTL_MS: '60000',
        TRUST_PROXY: '1',
      },
      dir,
    );
    expect(settings.app.config).toEqual({
      siteSlug: '다음단지',
      siteUrl: 'https://gagyeong.example.kr',
      backend: { mode: 'firebase', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' } },
      leads: { ...DEFAULT_SITE_CONFIG.leads, popup: 'https://forms.example/f/1' },
      timeouts: { remoteLoadMs: 5000 },
      telemetry: DEFAULT_SITE_CONFIG.telemetry,
    });
    expect(settings.app.remotes?.mf_press).toBe('https://cdn.example/press/mf-manifest.json');
    expect(settings.app.remotes?.mf_leads).toBe('/remotes/mf-leads/mf-manifest.json');
    expect(settings.app.dataDir).toBe(path.join(dir, 'var', 'data'));
    expect(settings.app.sessionTtlMs).toBe(60_000);
    expect(settings.app.trustProxy).toEqual({ hops: 1 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT=eighty'],
    [{ REMOTE_LOAD_TIMEOUT_MS: '5' }, 'REMOTE_LOAD_TIMEOUT_MS=5'],
    [{ SITE_URL: 'not a url' }, 'siteUrl'],
    [{ SITE_CONFIG_FILE: 'missing.json' }, 'cannot read'],
    [{ SITE_CONFIG_FILE: 'bad.json' }, 'not valid JSON'],
    [{ SITE_CONFIG_FILE: 'typo.json' }, 'unknown key(s) sitSlug'],
    [{ SITE_CONFIG_FILE: 'wrong.json' }, 'timeouts.remoteLoadMs'],
    [{ REMOTES_FILE: 'remotes-typo.json' }, 'unknown key(s) mf_pres'],
  ])('refuses %j with a clear message', (env, message) => {
    writeFiles(dir, {
      'bad.json': '{ nope',
      'typo.json': JSON.stringify({ sitSlug: 'x' }),
      'wrong.json': JSON.stringify({ timeouts: { remoteLoadMs: 'soon' } }),
      'remotes-typo.json': JSON.stringify({ mf_pres: '/x.json' }),
    });
    expect(() => loadSettings(env, dir)).toThrow(ConfigError);
    expect(() => loadSettings(env, dir)).toThrow(message);
  });

  it('reads the lead notification channels and retry bounds, and refuses half a channel', () => {
    expect(loadSettings({}).app.notify).toEqual({ channels: { siteUrl: 'http://127.0.0.1:8080' }, policy: {} });
    const notify = loadSettings({
      SITE_URL: 'https://gagyeong.example',
      SMTP_URL: 'smtp://mail.example:587',
      NOTIFY_EMAIL_TO: 'sales@gagyeong.example',
      NOTIFY_WEBHOOK_URL: 'https://hooks.example/T/B/x',
      NOTIFY_GIVE_UP_MS: '60000',
    }).app.notify;
    expect(notify?.channels).toMatchObject({
      email: { smtpUrl: 'smtp://mail.example:587', to: ['sales@gagyeong.example'], from: 'noreply@gagyeong.example' },
      webhook: { url: 'https://hooks.example/T/B/x', format: 'chat', detail: 'full' },
    });
    expect(notify?.policy).toEqual({ giveUpAfterMs: 60_000 });
    expect(() => loadSettings({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(ConfigError);
    expect(() => loadSettings({ NOTIFY_WEBHOOK_URL: 'http://hooks.example/x' })).toThrow(/https/);
    expect(() => loadSettings({ NOTIFY_GIVE_UP_MS: 'soon' })).toThrow(ConfigError);
  });

  it('reads the canary judge’s interval and policy over the defaults, and telemetry’s rate and bounds', () => {
    const defaults = loadSettings({}).app;
    expect(defaults.canaryJudge).toEqual({
      intervalMs: 15_000,
      policy: { ratio: 2, minRate: 0.01, minViews: 50, minNetworks: 5, windowMinutes: 10 },
    });
    expect(defaults.telemetry?.rateLimit).toEqual({ max: 60, timeWindowMs: 60_000 });
    expect(defaults.telemetry?.policy).toEqual({
      perNetwork: 5,
      vitalsPerNetwork: 1,
      rowsPerMinute: 200,
      remoteRowsPerDay: 10_000,
      vitalsRowsPerDay: 3_000,
    });
    expect(defaults.accessAnchorFile).toMatch(/backups\/access-anchor\.log$/);
    const set = loadSettings({
      CANARY_JUDGE_INTERVAL_MS: '0',
      CANARY_JUDGE_RATIO: '3',
      CANARY_JUDGE_MIN_PERCENT: '0.5',
      CANARY_JUDGE_MIN_VIEWS: '200',
      CANARY_JUDGE_WINDOW_MINUTES: '30',
      CANARY_JUDGE_MIN_NETWORKS: '12',
      TELEMETRY_RATE_PER_MINUTE: '600',
      TELEMETRY_PER_NETWORK: '2',
      TELEMETRY_ROWS_PER_MINUTE: '50',
      TELEMETRY_VITALS_ROWS_PER_DAY: '900',
      BACKUP_DIR: '/srv/backups',
    }).app;
    expect(set.canaryJudge).toEqual({
      intervalMs: 0,
      policy: { ratio: 3, minRate: 0.005, minViews: 200, minNetworks: 12, windowMinutes: 30 },
    });
    expect(set.telemetry?.rateLimit?.max).toBe(600);
    expect(set.telemetry?.policy).toMatchObject({ perNetwork: 2, rowsPerMinute: 50, vitalsRowsPerDay: 900 });
    expect(set.accessAnchorFile).toBe('/srv/backups/access-anchor.log');
    expect(() => loadSettings({ TELEMETRY_ROWS_PER_DAY: '0', TELEMETRY_ROWS_PER_MINUTE: '0' })).toThrow(ConfigError);
    expect(() => loadSettings({ VISITOR_SECRET: 'short' })).toThrow(/VISITOR_SECRET: at least 32 characters/);
    expect(() => loadSettings({ CANARY_JUDGE_MIN_VIEWS: '0' })).toThrow(/CANARY_JUDGE_\*: minViews/);
    expect(() => loadSettings({ CANARY_JUDGE_RATIO: 'twice' })).toThrow('CANARY_JUDGE_RATIO=twice: expected a number');
    expect(() => loadSettings({ CANARY_JUDGE_MIN_PERCENT: '120' })).toThrow(ConfigError);
  });

  it('stops the server at start-up on an invalid config', () => {
    writeFiles(dir, { 'wrong.json': JSON.stringify({ siteUrl: 'ftp:/nope/' }) });
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', 'main.ts')], {
      env: {
        PATH: process.env.PATH ?? '',
        SITE_CONFIG_FILE: path.join(dir, 'wrong.json'),
        DATA_DIR: path.join(dir, 'data'),
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuration error, server not started');
    expect(result.stderr).toContain('siteUrl');
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  }, 60_000);
});
