import * as v from 'valibot';
import {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_STORAGE_KEY,
  ATTRIBUTION_MESSAGES,
  attributionFromLanding,
  captureAttribution,
  cleanAttributionValue,
  EMPTY_ATTRIBUTION,
  knownAttribution,
  NAVER_PARAMETERS,
  readAttribution,
  startsVisit,
  UTM_PARAMETERS,
} from './attribution';
import { TEXT_RULE_MESSAGES, textProblem } from './text-rules';
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
    const url = new URL(
      'https://gagyeong.example/%EA%B0%80%EA%B2%BD%ED%8C%8C%ED%81%AC%EC%8B%9C%ED%8B%B0/customer?utm_source=naver&utm_medium=cpc&utm_campaign=spring&utm_term=%EA%B0%80%EA%B2%BD&utm_content=a&x=1',
    );
    expect(
      attributionFromLanding(url, 'https://search.naver.com/search.naver?query=%EA%B0%80%EA%B2%BD+%ED%8C%8C%ED%81%AC'),
    ).toEqual({
      ...EMPTY_ATTRIBUTION,
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

  it('reads Naver search ad parameters, and counts an untagged Naver ad click as naver / cpc with its keyword', () => {
    const url = new URL(
      'https://gagyeong.example/?n_media=27758&n_query=%EA%B0%80%EA%B2%BD%EB%8F%99+%EC%95%84%ED%8C%8C%ED%8A%B8&n_rank=2' +
        '&n_ad_group=grp-a001-01-000000012345678&n_ad=nad-a001-01-000000087654321&n_keyword_id=nkw-a001-01-000000011111111' +
        '&n_keyword=%EA%B0%80%EA%B2%BD%ED%8C%8C%ED%81%AC%EC%8B%9C%ED%8B%B0&n_campaign_type=1&n_match=1&n_ad_group_type=1&n_mall_id=x',
    );
    expect(attributionFromLanding(url, 'https://m.search.naver.com/')).toEqual({
      ...EMPTY_ATTRIBUTION,
      landingPath: '/',
      referrerHost: 'm.search.naver.com',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmTerm: '가경파크시티',
      naverCampaignType: '1',
      naverMedia: '27758',
      naverAdGroup: 'grp-a001-01-000000012345678',
      naverAdGroupType: '1',
      naverAd: 'nad-a001-01-000000087654321',
      naverKeywordId: 'nkw-a001-01-000000011111111',
      naverKeyword: '가경파크시티',
      naverQuery: '가경동 아파트',
      naverMatch: '1',
      naverRank: '2',
    });
    // A tagged link keeps its own source, medium and term.
    const tagged = attributionFromLanding(
      new URL('https://gagyeong.example/?utm_source=naver_sa&utm_medium=search&n_keyword=k&n_rank=1'),
      '',
    );
    expect([tagged.utmSource, tagged.utmMedium, tagged.utmTerm, tagged.naverKeyword]).toEqual([
      'naver_sa',
      'search',
      '',
      'k',
    ]);
    // No Naver parameter: nothing is made up.
    expect(attributionFromLanding(new URL('https://gagyeong.example/?q=1'), '').utmSource).toBe('');
  });

  it('cleans every value by the site text rule: NFC, no control, bidi or broken characters, trimmed, bounded', () => {
    expect(cleanAttributionValue(' a\u0000b\u202ec\u0085 ', 'utmSource')).toBe('abc');
    expect(cleanAttributionValue('\u1100\u1161', 'utmCampaign')).toBe('\uAC00');
    expect(cleanAttributionValue('a\uD800b\u2066', 'naverQuery')).toBe('ab');
    expect(cleanAttributionValue('x'.repeat(500), 'utmTerm')).toHaveLength(ATTRIBUTION_LIMITS.utmTerm);
    expect(cleanAttributionValue('9'.repeat(50), 'naverRank')).toHaveLength(ATTRIBUTION_LIMITS.naverRank);
    const cut = cleanAttributionValue(`${'x'.repeat(ATTRIBUTION_LIMITS.utmSource - 1)}😀`, 'utmSource');
    expect(cut).toBe('x'.repeat(ATTRIBUTION_LIMITS.utmSource - 1));
    // Whatever the cleaning leaves, the rule the server checks with accepts.
    for (const raw of [' \u202e\u0007naver\uDC00 ', `${'가'.repeat(99)}😀`, '\t\n']) {
      const cleaned = cleanAttributionValue(raw, 'utmSource');
      expect(
        textProblem(cleaned, {
          label: '유입 경로',
          kind: 'line',
          max: ATTRIBUTION_LIMITS.utmSource,
          tooLongMessage: '',
        }),
      ).toBeUndefined();
    }
  });

  it('says a page reached from this site starts no visit', () => {
    const url = new URL('https://gagyeong.example/Brand/intro');
    expect(startsVisit(url, '')).toBe(true);
    expect(startsVisit(url, 'https://search.naver.com/')).toBe(true);
    expect(startsVisit(url, 'not a url')).toBe(true);
    expect(startsVisit(url, 'https://GAGYEONG.example/')).toBe(false);
  });

  it('keeps the first page of a visit only', () => {
    const storage = memoryStorage();
    captureAttribution(
      storage,
      new URL('https://gagyeong.example/?utm_source=naver&utm_campaign=spring'),
      'https://m.search.naver.com/',
    );
    captureAttribution(storage, new URL('https://gagyeong.example/Brand/intro?utm_source=kakao'), '');
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
    storage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utmSource: ` ${'n'.repeat(300)}`, evil: 'x', utmMedium: 5 }),
    );
    expect(readAttribution(storage)).toEqual({
      ...EMPTY_ATTRIBUTION,
      utmSource: 'n'.repeat(ATTRIBUTION_LIMITS.utmSource),
    });
    storage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(readAttribution(storage)).toEqual(EMPTY_ATTRIBUTION);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => captureAttribution(throwing, new URL('https://gagyeong.example/'), '')).not.toThrow();
    expect(readAttribution(throwing)).toEqual(EMPTY_ATTRIBUTION);
  });

  it('keeps nothing for a page reached from this site in a tab that has nothing yet', () => {
    const storage = memoryStorage();
    captureAttribution(
      storage,
      new URL('https://gagyeong.example/Brand/intro?utm_source=kakao'),
      'https://gagyeong.example/',
    );
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it('is validated by the lead schema with the site text rule: refused over its bound or with hidden characters', () => {
    const lead = { form: 'popup', name: '홍길동', phone: '010', consent: true };
    expect(v.parse(LeadSchema, { ...lead, utmSource: ' naver ', naverQuery: '\u1100\u1161' })).toMatchObject({
      utmSource: 'naver',
      naverQuery: '\uAC00',
    });
    const refused = (fields: Record<string, unknown>) => {
      const result = v.safeParse(LeadSchema, { ...lead, ...fields });
      return result.success ? undefined : result.issues[0]?.message;
    };
    expect(refused({ referrerHost: 'h'.repeat(ATTRIBUTION_LIMITS.referrerHost + 1) })).toBe(
      ATTRIBUTION_MESSAGES.tooLong,
    );
    expect(refused({ naverRank: '1'.repeat(ATTRIBUTION_LIMITS.naverRank + 1) })).toBe(ATTRIBUTION_MESSAGES.tooLong);
    expect(refused({ utmSource: 'naver\u202e' })).toBe(TEXT_RULE_MESSAGES.bidiControl('유입 경로'));
    expect(refused({ naverKeyword: 'a\u0000' })).toBe(TEXT_RULE_MESSAGES.controlCharacter('네이버 키워드'));
    expect(refused({ utmTerm: ['a'] })).toBe(ATTRIBUTION_MESSAGES.type);
  });
});

describe('the attribution table', () => {
  it('reads the five utm_* parameters and Naver’s ten power link parameters, nothing else', () => {
    expect(UTM_PARAMETERS).toEqual({
      utmSource: 'utm_source',
      utmMedium: 'utm_medium',
      utmCampaign: 'utm_campaign',
      utmTerm: 'utm_term',
      utmContent: 'utm_content',
    });
    expect(Object.values(NAVER_PARAMETERS)).toEqual([
      'n_campaign_type',
      'n_media',
      'n_ad_group',
      'n_ad_group_type',
      'n_ad',
      'n_keyword_id',
      'n_keyword',
      'n_query',
      'n_match',
      'n_rank',
    ]);
  });

  it('keeps only the known fields of an attribution, in the table’s order', () => {
    const known = knownAttribution({ ...EMPTY_ATTRIBUTION, naverRank: '2', landingPath: '/' });
    expect(Object.entries(known)).toEqual([
      ['landingPath', '/'],
      ['naverRank', '2'],
    ]);
  });
});
