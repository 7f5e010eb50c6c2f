import { SITE } from '@gagyeong/contracts';
import { VISIT_PHONE_HINT } from '@gagyeong/contracts/leads';

/**
 * The visitor forms' texts (popup, visit, customer, interest page). The operator screens' texts
 * are in admin-text.ts, so a visitor's first load never carries them.
 */
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
