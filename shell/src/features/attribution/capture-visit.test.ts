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

  it('keeps a Naver ad click’s n_* parameters, cleaned, as naver / cpc with its keyword', () => {
    window.history.replaceState(
      null,
      '',
      '/?n_media=27758&n_keyword=%EA%B0%80%EA%B2%BD%E2%80%AE&n_query=%20%EA%B0%80%EA%B2%BD%EB%8F%99%20&n_rank=1',
    );
    captureVisit();
    expect(readAttribution(window.sessionStorage)).toMatchObject({
      landingPath: '/',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmTerm: '가경',
      naverMedia: '27758',
      naverKeyword: '가경',
      naverQuery: '가경동',
      naverRank: '1',
    });
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
