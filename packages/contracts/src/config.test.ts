import { browserEntryUrl, DEFAULT_SITE_CONFIG, parseBootData } from './config';

const remotes = {
  mf_marketing: '/remotes/mf-marketing/mf-manifest.json',
  mf_press: '/remotes/mf-press/mf-manifest.json',
  mf_leads: '/remotes/mf-leads/mf-manifest.json',
};

describe('parseBootData', () => {
  it('accepts the defaults with a full remotes map', () => {
    const result = parseBootData({ config: DEFAULT_SITE_CONFIG, remotes });
    expect(result.ok).toBe(true);
  });

  it('accepts a firebase backend', () => {
    const config = {
      ...DEFAULT_SITE_CONFIG,
      backend: { mode: 'firebase', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' } },
    };
    expect(parseBootData({ config, remotes }).ok).toBe(true);
  });

  it('accepts emulator addresses for a firebase backend, and only well-formed ones', () => {
    const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'demo-p', appId: 'a' };
    const withEmulators = (emulators: unknown) => ({
      config: { ...DEFAULT_SITE_CONFIG, backend: { mode: 'firebase', firebase: { ...firebase, emulators } } },
      remotes,
    });
    const good = { firestore: { host: '127.0.0.1', port: 8085 }, auth: { host: '127.0.0.1', port: 9099 } };
    expect(parseBootData(withEmulators(good)).ok).toBe(true);
    expect(parseBootData(withEmulators({ ...good, auth: { host: '127.0.0.1', port: 0 } })).ok).toBe(false);
    expect(parseBootData(withEmulators({ firestore: good.firestore })).ok).toBe(false);
  });

  it('names what is wrong', () => {
    const result = parseBootData({
      config: { ...DEFAULT_SITE_CONFIG, timeouts: { remoteLoadMs: 5 } },
      remotes: { ...remotes, mf_press: undefined },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.join('\n')).toMatch(/config\.timeouts\.remoteLoadMs/);
      expect(result.issues.join('\n')).toMatch(/remotes\.mf_press/);
    }
  });

  it('rejects a missing document', () => {
    expect(parseBootData(undefined).ok).toBe(false);
  });
});

describe('browserEntryUrl', () => {
  it('finds remoteEntry.js beside a manifest, on this origin or another, without the query', () => {
    expect(browserEntryUrl('/remotes/mf-press/mf-manifest.json')).toBe('/remotes/mf-press/remoteEntry.js');
    expect(browserEntryUrl('https://cdn.example/mf-press/v3/mf-manifest.json?v=3')).toBe(
      'https://cdn.example/mf-press/v3/remoteEntry.js',
    );
  });

  it('keeps an entry that already names the script', () => {
    expect(browserEntryUrl('https://cdn.example/mf-press/remoteEntry.js?v=3')).toBe(
      'https://cdn.example/mf-press/remoteEntry.js?v=3',
    );
  });
});
