import type { CanaryAction } from '@gagyeong/contracts/remote-health';
import type { RemoteFailure } from '@gagyeong/contracts/telemetry';

/**
 * /admin/remotes' texts for canaries, previews and errors per version (docs/decisions/0062-preview-in-one-browser.md,
 * 0063-canary-share-per-visitor.md, 0064-errors-per-version-and-the-canary-judge.md). A module of their own: only that page imports it, so they stay
 * out of the chunk of texts every visitor page loads.
 */
export const DELIVERY_TEXT = {
  /** A live version while a canary runs: the share of visitors that still gets it. */
  liveShare: (version: string, share: number) => `${version} (방문자 ${share}%)`,
  canary: (version: string, share: number, since: string) => `${version} (방문자 ${share}%, ${since}부터)`,
  share: (share: number) => `방문자 ${share}%`,
  reason: (reason: string) => `사유: ${reason}`,
  preview: {
    title: '미리보기',
    intro:
      '보관된 릴리스나 다른 주소의 릴리스를 이 브라우저에서만 1시간 동안 미리 봅니다. 다른 방문자에게는 보이지 않습니다.',
    remote: '원격 모듈',
    release: '릴리스',
    byUrl: '주소 직접 입력',
    url: '매니페스트 주소 (mf-manifest.json)',
    start: '미리보기 시작',
    starting: '미리보기를 시작하는 중입니다...',
    urlNeeded: '미리볼 릴리스의 매니페스트 주소를 입력해 주세요.',
  },
  health: {
    title: '버전별 오류율',
    intro:
      '방문자 브라우저가 보고한 원격 모듈의 페이지뷰와 실패를 버전별로 셉니다. 오류율은 그 버전을 쓴 페이지뷰 가운데 한 번이라도 실패한 비율이며, 세로 점선은 배포 기록입니다. 개인을 알아볼 수 있는 정보는 받지 않습니다.',
    period: '기간',
    periodOption: (hours: number) =>
      hours === 1 ? '최근 1시간' : hours === 24 ? '최근 24시간' : `최근 ${hours / 24}일`,
    apply: '조회',
    loading: '버전별 오류율을 불러오는 중입니다...',
    empty: '이 기간에 받은 페이지뷰가 없습니다.',
    chartLabel: (remote: string, period: string) => `${remote} 버전별 오류율 그래프, ${period}`,
    tableCaption: (remote: string, period: string) => `${remote} 버전별 페이지뷰와 실패, ${period}`,
    columns: { version: '버전', views: '페이지뷰', failed: '실패한 페이지뷰', rate: '오류율', failures: '실패 유형' },
    failures: {
      network: '불러오기 실패',
      timeout: '시간 초과',
      execution: '실행 오류',
      render: '렌더링 오류',
      hydration: '하이드레이션 오류',
      uncaught: '처리되지 않은 오류',
    } satisfies Record<RemoteFailure, string>,
    none: '없음',
    deploys: '배포 기록',
    point: (time: string, version: string, rate: string, failed: number, views: number) =>
      `${time} ${version}: 오류율 ${rate} (${views}회 중 ${failed}회)`,
    mark: (time: string, action: string, version: string) => `${time} ${action}: ${version}`,
    canaryTitle: '카나리 판정',
    canary: (
      remote: string,
      versions: { canary: string; stable: string },
      minutes: number,
      canary: { rate: string; failed: number; views: number; networks: number },
      stable: { rate: string; failed: number; views: number; networks: number },
    ) =>
      `${remote}: 최근 ${minutes}분 카나리 ${versions.canary} 오류율 ${canary.rate} (${canary.views}회 중 ${canary.failed}회, 네트워크 ${canary.networks}곳), ` +
      `안정 버전 ${versions.stable} ${stable.rate} (${stable.views}회 중 ${stable.failed}회, 네트워크 ${stable.networks}곳).`,
    verdict: {
      wait: '방문자와 네트워크 수가 최소에 이르면 판정합니다.',
      keep: '안정 버전보다 나쁘지 않아 계속 제공합니다.',
      rollback: '기준을 넘었습니다: 자동으로 롤백합니다.',
    } satisfies Record<CanaryAction, string>,
    policy: (windowMinutes: number, ratio: number, minRate: string, minViews: number, minNetworks: number) =>
      `기준: 최근 ${windowMinutes}분 동안 카나리의 오류율이 안정 버전의 ${ratio}배 이상이면서 ${minRate} 이상이면(서명된 방문자 ${minViews}명 이상, 방문자와 오류가 각각 네트워크 ${minNetworks}곳 이상) 자동으로 롤백합니다. 방문자는 ${windowMinutes}분에 한 번, 한 네트워크(IPv4 /24, IPv6 /48)는 몇 명까지만 셉니다. 자동으로 전체 적용하지는 않습니다.`,
    autoRollback: (time: string, reason: string) => `${time} ${reason}`,
  },
} as const;
