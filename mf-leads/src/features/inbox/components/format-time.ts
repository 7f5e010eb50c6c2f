import { koreanDateTimeFormat } from '@gagyeong/contracts/korea-time';

const TIME = koreanDateTimeFormat('ko-KR');

/** Korean date and time of an ISO instant, in Korea's time zone. */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}
