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
  breadcrumb: '고객상담',
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
  idleSignedOut: (minutes: number) => `${minutes}분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.`,
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
    access: { label: '접속기록 검토', description: '관심고객 정보 처리 기록, 다운로드 사유, 월별 검토' },
  },
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

/** /admin/access: the access records and their monthly review, and the /admin reminders. */
export const ACCESS_TEXT = {
  title: '접속기록 검토',
  metaTitle: `접속기록 검토 | ${SITE.name}`,
  intro: '관심고객 정보를 누가, 언제, 어디서, 무엇을 했는지 기록합니다. 매달 한 번 이상 검토해 주세요.',
  forbiddenDetail: '관리자 계정으로 로그인해야 접속기록을 볼 수 있습니다.',
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
  from: '시작일',
  to: '종료일',
  apply: '조회',
  auditCsv: '감사용 CSV 내려받기',
  recordsCaption: '접속기록 (최근 순)',
  recordColumns: { at: '일시', account: '계정', ip: '접속지', action: '처리 내용', subjects: '대상', detail: '상세' },
  download: '다운로드',
  subjects: (count: number) => `${count.toLocaleString('ko-KR')}명`,
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
  test: (channel: string) => `${channel}로 시험 알림 보내기`,
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
