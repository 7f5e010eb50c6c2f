/**
 * /admin/remotes' texts for canaries and previews (docs/decisions/0062-preview-in-one-browser.md,
 * 0063-canary-share-per-visitor.md). A module of their own: only that page imports it, so they stay
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
} as const;
