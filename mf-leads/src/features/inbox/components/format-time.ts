import { LEADS_TIME_ZONE } from '@gagyeong/contracts/leads';

const TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: LEADS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Korean date and time of an ISO instant, in Korea's time zone. */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}
