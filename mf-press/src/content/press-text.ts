import { SITE } from '@gagyeong/contracts';

/**
 * Every visible string of the press pages, in one place (docs/architecture.md §1), so the next complex is a
 * matter of editing this file. Messages from the server arrive in Korean and are shown as they are.
 */
export const PRESS_TEXT = {
  bannerEyebrow: 'PRESS',
  bannerTitle: '보도자료',
  bannerDescription: `${SITE.name}의 새로운 소식과 언론 보도를 전해 드립니다.`,

  listCaption: '보도자료 목록',
  columns: { no: 'NO', title: '제목', author: '작성자', views: '조회수', date: '날짜' },
  loadMore: '더보기',
  previousPage: '이전 페이지',
  loadingMore: '불러오는 중…',
  loading: '보도자료를 불러오는 중입니다…',
  empty: '등록된 보도자료가 없습니다.',
  listError: '보도자료를 불러오지 못했습니다.',
  retry: '다시 시도',

  detailLoading: '보도자료를 불러오는 중입니다…',
  detailError: '보도자료를 불러오지 못했습니다.',
  authorPrefix: '작성자',
  datePrefix: '작성일',
  viewsPrefix: '조회수',
  backToList: '목록으로',
  /** The link on the Not Found page of a missing or deleted article. */
  missingArticleLink: '보도자료 목록 보기',
  emptyBody: '본문이 없습니다.',

  authChecking: '로그인 상태를 확인하는 중입니다…',
  loginHeading: '관리자 로그인',
  loginHint: '보도자료 작성은 관리자만 할 수 있습니다.',
  email: '이메일',
  password: '비밀번호',
  loginButton: '관리자 로그인',
  loginFailedPrefix: '로그인 실패: ',
  welcome: (email: string) => `${email}님 환영합니다`,
  logout: '로그아웃',
  logoutFailed: '로그아웃하지 못했습니다. 다시 시도해 주세요.',
  noPermission: '이 계정에는 보도자료 작성 권한이 없습니다. 관리자 계정으로 로그인해 주세요.',

  writeHeading: '보도자료 작성',
  titleLabel: '제목',
  summaryLabel: '요약',
  contentLabel: '본문',
  contentHint: '줄바꿈마다 문단이 나뉩니다.',
  requiredMark: '(필수)',
  submit: '등록',
  submitting: '등록 중…',
  posted: '보도자료가 등록되었습니다.',
  postFailedPrefix: '등록 실패: ',

  articleAdmin: '기사 관리',
  edit: '수정',
  editHeading: '보도자료 수정',
  save: '저장',
  saving: '저장 중…',
  saved: '수정한 내용을 저장했습니다.',
  saveFailedPrefix: '저장 실패: ',
  cancel: '취소',
  delete: '삭제',
  confirmDelete: (title: string) => `‘${title}’ 보도자료를 삭제할까요? 삭제하면 되돌릴 수 없습니다.`,
  confirmDeleteButton: '삭제 확인',
  deleting: '삭제 중…',
  deleteFailedPrefix: '삭제 실패: ',
  deleted: '보도자료를 삭제했습니다.',

  metaListTitle: `보도자료 | ${SITE.name}`,
  /** A numbered page of the list (`?page=N`): a title of its own for search results. */
  metaListPageTitle: (page: number) => `보도자료 ${page}페이지 | ${SITE.name}`,
  metaListDescription: `${SITE.name}의 보도자료와 새로운 소식을 확인하세요.`,
  metaDetailTitle: (title: string) => `${title} | 보도자료 | ${SITE.name}`,
} as const;

/** Korean messages for failures that carry no server message (network, unexpected answers). */
export const PRESS_ERRORS = {
  network: '네트워크 오류가 발생했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  unexpected: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  invalidEmail: '이메일 형식이 올바르지 않습니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  userDisabled: '사용이 중지된 계정입니다.',
  forbidden: '관리자만 할 수 있는 작업입니다.',
  unauthenticated: '로그인이 필요합니다.',
  unavailable: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  missingCursor: '다음 페이지 정보를 찾을 수 없습니다. 목록을 새로 불러와 주세요.',
  notFound: '보도자료를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
} as const;
