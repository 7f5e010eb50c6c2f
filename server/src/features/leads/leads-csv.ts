import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS } from '@gagyeong/contracts/attribution';
import { LEAD_FORM_LABELS, LEAD_STATUS_LABELS, LEADS_TIME_ZONE, type LeadRecord } from '@gagyeong/contracts/leads';

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
const KOREAN_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: LEADS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

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

function csvLine(lead: LeadRecord): string {
  return COLUMNS.map(([, read]) => csvCell(read(lead))).join(',');
}

/**
 * The export chunk by chunk, from batches of leads: BOM and header row first, then one chunk per
 * batch; CRLF line ends (RFC 4180).
 */
export function* csvChunks(batches: Iterable<readonly LeadRecord[]>): Generator<string> {
  yield `${UTF8_BOM}${COLUMNS.map(([title]) => csvCell(title)).join(',')}\r\n`;
  for (const batch of batches) {
    if (batch.length > 0) yield `${batch.map(csvLine).join('\r\n')}\r\n`;
  }
}

/**
 * The export as a byte stream that hands the event loop back after every chunk, so pages, files
 * and lead submissions keep being answered while a large export is written.
 */
export function csvStream(batches: Iterable<readonly LeadRecord[]>): Readable {
  async function* chunks() {
    for (const chunk of csvChunks(batches)) {
      yield Buffer.from(chunk, 'utf8');
      await setImmediate();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
