/**
 * The administrator's texts (sign-in, writing, editing), apart from press-text.ts so that a
 * visitor's first load never carries them: only the chunks that need them import this file.
 */
export const PRESS_ADMIN_TEXT = {
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
} as const;
