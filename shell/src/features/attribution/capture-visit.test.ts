import { ATTRIBUTION_STORAGE_KEY, readAttribution } from '@gagyeong/contracts/attribution';
import { captureVisit } from './capture-visit';

describe('captureVisit', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the first page of the visit in sessionStorage, and sets no cookie', () => {
    window.history.replaceState(null, '', '/?utm_source=naver&utm_campaign=spring');
    captureVisit();
    window.history.replaceState(null, '', '/Brand/intro?utm_source=other');
    captureVisit();
    expect(readAttribution(window.sessionStorage)).toMatchObject({
      landingPath: '/',
      utmSource: 'naver',
      utmCampaign: 'spring',
    });
    expect(document.cookie).toBe('');
  });

  it('does not throw when storage is blocked', () => {
    const blocked = {
      location: window.location,
      document,
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    expect(() => captureVisit(blocked)).not.toThrow();
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });
});
