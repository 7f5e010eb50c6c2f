import { SITE } from '@gagyeong/contracts';
import { VISIT_PHONE_HINT } from '@gagyeong/contracts/leads';

/** Every visible text of mf-leads (besides the shared ones in @gagyeong/contracts/leads). */
export const FIELD_LABELS = {
  name: '이름',
  phone: '연락처',
  message: '문의내용',
  honeypot: '이 칸은 비워 두세요',
} as const;

export const FORM_TEXT = {
  submit: '등록하기',
  submitting: '등록중...',
  backToForm: '다시 입력하기',
  startOver: '새로 등록하기',
  required: '필수',
  requiredNote: '* 표시는 필수 입력 항목입니다.',
  namePlaceholder: '이름을 입력해 주세요',
  phonePlaceholder: '010-1234-5678',
  messagePlaceholder: '궁금하신 내용을 남겨 주세요 (선택)',
  /** The customer page stars the message (docs/product.md §5), so its placeholder does not say optional. */
  customerMessagePlaceholder: '궁금하신 내용을 남겨 주세요',
  visitPhoneHint: `휴대전화 번호 (${VISIT_PHONE_HINT})`,
} as const;

export const POPUP_TEXT = {
  title: '관심고객 등록',
  intro: `이름과 연락처를 남겨 주시면 ${SITE.name} 전문상담원이 연락드립니다.`,
  close: '닫기',
  ok: '확인',
} as const;

export const INTEREST_PAGE_TEXT = {
  title: '관심고객 등록',
  text: `${SITE.name}의 분양·임대 소식과 상담을 가장 먼저 받아 보세요.`,
  formTitle: '관심고객 등록 신청',
  formIntro: '이름과 연락처를 남겨 주시면 전문상담원이 연락드립니다.',
  bannerAlt: '',
  metaTitle: `관심고객 등록 | ${SITE.name}`,
  metaDescription: `${SITE.name} 관심고객 등록: 이름과 연락처를 남기시면 분양·임대 일정과 상담을 안내해 드립니다. 대표번호 ${SITE.phone}.`,
} as const;

export const VISIT_TEXT = {
  title: '방문예약',
  submit: '방문예약 신청',
} as const;

export const CUSTOMER_TEXT = {
  title: `${SITE.name} 고객상담`,
  imageAlt: `${SITE.name} 상담 데스크에서 상담원이 고객과 이야기하는 모습을 그린 일러스트`,
  blurb: [
    `${SITE.name} 고객상담실입니다.`,
    '공급 일정, 임대 조건, 방문 예약까지 궁금하신 점을 남겨 주시면 전문상담원이 빠르게 연락드립니다.',
  ],
  phoneLabel: '대표번호',
  hours: '24시간 상담',
  formTitle: '상담 신청',
  submit: '상담 신청',
  metaTitle: `고객상담 | ${SITE.name}`,
  metaDescription: `${SITE.name} 고객상담: 이름과 연락처, 문의내용을 남기시면 전문상담원이 연락드립니다. 대표번호 ${SITE.phone}, 24시간 상담.`,
} as const;

export const INBOX_TEXT = {
  title: '관심고객 관리',
  metaTitle: `관심고객 관리 | ${SITE.name}`,
  signInTitle: '관리자 로그인',
  signInIntro: '관심고객 목록은 관리자만 볼 수 있습니다.',
  email: '이메일',
  password: '비밀번호',
  signIn: '로그인',
  signingIn: '로그인 중...',
  signInFailed: '로그인 실패: ',
  signOut: '로그아웃',
  signedInAs: (email: string) => `${email} 님으로 로그인했습니다.`,
  forbidden: '권한이 없습니다',
  forbiddenDetail: '관리자 계정으로 로그인해야 관심고객 목록을 볼 수 있습니다.',
  loading: '불러오는 중입니다...',
  filters: '검색 조건',
  form: '신청서',
  allForms: '전체',
  from: '시작일',
  to: '종료일',
  apply: '조회',
  csv: 'CSV 내려받기',
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
  title: '관리자 홈',
  metaTitle: `관리자 홈 | ${SITE.name}`,
  intro: '사이트 운영에 필요한 화면으로 이동합니다.',
  nav: '관리자 메뉴',
  forbiddenDetail: '관리자 계정으로 로그인해야 관리자 화면을 볼 수 있습니다.',
  links: {
    home: { label: '관리자 홈', description: '' },
    leads: { label: '관심고객 관리', description: '신청 목록, 상태·메모, CSV 내려받기, 동의 철회 시 삭제' },
    press: { label: '보도자료', description: '보도자료 목록과 글쓰기, 기사 수정·삭제' },
    remotes: { label: '배포 상태', description: '각 화면 모듈의 현재 배포 버전' },
  },
} as const;

/** /admin/remotes: what each remote runs live, on every host, and the deployment log. */
export const REMOTES_TEXT = {
  title: '원격 모듈 배포 현황',
  metaTitle: `원격 모듈 배포 현황 | ${SITE.name}`,
  forbiddenDetail: '관리자 계정으로 로그인해야 배포 현황을 볼 수 있습니다.',
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
  actions: { deploy: '배포', rollback: '되돌리기', grant: '배포 권한 부여', revoke: '배포 권한 회수' },
  from: (what: string) => `이전: ${what}`,
} as const;

/** The dashboard on /admin. */
export const DASHBOARD_TEXT = {
  title: '신청 현황',
  period: '기간',
  from: '시작일',
  to: '종료일',
  apply: '조회',
  loading: '집계 중입니다...',
  total: (count: number) => `기간 중 신청 ${count.toLocaleString('ko-KR')}건`,
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
