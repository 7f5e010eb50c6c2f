import { INTEREST_PAGE_PATH, SITE } from '@gagyeong/contracts';
import familySitesJson from './family-sites.json';
import { withParticle } from '@gagyeong/contracts/korean';

/**
 * Copy that only the shell's header, footer and fixed bar show, written once here. Identity facts
 * (name, phone, copyright year) come from the contracts' SITE.
 */

/** Short promo lines the top banner rotates through. */
export const BANNER_LINES: readonly string[] = [
  '청주 가경동 공원 옆, 921세대 민간임대 아파트',
  '10년 임대 거주 후 분양전환 예정',
  '관심고객으로 등록하시면 공급 소식을 가장 먼저 알려드립니다',
];

/** How long each banner line stays before the next fades in. */
export const BANNER_INTERVAL_MS = 4000;

export const CONSULT_LINK = { label: '모바일 상담', to: INTEREST_PAGE_PATH } as const;
export const VISIT_LINK = { label: '방문예약', to: INTEREST_PAGE_PATH } as const;

export const LABELS = {
  // The accessible name starts with the logo's visible text (both lines), then says where it goes.
  home: `${SITE.name} ${SITE.nameEn} 홈`,
  mainNav: '주 메뉴',
  mobileNav: '모바일 메뉴',
  mobilePanel: '전체 메뉴',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  call: `전화 상담 ${SITE.phone}`,
  phoneButtonHint: '관심고객 등록 창 열기',
  banner: '분양 소식',
  pauseBanner: '분양 소식 자동 전환 멈춤',
  playBanner: '분양 소식 자동 전환 재생',
  visit: '방문예약',
  phoneConsult: '전화상담',
  fixedBar: '빠른 상담',
  familySite: 'FAMILY SITE',
  siteMap: '사이트맵',
  newWindow: '(새 창)',
} as const;

export const FOOTER = {
  /** Where the complex is planned; shown beside the project name. */
  location: '충청북도 청주시 흥덕구 가경동 일원',
  tenure: '10년 민간임대 후 분양전환 예정',
  /** Builder and developer are not yet announced; say so rather than invent a name. */
  builderLine: '시행 · 시공: 추후 공지 (인허가 진행 중)',
  phoneLabel: '대표번호',
  disclaimer:
    '본 홈페이지의 이미지와 조감도, 투시도, 평면도는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있으며, ' +
    '사업 일정, 규모, 세대수, 주택형, 부대시설 등 모든 내용은 인허가 과정에서 변경될 수 있습니다. ' +
    `${withParticle(SITE.name, '은/는')} 분양이 아닌 민간임대 주택으로, 임대 조건과 분양전환 조건은 확정 후 입주자 모집공고로 안내합니다. ` +
    '계약 전 반드시 모집공고와 계약서를 확인하시기 바랍니다.',
  copyright: `© ${SITE.copyrightYear} ${SITE.name}. 무단 전재 및 재배포를 금합니다.`,
} as const;

export interface FamilySite {
  readonly url: string;
  readonly name: string;
}

/** Sister sites of the same brand family (the footer's FAMILY SITE list). */
export const FAMILY_SITES: readonly FamilySite[] = familySitesJson;
