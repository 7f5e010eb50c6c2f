import * as v from 'valibot';
import {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_STORAGE_KEY,
  attributionFromLanding,
  captureAttribution,
  cleanAttributionValue,
  EMPTY_ATTRIBUTION,
  readAttribution,
} from './attribution';
import { LeadSchema } from './leads';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('campaign attribution', () => {
  it('reads the landing path, the referring host only, and the utm parameters', () => {
    const url = new URL('https://gagyeong.example/%EA%B0%80%EA%B2%BD%ED%8C%8C%ED%81%AC%EC%8B%9C%ED%8B%B0/customer?utm_source=naver&utm_medium=cpc&utm_campaign=spring&utm_term=%EA%B0%80%EA%B2%BD&utm_content=a&x=1');
    expect(attributionFromLanding(url, 'https://search.naver.com/search.naver?query=%EA%B0%80%EA%B2%BD+%ED%8C%8C%ED%81%AC')).toEqual({
      landingPath: '/가경파크시티/customer',
      referrerHost: 'search.naver.com',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: '가경',
      utmContent: 'a',
    });
  });

  it('ignores this site as a referrer and a malformed referrer', () => {
    const url = new URL('https://gagyeong.example/Brand/intro');
    expect(attributionFromLanding(url, 'https://gagyeong.example/').referrerHost).toBe('');
    expect(attributionFromLanding(url, 'not a url').referrerHost).toBe('');
    expect(attributionFromLanding(url, '').referrerHost).toBe('');
  });

  it('cleans and bounds every value: NFC, no control or bidi characters, trimmed, no half surrogate', () => {
    expect(cleanAttributionValue(' a\u0000b\u202ec\u0085 ', 'utmSource')).toBe('abc');
    expect(cleanAttributionValue('\u1100\u1161', 'utmCampaign')).toBe('\uAC00');
    expect(cleanAttributionValue('x'.repeat(500), 'utmTerm')).toHaveLength(ATTRIBUTION_LIMITS.utmTerm);
    const cut = cleanAttributionValue(`${'x'.repeat(ATTRIBUTION_LIMITS.utmSource - 1)}😀`, 'utmSource');
    expect(cut).toBe('x'.repeat(ATTRIBUTION_LIMITS.utmSource - 1));
  });

  it('keeps the first page of a visit only', () => {
    const storage = memoryStorage();
    captureAttribution(storage, new URL('https://gagyeong.example/?utm_source=naver&utm_campaign=spring'), 'https://m.search.naver.com/');
    captureAttribution(storage, new URL('https://gagyeong.example/Brand/intro?utm_source=kakao'), 'https://gagyeong.example/');
    expect(readAttribution(storage)).toEqual({
      ...EMPTY_ATTRIBUTION,
      landingPath: '/',
      referrerHost: 'm.search.naver.com',
      utmSource: 'naver',
      utmCampaign: 'spring',
    });
  });

  it('reads back only known fields, cleaned again, and survives broken or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utmSource: ` ${'n'.repeat(300)}`, evil: 'x', utmMedium: 5 }));
    expect(readAttribution(storage)).toEqual({ ...EMPTY_ATTRIBUTION, utmSource: 'n'.repeat(ATTRIBUTION_LIMITS.utmSource) });
    storage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(readAttribution(storage)).toEqual(EMPTY_ATTRIBUTION);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => captureAttribution(throwing, new URL('https://gagyeong.example/'), '')).not.toThrow();
    expect(readAttribution(throwing)).toEqual(EMPTY_ATTRIBUTION);
  });

  it('is validated by the lead schema: cleaned, and refused over its bound', () => {
    const lead = { form: 'popup', name: '홍길동', phone: '010', consent: true };
    expect(v.parse(LeadSchema, { ...lead, utmSource: ' naver\u200f ' }).utmSource).toBe('naver');
    expect(v.safeParse(LeadSchema, { ...lead, referrerHost: 'h'.repeat(ATTRIBUTION_LIMITS.referrerHost + 1) }).success).toBe(false);
    expect(v.safeParse(LeadSchema, { ...lead, utmTerm: ['a'] }).success).toBe(false);
  });
});
