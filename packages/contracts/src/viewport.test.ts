import { MOBILE_MEDIA_QUERY } from './site';
import { assumedMatch, viewportHintOf } from './viewport';

describe('viewport hint', () => {
  it('takes Chromium’s Sec-CH-UA-Mobile over the user agent', () => {
    expect(viewportHintOf({ chUaMobile: '?1', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('mobile');
    expect(viewportHintOf({ chUaMobile: '?0', userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148' })).toBe('desktop');
  });

  it('reads phones from the user agent, tablets and desktops as desktop', () => {
    expect(
      viewportHintOf({
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
      }),
    ).toBe('mobile');
    expect(
      viewportHintOf({ userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) Chrome/131.0 Mobile Safari/537.36' }),
    ).toBe('mobile');
    expect(viewportHintOf({ userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36' })).toBe(
      'desktop',
    );
    expect(viewportHintOf({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' })).toBe(
      'desktop',
    );
    expect(viewportHintOf({})).toBe('desktop');
  });

  it('assumes only the mobile layout query, and only for a phone', () => {
    expect(assumedMatch(MOBILE_MEDIA_QUERY, 'mobile')).toBe(true);
    expect(assumedMatch(MOBILE_MEDIA_QUERY, 'desktop')).toBe(false);
    expect(assumedMatch('(prefers-reduced-motion: reduce)', 'mobile')).toBe(false);
  });
});
