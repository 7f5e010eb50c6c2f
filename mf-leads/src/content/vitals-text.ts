import type { DeviceClass, VitalRating } from '@gagyeong/contracts/telemetry';

/** The administrator's view of real visitors' speed on /admin (docs/decisions/0057-telemetry-beacons.md). */
export const VITALS_TEXT = {
  title: '실제 방문자의 페이지 속도',
  intro:
    '방문자 브라우저가 보낸 Core Web Vitals의 75번째 백분위수(p75)입니다. 페이지 보기 일부만 표본으로 측정하며, 서버가 서명한 방문자만 지표·경로마다 일정 시간에 한 번 셉니다. 개인을 알아볼 수 있는 정보는 받지 않습니다.',
  period: '측정 구간',
  periodOption: (days: number) => (days === 1 ? '최근 24시간' : `최근 ${days}일`),
  apply: '조회',
  loading: '불러오는 중입니다...',
  empty: '이 기간에 받은 측정값이 없습니다.',
  unexpected: '측정값을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  caption: (period: string) => `${period} 경로·기기별 p75`,
  columns: {
    route: '경로',
    device: '기기',
    samples: '방문자 (LCP)',
    lcp: 'LCP',
    inp: 'INP',
    cls: 'CLS',
    ttfb: 'TTFB',
    element: 'LCP 요소 (가장 많이 보고됨)',
  },
  device: { phone: '휴대폰', desktop: '데스크톱' } satisfies Record<DeviceClass, string>,
  rating: { good: '좋음', 'needs-improvement': '개선 필요', poor: '나쁨' } satisfies Record<VitalRating, string>,
  /** How many visitors stand behind a p75 (each counts once per window: docs/decisions/0125). */
  visitors: (count: string) => `방문자 ${count}명`,
  /** The beacons the hosts dropped at their storage bound (docs/decisions/0126). */
  dropped: (count: string) => `저장 한도를 넘어 버린 측정: ${count}건`,
  droppedNote:
    '한도는 하루와 분마다 새로 만드는 집계 행 수입니다. 0이 아니면 비정상적으로 많은 측정이 들어온 것입니다.',
  noValue: '-',
  notFound: '(없는 주소)',
} as const;
