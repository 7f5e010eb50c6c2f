import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS } from './attribution';
import { koreanDateTimeFormat } from './korea-time';
import { LEAD_FORM_LABELS, LEAD_STATUS_LABELS, type LeadRecord } from './leads';

/**
 * The leads CSV (Excel-ready), one definition for every place that writes it: the embedded
 * server's /api/leads.csv and the inbox in firebase mode, which builds it in the browser.
 */

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

const COLUMNS: readonly [string, (lead: LeadRecord) => string][] = [
  ['접수일시', (lead) => formatKoreanTime(lead.createdAt)],
  ['신청서', (lead) => LEAD_FORM_LABELS[lead.form]],
  ['이름', (lead) => lead.name],
  ['연락처', (lead) => lead.phone],
  ['문의내용', (lead) => lead.message],
  ['상태', (lead) => LEAD_STATUS_LABELS[lead.status]],
  ['메모', (lead) => lead.memo],
  ['상담 종료일시', (lead) => (lead.closedAt === null ? '' : formatKoreanTime(lead.closedAt))],
  ['개인정보 동의', (lead) => (lead.consent ? '동의' : '미동의')],
  ['동의일시', (lead) => formatKoreanTime(lead.consentAt)],
  ['동의 문구 버전', (lead) => lead.consentVersion],
  ...ATTRIBUTION_FIELDS.map((field): [string, (lead: LeadRecord) => string] => [
    ATTRIBUTION_LABELS[field],
    (lead) => lead.attribution[field],
  ]),
  ['접수 ID', (lead) => lead.id],
];

// 'sv-SE' formats as "2025-01-02 13:45:00", which Excel recognises as a date and time.
const KOREAN_TIME = koreanDateTimeFormat('sv-SE', { seconds: true });

export function formatKoreanTime(iso: string): string {
  return KOREAN_TIME.format(new Date(iso));
}

/**
 * One CSV cell: always quoted (commas, quotes and line breaks survive), and text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a leading
 * apostrophe, so a visitor's "=HYPERLINK(…)" stays text (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${neutral.replace(/"/g, '""')}"`;
}

/** The whole export: BOM, header row, one row per lead, CRLF line ends (RFC 4180). */
/** The header row (no line end). */
export function csvHeaderLine(): string {
  return COLUMNS.map(([title]) => csvCell(title)).join(',');
}

/** One lead's row (no line end). */
export function csvLine(lead: LeadRecord): string {
  return COLUMNS.map(([, read]) => csvCell(read(lead))).join(',');
}

export function leadsToCsv(leads: readonly LeadRecord[]): string {
  return `${UTF8_BOM}${[csvHeaderLine(), ...leads.map(csvLine)].join('\r\n')}\r\n`;
}
