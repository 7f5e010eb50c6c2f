/**
 * The one site menu (docs/product.md §2 "Menu"), used by the shell's header and by the remotes' tab or side
 * menus. Several paths are legacy names that do not match their labels; the mapping is spelled out
 * below and must be kept as it is (bookmarked URLs depend on it).
 */
export interface MenuLink {
  readonly subTitle: string;
  readonly subUrl: string;
}

export interface MenuSection {
  readonly title: string;
  readonly items: readonly MenuLink[];
}

/**
 * Unit-plan pages: the label a visitor sees → the legacy path segment that serves it.
 * 84A → /FloorPlan/59A, 84B → /FloorPlan/59B, 84C → /FloorPlan/84A, 84D → /FloorPlan/84B.
 */
export const UNIT_PLAN_LABEL_TO_PATH = [
  ['84A', '/FloorPlan/59A'],
  ['84B', '/FloorPlan/59B'],
  ['84C', '/FloorPlan/84A'],
  ['84D', '/FloorPlan/84B'],
] as const;

/** Interior pages: label → legacy path. 84A → /Interior/59A, 84C → /Interior/84A. */
export const INTERIOR_LABEL_TO_PATH = [
  ['84A', '/Interior/59A'],
  ['84C', '/Interior/84A'],
] as const;

const links = (pairs: readonly (readonly [string, string])[]): MenuLink[] =>
  pairs.map(([subTitle, subUrl]) => ({ subTitle, subUrl }));

export const MENU: readonly MenuSection[] = [
  {
    title: '브랜드',
    items: [
      { subTitle: '브랜드 소개', subUrl: '/Brand/intro' },
      { subTitle: '홍보영상', subUrl: '/Brand/video' },
    ],
  },
  {
    title: '사업개요',
    items: [
      { subTitle: '사업개요', subUrl: '/BusinessGuide/intro' },
      { subTitle: '공급일정', subUrl: '/BusinessGuide/plan' },
    ],
  },
  {
    title: '분양안내',
    items: [
      { subTitle: '공급안내', subUrl: '/SalesInfo/guide' },
      { subTitle: '모집공고', subUrl: '/SalesInfo/announcement' },
    ],
  },
  {
    title: '입지환경',
    items: [
      { subTitle: '입지안내', subUrl: '/LocationEnvironment/intro' },
      // "primium" is the legacy spelling of the route; the label is spelled correctly.
      { subTitle: '프리미엄', subUrl: '/LocationEnvironment/primium' },
    ],
  },
  {
    title: '단지안내',
    items: [
      { subTitle: '단지배치도', subUrl: '/ComplexGuide/intro' },
      { subTitle: '동호수배치도', subUrl: '/ComplexGuide/detailintro' },
      { subTitle: '커뮤니티', subUrl: '/ComplexGuide/community' },
    ],
  },
  { title: '평면안내', items: links(UNIT_PLAN_LABEL_TO_PATH) },
  { title: '인테리어', items: links(INTERIOR_LABEL_TO_PATH) },
  {
    title: '홍보센터',
    items: [{ subTitle: '관심고객등록', subUrl: '/Promotion/Customer' }],
  },
];

/** The menu section whose items include `pathname`, if any. */
export function findMenuSection(pathname: string): MenuSection | undefined {
  return MENU.find((section) => section.items.some((item) => item.subUrl === pathname));
}
