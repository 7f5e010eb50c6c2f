import * as v from 'valibot';
import { cleanText, textField, type TextRule } from './text-rules';

/**
 * Where a visit came from, captured on its first page and sent with every lead
 * (docs/decisions/0033-campaign-attribution.md): the landing path, the referring site's host (never
 * its full URL) and the standard campaign parameters. First-party only: kept in sessionStorage,
 * no cookie, sent nowhere but with a lead.
 */
export const ATTRIBUTION_FIELDS = [
  'landingPath',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'naverCampaignType',
  'naverMedia',
  'naverAdGroup',
  'naverAdGroupType',
  'naverAd',
  'naverKeywordId',
  'naverKeyword',
  'naverQuery',
  'naverMatch',
  'naverRank',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = { readonly [K in AttributionField]: string };

export const EMPTY_ATTRIBUTION: Attribution = Object.freeze(
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, ''])) as Record<AttributionField, string>,
);

/** The query parameter each campaign field is read from (the common utm_* convention). */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Partial<Record<AttributionField, string>>;

/**
 * The parameters Naver search ads append to the landing address when the advertiser turns on
 * 자동 추적URL 파라미터 (power link campaigns; listed in Naver's notice of 2023-09-18,
 * https://ads.naver.com/notice/13446). The shopping-only ones (n_mall_id, n_mall_pid) are not read.
 * See docs/decisions/0034-naver-ad-parameters.md.
 */
export const NAVER_PARAMETERS = {
  naverCampaignType: 'n_campaign_type',
  naverMedia: 'n_media',
  naverAdGroup: 'n_ad_group',
  naverAdGroupType: 'n_ad_group_type',
  naverAd: 'n_ad',
  naverKeywordId: 'n_keyword_id',
  naverKeyword: 'n_keyword',
  naverQuery: 'n_query',
  naverMatch: 'n_match',
  naverRank: 'n_rank',
} as const satisfies Partial<Record<AttributionField, string>>;

type NaverField = keyof typeof NAVER_PARAMETERS;
const NAVER_FIELDS = Object.keys(NAVER_PARAMETERS) as NaverField[];

/** Every query parameter a landing address is read for, by field. */
const QUERY_PARAMETERS: Readonly<Partial<Record<AttributionField, string>>> = {
  ...UTM_PARAMETERS,
  ...NAVER_PARAMETERS,
};

/** Upper bounds in characters (UTF-16 code units, after the text rule's normalisation). */
export const ATTRIBUTION_LIMITS: Readonly<Record<AttributionField, number>> = {
  landingPath: 300,
  referrerHost: 253,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  // Naver's codes and numbers are short; ids and the keyword or query get the campaign fields' room.
  naverCampaignType: 20,
  naverMedia: 20,
  naverAdGroup: 100,
  naverAdGroupType: 20,
  naverAd: 100,
  naverKeywordId: 100,
  naverKeyword: 100,
  naverQuery: 100,
  naverMatch: 20,
  naverRank: 20,
};

export const ATTRIBUTION_LABELS: Readonly<Record<AttributionField, string>> = {
  landingPath: '첫 방문 페이지',
  referrerHost: '유입 사이트',
  utmSource: '유입 경로',
  utmMedium: '매체',
  utmCampaign: '캠페인',
  utmTerm: '키워드',
  utmContent: '광고 소재',
  naverCampaignType: '네이버 캠페인 유형',
  naverMedia: '네이버 매체',
  naverAdGroup: '네이버 광고그룹',
  naverAdGroupType: '네이버 광고그룹 유형',
  naverAd: '네이버 소재',
  naverKeywordId: '네이버 키워드 ID',
  naverKeyword: '네이버 키워드',
  naverQuery: '네이버 검색어',
  naverMatch: '네이버 매치 방식',
  naverRank: '네이버 노출 순위',
};

/** What the consent text says about these fields, plainly. */
export const ATTRIBUTION_CONSENT_NOTE =
  '이 밖에 방문 경로(처음 본 페이지, 이전 사이트 주소의 도메인, 광고 캠페인 정보와 네이버 검색광고의 키워드·검색어)가 ' +
  '함께 저장됩니다. 이 정보만으로는 개인을 알아볼 수 없습니다.';

export const ATTRIBUTION_MESSAGES = {
  type: '방문 경로 정보 형식이 올바르지 않습니다.',
  tooLong: '방문 경로 정보가 너무 깁니다.',
} as const;

/** The site's text rule (text-rules.ts) for one field: a single line, bounded. */
function ruleOf(field: AttributionField): TextRule {
  return {
    label: ATTRIBUTION_LABELS[field],
    kind: 'line',
    max: ATTRIBUTION_LIMITS[field],
    tooLongMessage: ATTRIBUTION_MESSAGES.tooLong,
  };
}

