import * as v from 'valibot';
import { cleanText, textField, type TextRule } from './text-rules';

/**
 * Where a visit came from, captured on its first page and sent with every lead
 * (docs/decisions/0033-campaign-attribution.md): the landing path, the referring site's host (never
 * its full URL) and the campaign parameters. First-party only: kept in sessionStorage, no cookie,
 * sent nowhere but with a lead.
 *
 * One row per field, and everything else is derived from this table (docs/decisions/0078): the
 * lead schema's entries, the SQL columns, the CSV columns and labels, the hidden form fields, the
 * query parameters read on landing. Each row gives:
 * - `parameter`: the query parameter it is read from (none: the landing path and referring host);
 * - `naver`: one of the parameters Naver search ads append when the advertiser turns on 자동
 *   추적URL 파라미터 (power link campaigns; Naver's notice of 2023-09-18,
 *   https://ads.naver.com/notice/13446; the shopping-only n_mall_id and n_mall_pid are not read;
 *   docs/decisions/0034-naver-ad-parameters.md);
 * - `column`: the embedded server's column (migrations 0012 and 0013; '' when unknown), named after
 *   the parameter where there is one (`attributionColumn`);
 * - `max`: the bound in characters (UTF-16 code units, after the text rule's normalisation);
 * - `label`: the Korean name in the inbox and the CSV.
 */
export const ATTRIBUTION = {
  landingPath: { column: 'landing_path', max: 300, label: '첫 방문 페이지' },
  referrerHost: { column: 'referrer_host', max: 253, label: '유입 사이트' },
  utmSource: { parameter: 'utm_source', max: 100, label: '유입 경로' },
  utmMedium: { parameter: 'utm_medium', max: 100, label: '매체' },
  utmCampaign: { parameter: 'utm_campaign', max: 100, label: '캠페인' },
  utmTerm: { parameter: 'utm_term', max: 100, label: '키워드' },
  utmContent: { parameter: 'utm_content', max: 100, label: '광고 소재' },
  // Naver's codes and numbers are short; ids and the keyword or query get the campaign fields' room.
  naverCampaignType: { parameter: 'n_campaign_type', naver: true, max: 20, label: '네이버 캠페인 유형' },
  naverMedia: { parameter: 'n_media', naver: true, max: 20, label: '네이버 매체' },
  naverAdGroup: { parameter: 'n_ad_group', naver: true, max: 100, label: '네이버 광고그룹' },
  naverAdGroupType: { parameter: 'n_ad_group_type', naver: true, max: 20, label: '네이버 광고그룹 유형' },
  naverAd: { parameter: 'n_ad', naver: true, max: 100, label: '네이버 소재' },
  naverKeywordId: { parameter: 'n_keyword_id', naver: true, max: 100, label: '네이버 키워드 ID' },
  naverKeyword: { parameter: 'n_keyword', naver: true, max: 100, label: '네이버 키워드' },
  naverQuery: { parameter: 'n_query', naver: true, max: 100, label: '네이버 검색어' },
  naverMatch: { parameter: 'n_match', naver: true, max: 20, label: '네이버 매치 방식' },
  naverRank: { parameter: 'n_rank', naver: true, max: 20, label: '네이버 노출 순위' },
} as const satisfies Record<string, AttributionFieldSpec>;

type AttributionFieldSpec = { readonly naver?: true; readonly max: number; readonly label: string } & (
  | { readonly parameter: string; readonly column?: undefined }
  | { readonly parameter?: undefined; readonly column: string }
);

type Table = typeof ATTRIBUTION;
export type AttributionField = keyof Table;
export type Attribution = { readonly [K in AttributionField]: string };

/** Every field, in the table's order (the order of columns in the CSV). */
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION) as AttributionField[];

/** A field's row, as the general row type (the table's own type is one literal type per row). */
function rowOf(field: AttributionField): AttributionFieldSpec {
  return ATTRIBUTION[field];
}

/** The embedded server's column of a field (see the table). */
export function attributionColumn(field: AttributionField): string {
  const row = rowOf(field);
  return row.column ?? row.parameter;
}

/** One property of every row: `{ field: row[property] }`. */
function byField<P extends 'max' | 'label'>(property: P): Readonly<Record<AttributionField, AttributionFieldSpec[P]>> {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, rowOf(field)[property]])) as Record<
    AttributionField,
    AttributionFieldSpec[P]
  >;
}

