import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@gagyeong/contracts';
import { defaultRemotesMap } from '../config/remotes';
import { contentSecurityPolicyDirectives, createContentSecurityPolicy } from './security-headers';

describe('content security policy', () => {
  it('allows only self, embeds and data: images by default (no inline script, no https upgrade on http)', () => {
    const csp = contentSecurityPolicyDirectives(DEFAULT_SITE_CONFIG, defaultRemotesMap());
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']?.some((source) => source.includes('recaptcha'))).toBe(false);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
        'https://my.matterport.com',
      ]),
    );
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('adds remote origins, lead endpoint origins and Firebase in firebase mode', () => {
    const config: SiteConfig = {
      ...DEFAULT_SITE_CONFIG,
      siteUrl: 'https://gagyeong.example.kr',
      backend: {
        mode: 'firebase',
        firebase: { apiKey: 'k', authDomain: 'gagyeong.firebaseapp.com', projectId: 'p', appId: 'a' },
      },
      leads: {
        popup: 'https://formspree.io/f/abc',
        visit: 'https://formspree.io/f/def',
        customer: '/api/leads/customer',
      },
    };
    const csp = contentSecurityPolicyDirectives(config, {
      ...defaultRemotesMap(),
      mf_press: 'https://cdn.example.kr/press/mf-manifest.json',
    });
    for (const directive of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      expect(csp[directive]).toContain('https://cdn.example.kr');
    }
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://formspree.io', 'https://*.googleapis.com', 'https://*.firebaseio.com']),
    );
    expect(csp['connect-src']?.filter((o) => o === 'https://formspree.io')).toHaveLength(1);
    expect(csp['form-action']).toContain('https://formspree.io');
    expect(csp['frame-src']).toContain('https://gagyeong.firebaseapp.com');
    // reCAPTCHA before an administrator's SMS code: by path, in firebase mode only.
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
    );
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  it('lets the browser reach the Firebase emulators only when the config names them', () => {
    const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-p', appId: 'a' };
    const withEmulators: SiteConfig = {
      ...DEFAULT_SITE_CONFIG,
      backend: {
        mode: 'firebase',
        firebase: {
          ...firebase,
          emulators: { firestore: { host: '127.0.0.1', port: 8540 }, auth: { host: '127.0.0.1', port: 8542 } },
        },
      },
    };
    const csp = contentSecurityPolicyDirectives(withEmulators, defaultRemotesMap());
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:8540', 'http://127.0.0.1:8542']));
    const production = contentSecurityPolicyDirectives(
      { ...DEFAULT_SITE_CONFIG, backend: { mode: 'firebase', firebase } },
      defaultRemotesMap(),
    );
    expect(
      production['connect-src']?.some((origin) => typeof origin === 'string' && origin.startsWith('http://')),
    ).toBe(false);
  });
});

describe('the policy of one request', () => {
  const policy = createContentSecurityPolicy(DEFAULT_SITE_CONFIG);

  it('allows exactly the origins of the map the request read', () => {
    const before = defaultRemotesMap();
    const after = { ...before, mf_press: 'https://press.team.example/1.0.1/mf-manifest.json' };
    expect(policy(before)).not.toContain('press.team.example');
    expect(policy(after)).toContain("script-src 'self' https://press.team.example;");
    // Back: the origin is no longer in the map, so no longer allowed.
    expect(policy({ ...after, mf_press: before.mf_press })).not.toContain('press.team.example');
  });

  it('adds a page’s own style sources to style-src only', () => {
    const header = policy(defaultRemotesMap(), { styleSources: ["'sha256-abc='"] });
    expect(header).toContain("style-src 'self' 'sha256-abc=';");
    expect(header).toContain("script-src 'self';");
    expect(policy(defaultRemotesMap())).not.toContain('sha256');
  });

  it('allows exactly the inline code a page carries, by hash, and no unsafe-inline anywhere', () => {
    const header = policy(defaultRemotesMap(), {
      styleSources: ["'sha256-a'"],
      styleAttributeSources: ["'sha256-b'", "'sha256-c'"],
      scriptSources: ["'sha256-d'"],
    });
    expect(header).toContain("style-src 'self' 'sha256-a';");
    expect(header).toContain("style-src-attr 'unsafe-hashes' 'sha256-b' 'sha256-c';");
    expect(header).toContain("script-src 'self' 'sha256-d';");
    expect(header).not.toContain('unsafe-inline');
    // Any other response: no style attribute, no inline style or script.
    const plain = policy(defaultRemotesMap());
    expect(plain).toContain("style-src-attr 'none';");
    expect(plain).not.toContain('unsafe-inline');
  });
});
