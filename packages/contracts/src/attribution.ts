import * as v from 'valibot';

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
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = { readonly [K in AttributionField]: string };

export const EMPTY_ATTRIBUTION: Attribution = {
  landingPath: '',
  referrerHost: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmTerm: '',
  utmContent: '',
};

/** The query parameter each campaign field is read from (the common utm_* convention). */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Partial<Record<AttributionField, string>>;

/** Upper bounds in characters. */
export const ATTRIBUTION_LIMITS: Readonly<Record<AttributionField, number>> = {
  landingPath: 300,
  referrerHost: 253,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
};

export const ATTRIBUTION_LABELS: Readonly<Record<AttributionField, string>> = {
  landingPath: '첫 방문 페이지',
  referrerHost: '유입 사이트',
  utmSource: '유입 경로',
  utmMedium: '매체',
  utmCampaign: '캠페인',
  utmTerm: '키워드',
  utmContent: '광고 소재',
};

/** What the consent text says about these fields, plainly. */
export const ATTRIBUTION_CONSENT_NOTE =
  '이 밖에 방문 경로(처음 본 페이지, 이전 사이트 주소의 도메인, 광고 캠페인 정보)가 함께 저장됩니다. ' +
  '이 정보만으로는 개인을 알아볼 수 없습니다.';

export const ATTRIBUTION_MESSAGES = {
  type: '방문 경로 정보 형식이 올바르지 않습니다.',
  tooLong: '방문 경로 정보가 너무 깁니다.',
} as const;

/** Control characters (C0, DEL, C1) and bidirectional marks never belong in these values. */
function isUnwanted(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function stripUnwanted(value: string): string {
  let out = '';
  for (const char of value) if (!isUnwanted(char.codePointAt(0) ?? 0)) out += char;
  return out;
}

/** One value as the site keeps it: NFC, without control or bidi characters, trimmed, bounded. */
export function cleanAttributionValue(value: string, field: AttributionField): string {
  const bounded = stripUnwanted(value.normalize('NFC')).trim().slice(0, ATTRIBUTION_LIMITS[field]);
  // Cutting may split a surrogate pair; a lone half is dropped.
  return /[\uD800-\uDBFF]$/u.test(bounded) ? bounded.slice(0, -1) : bounded;
}

/** The query of a landing URL's campaign fields and path, cleaned. */
export function attributionFromLanding(url: URL, referrer: string): Attribution {
  const read = (field: AttributionField, raw: string | null) => cleanAttributionValue(raw ?? '', field);
  let referrerHost = '';
  try {
    const host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
    // A page of this site is not a referrer of the visit.
    referrerHost = host === url.hostname.toLowerCase() ? '' : host;
  } catch {
    referrerHost = '';
  }
  return {
    landingPath: read('landingPath', safeDecode(url.pathname)),
    referrerHost: read('referrerHost', referrerHost),
    utmSource: read('utmSource', url.searchParams.get(UTM_PARAMETERS.utmSource)),
    utmMedium: read('utmMedium', url.searchParams.get(UTM_PARAMETERS.utmMedium)),
    utmCampaign: read('utmCampaign', url.searchParams.get(UTM_PARAMETERS.utmCampaign)),
    utmTerm: read('utmTerm', url.searchParams.get(UTM_PARAMETERS.utmTerm)),
    utmContent: read('utmContent', url.searchParams.get(UTM_PARAMETERS.utmContent)),
  };
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
 * and ignores later pages. Storage that throws (privacy modes) just means no attribution.
 */
export function captureAttribution(storage: StorageLike, url: URL, referrer: string): void {
  try {
    if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
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

/** One optional attribution field as the lead schema checks it on the server. */
const attributionValue = (field: AttributionField) =>
  v.pipe(
    v.optional(v.nullable(v.string(ATTRIBUTION_MESSAGES.type)), ''),
    v.transform((value) => stripUnwanted((value ?? '').normalize('NFC')).trim()),
    v.maxLength(ATTRIBUTION_LIMITS[field], ATTRIBUTION_MESSAGES.tooLong),
  );

/** The attribution entries of the lead schema (all optional; missing means unknown). */
export const ATTRIBUTION_ENTRIES = {
  landingPath: attributionValue('landingPath'),
  referrerHost: attributionValue('referrerHost'),
  utmSource: attributionValue('utmSource'),
  utmMedium: attributionValue('utmMedium'),
  utmCampaign: attributionValue('utmCampaign'),
  utmTerm: attributionValue('utmTerm'),
  utmContent: attributionValue('utmContent'),
};
