import { SITE } from '@gagyeong/contracts';
import { formatCount } from '@gagyeong/contracts/number-format';
import { withParticle } from '@gagyeong/contracts/korean';

/** The operator screens' texts (/admin and its sections); the visitor forms' are in leads-text.ts. */

/**
 * What every admin page says of itself: its heading, its document title and description, and
 * what a signed-in account without the admin claim is told (`what` it may not see, with its particle).
 */
function adminPage<Title extends string>(title: Title, what: string, description: string = title) {
  return {
    title,
    metaTitle: `${title} | ${SITE.name}`,
    description,
    forbiddenDetail: `관리자 계정으로 로그인해야 ${what} 볼 수 있습니다.`,
  } as const;
}

/** The period of a filter form, on every admin page that has one. */
export const PERIOD_TEXT = { from: '시작일', to: '종료일' } as const;

export const INBOX_TEXT = {
  ...adminPage('관심고객 관리', '관심고객 목록을'),
  signInTitle: '관리자 로그인',
  signInIntro: '관심고객 목록은 관리자만 볼 수 있습니다.',
  email: '이메일',
  password: '비밀번호',
  signIn: '로그인',
  signingIn: '로그인 중...',
  signInFailed: '로그인 실패: ',
  signOut: '로그아웃',
  idleSignedOut: (minutes: number) => `${minutes}분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.`,
  signedInAs: (email: string) => `${email} 님으로 로그인했습니다.`,
  forbidden: '권한이 없습니다',
  loading: '불러오는 중입니다...',
  filters: '검색 조건',
  form: '신청서',
  allForms: '전체',
  apply: '조회',
  csv: 'CSV 내려받기',
  csvReason: '내려받는 사유',
  csvReasonHint: '접속기록에 남습니다. 예: 11월 방문 상담 일정 정리',
  empty: '조건에 맞는 신청이 없습니다.',
  more: '더 보기',
  caption: '관심고객 신청 목록 (최근 접수 순)',
  columns: {
    createdAt: '접수일시',
    form: '신청서',
    name: '이름',
    phone: '연락처',
    message: '문의내용',
    status: '상태',
    memo: '메모',
    consentAt: '개인정보 동의',
    origin: '유입',
    actions: '관리',
  },
  status: '상태',
  allStatuses: '전체',
  source: '유입 경로',
  medium: '매체',
  campaign: '캠페인',
  anyValue: '전체',
  direct: '직접 방문',
  landing: (path: string) => `첫 페이지 ${path}`,
  statusOf: (name: string) => `${name} 상태`,
  memoOf: (name: string) => `${name} 메모`,
  editMemo: '메모 수정',
  saveMemo: '메모 저장',
  cancel: '취소',
  saving: '저장 중...',
  saved: '저장했습니다.',
  closedAt: (time: string) => `종료 ${time}`,
  changedBy: (account: string, time: string) => `최근 변경: ${account} · ${time}`,
  deleteLead: '삭제',
  deleteLeadOf: (name: string) => `${name} 삭제`,
  confirmDelete: (name: string) => `${name} 님의 정보를 지금 파기합니다(동의 철회). 되돌릴 수 없습니다. 삭제할까요?`,
  confirmDeleteButton: '삭제 확인',
  deleted: (name: string) => `${name} 님의 정보를 파기했습니다.`,
  consentGiven: (time: string) => `동의 (${time})`,
  networkError: '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  unexpected: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unavailable: '관심고객 관리는 내장 서버에서만 사용할 수 있습니다.',
} as const;

/** The inbox's sign-in and reading in firebase mode (Firebase Auth and Firestore failures). */
export const INBOX_FIREBASE_ERRORS = {
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  invalidEmail: '이메일 형식이 올바르지 않습니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  userDisabled: '사용이 중지된 계정입니다.',
  forbidden: '관리자만 볼 수 있습니다.',
  missingCursor: '다음 페이지 정보를 찾을 수 없습니다. 목록을 새로 불러와 주세요.',
} as const;

/** The administrator's home (/admin) and the menu every admin page carries. */
export const ADMIN_TEXT = {
  ...adminPage('관리자 홈', '관리자 화면을', '사이트 운영에 필요한 화면으로 이동합니다.'),
  nav: '관리자 메뉴',
  links: {
    home: { label: '관리자 홈', description: '' },
    leads: { label: '관심고객 관리', description: '신청 목록, 상태·메모, CSV 내려받기, 동의 철회 시 삭제' },
    press: { label: '보도자료', description: '보도자료 목록과 글쓰기, 기사 수정·삭제' },
    remotes: { label: '배포 상태', description: '각 화면 모듈의 현재 배포 버전' },
    access: { label: '접속기록 검토', description: '관심고객 정보 처리 기록, 다운로드 사유, 월별 검토' },
  },
} as const;