export const ATTRIBUTION_LIMITS = /* @__PURE__ */ byField('max');
export const ATTRIBUTION_LABELS = /* @__PURE__ */ byField('label');

/** The fields read from a query parameter, and the parameter of each. */
type ParameterField = { [K in AttributionField]: Table[K] extends { parameter: string } ? K : never }[AttributionField];
type NaverField = { [K in AttributionField]: Table[K] extends { naver: true } ? K : never }[AttributionField];
type UtmField = Exclude<ParameterField, NaverField>;

function parametersOf<F extends ParameterField>(naver: boolean): { readonly [K in F]: Table[K]['parameter'] } {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.flatMap((field) => {
      const row = rowOf(field);
      return row.parameter !== undefined && (row.naver === true) === naver ? [[field, row.parameter]] : [];
    }),
  ) as { readonly [K in F]: Table[K]['parameter'] };
}

/** The campaign fields and the common utm_* parameter each is read from. */
export const UTM_PARAMETERS = parametersOf<UtmField>(false);
/** Naver's search ad fields (see the table) and their n_* parameters. */
export const NAVER_PARAMETERS = parametersOf<NaverField>(true);
const NAVER_FIELDS = Object.keys(NAVER_PARAMETERS) as NaverField[];

/**
 * The attribution `read` gives, field by field (anything but text is unknown: ''); `clean` applies
 * the text rule, for values nobody on this site typed. Every reader of a stored or sent attribution
 * (a table row, a Firestore map, sessionStorage, a server render's data) goes through here.
 */
export function attributionFrom(read: (field: AttributionField) => unknown, { clean = false } = {}): Attribution {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => {
      const value = read(field);
      const text = typeof value === 'string' ? value : '';
      return [field, clean ? cleanAttributionValue(text, field) : text];
    }),
  ) as Record<AttributionField, string>;
}

export const EMPTY_ATTRIBUTION: Attribution = Object.freeze(attributionFrom(() => ''));

/** Only the fields that are known (not ''): what a form sends and carries as hidden fields. */
export function knownAttribution(attribution: Attribution): Partial<Attribution> {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.flatMap((field) => (attribution[field] ? [[field, attribution[field]]] : [])),
  );
}

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
  const { label, max } = rowOf(field);
  return { label, kind: 'line', max, tooLongMessage: ATTRIBUTION_MESSAGES.tooLong };
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
  const host = hostOf(referrer);
  const result: Record<AttributionField, string> = attributionFrom(
    (field) => {
      const { parameter } = rowOf(field);
      if (parameter !== undefined) return url.searchParams.get(parameter);
      if (field === 'landingPath') return safeDecode(url.pathname);
      return host === url.hostname.toLowerCase() ? '' : host;
    },
    { clean: true },
  );
  if (result.utmSource === '' && NAVER_FIELDS.some((field) => result[field] !== '')) {
    result.utmSource = 'naver';
    if (result.utmMedium === '') result.utmMedium = 'cpc';
    if (result.utmTerm === '') result.utmTerm = cleanAttributionValue(result.naverKeyword, 'utmTerm');
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

/** Any record's attribution fields, cleaned (what is not text, or not a record, is unknown). */
export function cleanAttribution(record: unknown): Attribution {
  if (typeof record !== 'object' || record === null) return EMPTY_ATTRIBUTION;
  return attributionFrom((field) => (record as Record<string, unknown>)[field], { clean: true });
}

/** What was captured for this visit (cleaned again: storage is the visitor's to edit). */
export function readAttribution(storage: Pick<Storage, 'getItem'>): Attribution {
  try {
    const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
    return cleanAttribution(raw === null ? null : JSON.parse(raw));
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
  return attributionFrom((field) => lead[field]);
}

/**
 * The lead's source as the inbox filters and the dashboard count it: the campaign's source, else
 * the referring site. Firestore keeps it as its own field (`channel`) so the filter is one equality.
 */
export function leadChannel(attribution: Pick<Attribution, 'utmSource' | 'referrerHost'>): string {
  return attribution.utmSource !== '' ? attribution.utmSource : attribution.referrerHost;
}
