import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import { LEAD_CONSENT } from '@gagyeong/contracts/leads';

/**
 * One submission that every lead backend must store alike (the embedded server's SQLite store,
 * the browser's Firestore writer, the host's Firestore REST writer): typed as a visitor's device
 * may send it, with Hangul decomposed into jamo (NFD), spaces around the text, an upper-case id,
 * campaign fields and a user agent over the kept length. Each backend's test stores it and reads
 * back exactly SAME_LEAD_STORED.
 */
export const SAME_LEAD_INPUT = {
  id: 'A0E1C9D2-1B2C-4D3E-8F90-112233445566',
  form: 'customer',
  name: ' 홍길동 '.normalize('NFD'),
  phone: ' 010-1234-5678 ',
  message: '  84㎡ 분양 문의드립니다  '.normalize('NFD'),
  consent: true,
  _gotcha: '',
  landingPath: '/가경파크시티/customer'.normalize('NFD'),
  utmSource: 'naver',
  utmMedium: 'cpc',
  utmCampaign: ' 봄 분양 '.normalize('NFD'),
  naverKeyword: '청주 아파트',
} as const;

export const SAME_LEAD_USER_AGENT = `Mozilla/5.0 (Linux; Android 14) ${'x'.repeat(600)}`;

/** Its id as stored: the document's id, the row's key. */
export const SAME_LEAD_ID = 'a0e1c9d2-1b2c-4d3e-8f90-112233445566';

/**
 * What is stored, apart from the two times each store takes from its own clock: the text NFC and
 * trimmed (as the schema leaves it), the user agent cut to 512 characters, the follow-up empty,
 * the channel the campaign's source. (The SQLite store works the channel out in SQL.)
 */
export const SAME_LEAD_STORED = {
  form: 'customer',
  name: '홍길동',
  phone: '010-1234-5678',
  message: '84㎡ 분양 문의드립니다',
  consent: true,
  consentVersion: LEAD_CONSENT.version,
  userAgent: SAME_LEAD_USER_AGENT.slice(0, 512),
  status: 'new',
  memo: '',
  closedAt: null,
  attribution: {
    ...EMPTY_ATTRIBUTION,
    landingPath: '/가경파크시티/customer',
    utmSource: 'naver',
    utmMedium: 'cpc',
    utmCampaign: '봄 분양',
    naverKeyword: '청주 아파트',
  },
  channel: 'naver',
};
