import { FACTS, PROJECT } from './project';

/**
 * Per-route head metadata. Plain data with no asset or React
 * import, so a build step or the server (tsx) can read it too. Paths are the route table's paths.
 */
export interface PageMeta {
  /** The page's own name (its breadcrumb step). */
  readonly name: string;
  /** Full document title. */
  readonly title: string;
  readonly description: string;
  /** Absolute URL or site-relative path of a 1200×630 social image; the default artwork otherwise. */
  readonly image?: string;
}

const brand = PROJECT.name;
const titled = (page: string) => ({ name: page, title: `${page} | ${brand}` });
/** A unit-plan page by the label the menu gives it: 84A to 84D are the A to D types of one area. */
const unitPlan = (label: string) => ({
  ...titled(`평면안내 ${label}`),
  description: `${brand} ${FACTS.unitArea} ${label.slice(-1)}타입 평면도와 공간 구성을 확인하세요.`,
});
/** A 114 type: a plan under review (docs/product.md §1). */
const plannedUnitPlan = (label: string) => ({
  ...titled(`평면안내 ${label}`),
  description: `${brand} ${label} 타입 평면 안내. 타입 다양화 계획에 따라 확정되는 대로 공개됩니다.`,
});

export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': {
    name: brand,
    title: `${brand} | ${FACTS.location} 공원 옆 ${FACTS.households} 민간임대`,
    description: `${FACTS.location} 공원 옆 ${FACTS.scaleShort}, ${FACTS.households} 규모의 ${FACTS.tenure} 아파트 ${brand} 공식 홈페이지입니다. 관심고객 등록과 방문 예약을 받고 있습니다.`,
  },
  '/Brand/intro': {
    ...titled('브랜드 소개'),
    description: `공원과 도시가 함께하는 주거, ${brand}의 브랜드 철학과 ${FACTS.tenure}의 안심 주거 가치를 소개합니다.`,
  },
  '/Brand/video': {
    ...titled('홍보영상'),
    description: `${brand} 홍보영상으로 ${FACTS.location}의 입지와 단지의 미래 모습을 미리 만나 보세요.`,
  },
  '/BusinessGuide/intro': {
    ...titled('사업개요'),
    description: `${brand} 사업개요: ${FACTS.location}, ${FACTS.scale}, 총 ${FACTS.households}, ${FACTS.housingType}, 주차 ${FACTS.parking}.`,
  },
  '/BusinessGuide/plan': {
    ...titled('공급일정'),
    description: `${brand}의 입주자 모집과 계약 일정은 확정되는 대로 이 페이지와 관심고객 알림으로 안내해 드립니다.`,
  },
  '/BusinessGuide/documents': {
    ...titled('계약서류 안내'),
    description: `${brand} 계약 시 필요한 서류 안내는 모집공고 확정 후 공개됩니다. 관심고객으로 등록하시면 먼저 알려 드립니다.`,
  },
  '/SalesInfo/guide': {
    ...titled('공급안내'),
    description: `${brand} 공급안내: ${FACTS.tenure} 주택의 공급 일정, 신청 자격, 구비 서류, 청약 절차, 당첨자 발표와 계약 방법을 안내합니다.`,
  },
  '/SalesInfo/announcement': {
    ...titled('모집공고'),
    description: `${brand} 입주자 모집공고 안내. 청약 전 반드시 공식 모집공고 원문을 확인해 주세요.`,
  },
  '/SalesInfo/SubscriptionGuide': {
    ...titled('청약안내'),
    description: `${brand} 청약안내: 인터넷·현장 접수 방법, 신청 자격 확인, 당첨자 발표 조회와 계약 절차를 단계별로 설명합니다.`,
  },
  '/SalesInfo/StampTax': {
    ...titled('인지세 납부안내'),
    description: `${brand} 계약 시 필요한 인지세(전자수입인지) 납부 대상, 금액 기준과 온라인·오프라인 납부 방법을 안내합니다.`,
  },
  '/LocationEnvironment/intro': {
    ...titled('입지안내'),
    description: `${FACTS.location} ${brand}의 교통, 생활 인프라, 교육, 자연환경을 여섯 가지 입지 포인트로 소개합니다.`,
  },
  '/LocationEnvironment/primium': {
    ...titled('프리미엄'),
    description: `공원 특례 사업, 광역 교통, 원스톱 생활권, 자연 속 휴식까지 ${brand}만의 프리미엄을 소개합니다.`,
  },
  '/ComplexGuide/intro': {
    ...titled('단지배치도'),
    description: `${brand} ${FACTS.scaleShort} 단지배치도와 동선, 조경 계획을 소개합니다.`,
  },
  '/ComplexGuide/detailintro': {
    ...titled('동호수배치도'),
    description: `${brand} ${PROJECT.buildings}개동 ${FACTS.households}의 동·호수 배치를 한눈에 확인하세요.`,
  },
  '/ComplexGuide/community': {
    ...titled('커뮤니티'),
    description: `피트니스센터, 실내골프연습장, 독서실, 어린이집 등 ${brand} 입주민을 위한 커뮤니티 시설을 소개합니다.`,
  },
  '/FloorPlan/59A': unitPlan('84A'),
  '/FloorPlan/59B': unitPlan('84B'),
  '/FloorPlan/84A': unitPlan('84C'),
  '/FloorPlan/84B': unitPlan('84D'),
  '/FloorPlan/114A': plannedUnitPlan('114A'),
  '/FloorPlan/114B': plannedUnitPlan('114B'),
  '/FloorPlan/videos': {
    ...titled('평면 영상'),
    description: `입지환경 안내, 59타입·84타입 안내 영상으로 ${brand}의 공간을 생생하게 둘러보세요.`,
  },
  '/FloorPlan/Emodel': {
    ...titled('E-모델하우스'),
    description: `집에서 둘러보는 ${brand} E-모델하우스. 가상 투어로 세대 내부를 미리 확인하세요.`,
  },
  '/Interior/59A': {
    ...titled('인테리어 84A'),
    description: `${brand} 84A 타입 인테리어: 거실, 주방, 침실의 마감과 공간 연출을 소개합니다.`,
  },
  '/Interior/84A': {
    ...titled('인테리어 84C'),
    description: `${brand} 84C 타입 인테리어: 채광과 수납을 살린 공간 연출을 소개합니다.`,
  },
  '/Interior/84B': {
    ...titled('인테리어 84D'),
    description: `${brand} 84D 타입 인테리어: 가족의 생활 방식에 맞춘 공간 구성을 소개합니다.`,
  },
};

/** The metadata for a path, or the home page's when the path has no entry of its own. */
export function pageMetaFor(path: string): PageMeta {
  return PAGE_META[path] ?? (PAGE_META['/'] as PageMeta);
}
