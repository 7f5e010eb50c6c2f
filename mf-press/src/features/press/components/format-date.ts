import { koreanWallClock } from '@gagyeong/contracts/korea-time';

/**
 * Dates as Korean readers write them, in Korea's time (UTC+9, no daylight saving), the same on the
 * server and in every browser: the server's Node may carry no Korean locale data (it printed "PM"
 * where Chromium prints "오후"), and a visitor abroad would otherwise see another day, and the
 * server-rendered page would not match the hydrated one.
 */
function kst(iso: string) {
  return koreanWallClock(Date.parse(iso));
}

/** "2025. 3. 14." */
export function formatDate(iso: string): string {
  const { year, month, day } = kst(iso);
  return `${year}. ${month}. ${day}.`;
}

/** "2025. 3. 14. 오후 3:05" for the article page. */
export function formatDateTime(iso: string): string {
  const { hour, minute } = kst(iso);
  const period = hour < 12 ? '오전' : '오후';
  return `${formatDate(iso)} ${period} ${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
}