/** /admin/remotes: what each remote runs live, on every host, and the deployment log. */
export const REMOTES_TEXT = {
  ...adminPage('원격 모듈 배포 현황', '배포 현황을'),
  loading: '배포 현황을 불러오는 중입니다...',
  refresh: '새로 고침',
  mapCaption: '원격 모듈별 현재 버전',
  columns: {
    remote: '원격 모듈',
    live: '현재 버전',
    since: '배포 시각 · 배포자',
    previous: '이전 버전',
    manifest: '매니페스트',
    entry: '엔트리',
    serverEntry: '서버 엔트리',
    canary: '카나리',
  },
  configured: '설정 파일의 기본값',
  unknownBy: '알 수 없음',
  answers: (ok: boolean) => (ok ? '응답함' : '응답 없음'),
  hostsTitle: '호스트별 버전',
  hostsCaption: '호스트마다 지금 제공하는 버전',
  host: '호스트',
  hostState: '배포 지도',
  hostStates: {
    following: '따라가는 중',
    unavailable: '저장소에 연결할 수 없어 마지막 지도 유지',
    waiting: '첫 지도를 기다리는 중',
  } as Readonly<Record<string, string>>,
  noHosts: '확인할 호스트 목록(FLEET_HOSTS)이 설정되지 않았습니다.',
  noAnswer: (problem: string) => `응답 없음: ${problem}`,
  differs: '(배포 지도와 다름)',
  converged: '모든 호스트가 배포 지도의 버전을 제공하고 있습니다.',
  notConverged: '배포 지도와 다른 버전을 제공하거나 응답하지 않는 호스트가 있습니다.',
  logTitle: '배포 기록',
  noLog: '배포 기록이 없습니다.',
  logUnreadable: (count: number) => `읽을 수 없는 기록 ${count}건은 건너뛰었습니다.`,
  actions: {
    deploy: '배포',
    rollback: '되돌리기',
    canary: '카나리 배포',
    promote: '카나리 전체 적용',
    grant: '배포 권한 부여',
    revoke: '배포 권한 회수',
  },
  from: (what: string) => `이전: ${what}`,
} as const;

/** The dashboard on /admin. */
export const DASHBOARD_TEXT = {
  title: '신청 현황',
  period: '기간',
  apply: '조회',
  loading: '집계 중입니다...',
  total: (count: number) => `기간 중 신청 ${formatCount(count)}건`,
  splitBy: '나누는 기준',
  bySource: '유입 경로별',
  byForm: '신청서별',
  chartTitle: (from: string, to: string) => `${from} ~ ${to} 일별 신청 수`,
  dayTooltip: (day: string, parts: string) => `${day}: ${parts}`,
  none: '기간 중 신청이 없습니다.',
  others: '기타',
  direct: '직접 방문',
  campaigns: '캠페인별 신청',
  columns: { source: '유입 경로', medium: '매체', campaign: '캠페인', count: '신청 수', share: '비율' },
  noValue: '-',
} as const;

/** The campaign link builder on /admin. */
export const LINK_BUILDER_TEXT = {
  title: '캠페인 링크 만들기',
  intro: '광고·문자·현수막에 쓸 링크를 만듭니다. 이 링크로 들어온 방문자의 신청에 아래 값이 함께 저장됩니다.',
  path: '사이트 경로',
  pathHint: '예: / 또는 /Promotion/Customer',
  pathInvalid: '사이트 경로는 /로 시작해야 합니다. (예: /Promotion/Customer)',
  sourceRequired: '유입 경로(utm_source)를 입력해 주세요.',
  link: '만든 링크',
  copy: '링크 복사',
  copied: '링크를 복사했습니다.',
  copyFailed: '복사하지 못했습니다. 링크를 직접 선택해 복사해 주세요.',
  qr: (link: string) => `QR 코드: ${link}`,
  download: 'QR 코드 SVG 내려받기',
} as const;

