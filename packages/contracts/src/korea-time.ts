/**
 * Time as the site counts it: Korean calendar days and wall-clock time. Korea keeps one offset all
 * year (UTC+9, no daylight saving), so a Korean day is a fixed span of epoch milliseconds and no
 * time-zone data is needed (the server's Node may carry none). Every backend and page that reads
 * or shows a Korean day or time calls these, never its own offset.
 */

export const KOREA_TIME_ZONE = 'Asia/Seoul';
export const KOREA_UTC_OFFSET = '+09:00';
export const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Korean calendar day (YYYY-MM-DD) an instant (ms since the epoch) falls on. */
export function koreanDayOf(ms: number): string {
  return new Date(ms + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The start (ms) of the Korean calendar day an instant falls on. */
export function koreanDayStart(ms: number): number {
  return ms - ((((ms + KOREA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * Start of the Korean calendar day `YYYY-MM-DD`, in ms since the epoch; undefined for anything
 * else, including days that do not exist (Date.parse takes 2025-02-30 as March 2nd).
 */
export function startOfKoreanDay(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00${KOREA_UTC_OFFSET}`);
  return !Number.isNaN(ms) && koreanDayOf(ms) === day ? ms : undefined;
}

/** Korean wall-clock fields of an instant, for formatting without locale data. */
export function koreanWallClock(ms: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const wall = new Date(ms + KOREA_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The same Korean date and time `years` later (29 February moves to 1 March). */
export function addKoreanYears(ms: number, years: number): number {
  const wall = new Date(ms + KOREA_OFFSET_MS);
  wall.setUTCFullYear(wall.getUTCFullYear() + years);
  return wall.getTime() - KOREA_OFFSET_MS;
}

/**
 * A formatter of Korean date and time for `locale` (24-hour clock; seconds when asked). The
 * administrator's screens use 'ko-KR'; the CSV 'sv-SE', which Excel reads as a date and time.
 */
export function koreanDateTimeFormat(locale: string, { seconds = false } = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone: KOREA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
}