/**
 * One value as the site keeps it: the shared text rule applied as cleaning (nobody typed it, so
 * what the rule refuses is removed rather than refused), bounded.
 */
export function cleanAttributionValue(value: string, field: AttributionField): string {
  return cleanText(value, ruleOf(field));
}

function hostOf(address: string): string {
  try {
    return address ? new URL(address).hostname.toLowerCase() : '';
  } catch {
    return '';
  }
}

/**
 * Whether a page load starts a visit: it was not reached from a page of this site. The browser's
 * capture and the server's render of a classic form both ask this, with the page's address and its
 * referrer (document.referrer, the Referer header).
 */
export function startsVisit(url: URL, referrer: string): boolean {
  return hostOf(referrer) !== url.hostname.toLowerCase();
}

/**
 * The attribution of a landing address: its path, the referring host (this site is none), the
 * utm_* and Naver n_* parameters, cleaned. A Naver ad click without utm_* tags counts as source
 * `naver`, medium `cpc`, with Naver's keyword as the term: tagged links always win.
 */
export function attributionFromLanding(url: URL, referrer: string): Attribution {
  const read = (field: AttributionField, raw: string | null) => cleanAttributionValue(raw ?? '', field);
  const host = hostOf(referrer);
  const result = Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => {
      const parameter = QUERY_PARAMETERS[field];
      return [field, parameter === undefined ? '' : read(field, url.searchParams.get(parameter))];
    }),
  ) as Record<AttributionField, string>;
  result.landingPath = read('landingPath', safeDecode(url.pathname));
  result.referrerHost = read('referrerHost', host === url.hostname.toLowerCase() ? '' : host);
  if (result.utmSource === '' && NAVER_FIELDS.some((field) => result[field] !== '')) {
    result.utmSource = 'naver';
    if (result.utmMedium === '') result.utmMedium = 'cpc';
    if (result.utmTerm === '') result.utmTerm = read('utmTerm', result.naverKeyword);
  }
  return result;
}

/** Whether an attribution says more than which page the visit started on. */
export function hasCampaignInfo(attribution: Attribution): boolean {
  return ATTRIBUTION_FIELDS.some((field) => field !== 'landingPath' && attribution[field] !== '');
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The sessionStorage key; one entry per tab, gone when the tab closes. */
export const ATTRIBUTION_STORAGE_KEY = 'gg:attribution';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Called on every page load (the shell's boot): keeps the first page's attribution of this visit
 * and ignores later pages (and a page reached from this site: see `startsVisit`). Storage that throws (privacy modes) just means no attribution.
 */
export function captureAttribution(storage: StorageLike, url: URL, referrer: string): void {
  try {
    if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    // A page reached from this site is not a first page (the visit began in another tab).
    if (!startsVisit(url, referrer)) return;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionFromLanding(url, referrer)));
  } catch {
    // No storage: leads are sent without attribution.
  }
}

/** What was captured for this visit (cleaned again: storage is the visitor's to edit). */
export function readAttribution(storage: Pick<Storage, 'getItem'>): Attribution {
  try {
    const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_ATTRIBUTION;
    const record = parsed as Record<string, unknown>;
    const result = { ...EMPTY_ATTRIBUTION } as Record<AttributionField, string>;
    for (const field of ATTRIBUTION_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') result[field] = cleanAttributionValue(value, field);
    }
    return result;
  } catch {
    return EMPTY_ATTRIBUTION;
  }
}

/**
 * One optional attribution field as the lead schema checks it on the server: the site's text rule
 * (which refuses what the browser's cleaning removes, so only a tampered request is refused).
 */
const attributionValue = (field: AttributionField) =>
  v.pipe(
    v.optional(v.nullable(v.string(ATTRIBUTION_MESSAGES.type)), ''),
    v.transform((value) => value ?? ''),
    textField(ruleOf(field)),
  );

/** The attribution entries of the lead schema (all optional; missing means unknown). */
export const ATTRIBUTION_ENTRIES = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [field, attributionValue(field)]),
) as { readonly [K in AttributionField]: ReturnType<typeof attributionValue> };

/** A lead's attribution from its validated fields (missing ones are unknown: ''). */
export function attributionOf(lead: Partial<Record<AttributionField, string | undefined>>): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, lead[field] ?? ''])) as Attribution;
}

/**
 * The lead's source as the inbox filters and the dashboard count it: the campaign's source, else
 * the referring site. Firestore keeps it as its own field (`channel`) so the filter is one equality.
 */
export function leadChannel(attribution: Pick<Attribution, 'utmSource' | 'referrerHost'>): string {
  return attribution.utmSource !== '' ? attribution.utmSource : attribution.referrerHost;
}