/** /admin/access: the access records and their monthly review, and the /admin reminders. */
export const ACCESS_TEXT = {
  ...adminPage(
    '접속기록 검토',
    '접속기록을',
    '관심고객 정보를 누가, 언제, 어디서, 무엇을 했는지 기록합니다. 매달 한 번 이상 검토해 주세요.',
  ),
  reviewTitle: '월별 검토',
  due: (month: string) => `${month} 접속기록 검토가 아직 없습니다.`,
  noneDue: '지난달까지의 검토가 끝났습니다.',
  month: '검토한 달',
  note: '검토 내용',
  noteHint: '다운로드 사유, 평소보다 많은 처리 등 확인한 내용을 적어 주세요.',
  markReviewed: '검토 완료로 표시',
  reviewed: (month: string) => `${month} 검토를 기록했습니다.`,
  reviewsCaption: '검토 기록',
  reviewColumns: { month: '달', at: '검토 일시', reviewer: '검토자', note: '내용', chain: '기록 무결성' },
  chainOk: '이상 없음',
  chainBroken: '손상 발견',
  recordsTitle: '접속기록',
  account: '계정(이메일)',
  action: '처리 내용',
  allActions: '전체',
  apply: '조회',
  auditCsv: '감사용 CSV 내려받기',
  recordsCaption: '접속기록 (최근 순)',
  recordColumns: { at: '일시', account: '계정', ip: '접속지', action: '처리 내용', subjects: '대상', detail: '상세' },
  download: '다운로드',
  subjects: (count: number) => `${formatCount(count)}명`,
  reason: (reason: string) => `사유: ${reason}`,
  filter: (text: string) => `조건: ${text}`,
  fields: (text: string) => `항목: ${text}`,
  period: (from: string, to: string) => `기간: ${from} ~ ${to}`,
  none: '조건에 맞는 기록이 없습니다.',
  more: '더 보기',
  daysTitle: '계정별 일일 처리량',
  daysIntro: '하루에 고객 1,000명 이상을 열람했거나 3번 이상 내려받은 날은 "주의"로 표시됩니다.',
  daysCaption: '계정별 일일 처리량 (최근 31일)',
  dayColumns: {
    day: '날짜',
    account: '계정',
    views: '열람한 고객 수',
    changes: '변경',
    deletions: '삭제',
    exports: '다운로드',
    flag: '판단',
  },
  unusual: '주의',
  usual: '정상',
  firebaseMode:
    'Firebase 모드의 접속기록은 관리자 브라우저가 Firestore의 accessRecords 컬렉션에 남깁니다(수정·삭제 불가). 검토는 Firebase 콘솔과 Cloud Audit Logs에서 합니다.',
  reminder: (month: string) => `지난달(${month}) 접속기록 검토가 아직 없습니다.`,
  reviewLink: '접속기록 검토하기',
  sessionsTitle: '로그인한 기기',
  sessionsCaption: '이 계정의 로그인 (최근 사용 순)',
  sessionColumns: { lastSeen: '마지막 사용', created: '로그인', ip: '접속지', agent: '브라우저' },
  thisDevice: '(이 기기)',
  signOutEverywhere: '모든 기기에서 로그아웃',
} as const;

/** /admin: lead notifications (mail, webhook) and their delivery state. */
export const NOTIFY_TEXT = {
  title: '알림 발송 상태',
  intro:
    '새 상담 신청은 아래 경로로 바로 알려 드립니다. 보내지 못한 알림은 자동으로 다시 보내고, 하루가 지나도 실패하면 여기에 표시됩니다.',
  loading: '알림 상태를 불러오는 중입니다...',
  noChannels:
    '설정된 알림 경로가 없습니다. 서버 환경 변수 SMTP_URL과 NOTIFY_EMAIL_TO(메일), NOTIFY_WEBHOOK_URL(웹훅)을 설정하세요.',
  channels: '알림 경로',
  test: (channel: string) => `${withParticle(channel, '으로/로')} 시험 알림 보내기`,
  testing: '보내는 중...',
  testSent: (channel: string) => `${channel} 시험 알림을 보냈습니다.`,
  testFailed: (channel: string, detail: string) => `${channel} 시험 알림을 보내지 못했습니다: ${detail}`,
  recent: '최근 알림',
  none: '아직 보낸 알림이 없습니다.',
  refresh: '새로고침',
  resend: '다시 보내기',
  resent: '다시 보내도록 예약했습니다.',
  columns: {
    createdAt: '생성 시각',
    kind: '종류',
    channel: '경로',
    state: '상태',
    attempts: '시도',
    detail: '마지막 오류',
    action: '조치',
  },
  kinds: { lead: '상담 신청', test: '시험' },
  nextAttempt: (time: string) => `다음 시도 ${time}`,
  noValue: '-',
} as const;
