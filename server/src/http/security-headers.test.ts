import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@gagyeong/contracts';
import { defaultRemotesMap } from '../config/remotes';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowInlineSources, type CspSource } from './inline-sources';
import { contentSecurityPolicyDirectives } from './security-headers';

const request = {} as IncomingMessage;
/** A directive's sources as helmet writes them for `response` (functions evaluated per response). */
const resolved = (sources: CspSource[] | undefined, response = {} as ServerResponse) =>
  (sources ?? []).map((source) => (typeof source === 'function' ? source(request, response) : source));

describe('content security policy', () => {
  it('allows only self, embeds and data: images by default (no inline script, no https upgrade on http)', () => {
    const csp = contentSecurityPolicyDirectives(DEFAULT_SITE_CONFIG, defaultRemotesMap());
    expect(resolved(csp['script-src'])).toEqual(["'self'", "'self'"]);
    expect(resolved(csp['style-src'])).toEqual(["'self'", "'self'"]);
    expect(resolved(csp['style-src-attr'])).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
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

  it('allows exactly the inline code a page response recorded, by hash', () => {
    const csp = contentSecurityPolicyDirectives(DEFAULT_SITE_CONFIG, defaultRemotesMap());
    const page = {} as ServerResponse;
    allowInlineSources(page, {
      styles: ["'sha256-a'"],
      styleAttributes: ["'sha256-b'", "'sha256-c'"],
      scripts: ["'sha256-d'"],
    });
    expect(resolved(csp['style-src'], page)).toEqual(["'self'", "'sha256-a'"]);
    expect(resolved(csp['style-src-attr'], page)).toEqual(["'unsafe-hashes' 'sha256-b' 'sha256-c'"]);
    expect(resolved(csp['script-src'], page)).toEqual(["'self'", "'sha256-d'"]);
    expect(JSON.stringify(Object.values(csp).map((sources) => resolved(sources, page)))).not.toContain('unsafe-inline');
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
