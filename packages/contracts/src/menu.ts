import { CUSTOMER_PATH, PRESS_LIST_PATH } from './site-paths';

/**
 * The one site menu (docs/product.md §2 "Menu"), used by the shell's header and by the remotes' tab or side
 * menus. Several paths are legacy names that do not match their labels; the mapping is spelled out
 * below and must be kept as it is (bookmarked URLs depend on it). The pages the menu leaves out
 * are listed once too (`siteMap`), so every route is reachable from a server-rendered link.
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

/**
 * Pages the menu above leaves out, by its section title: the spec's menu stays as it is, and these
 * appear in their section's tab or side menu where that menu shows the whole section (사업개요,
 * 분양안내, 홍보센터) and in the footer's site map. 평면안내 and 인테리어 keep the side menus the
 * spec gives them (unit plans and the E-model house; 84A and 84C), so 114A, 114B, the plan videos
 * and 84D are linked from the site map.
 */
const MORE_PAGES: Readonly<Record<string, (siteSlug: string) => readonly MenuLink[]>> = {
  사업개요: () => [{ subTitle: '계약서류 안내', subUrl: '/BusinessGuide/documents' }],
  분양안내: () => [
    { subTitle: '청약안내', subUrl: '/SalesInfo/SubscriptionGuide' },
    { subTitle: '인지세 납부안내', subUrl: '/SalesInfo/StampTax' },
  ],
  평면안내: () => [
    // 114㎡ is a plan under review (docs/product.md §1), not offered in the menu.
    { subTitle: '114A', subUrl: '/FloorPlan/114A' },
    { subTitle: '114B', subUrl: '/FloorPlan/114B' },
    { subTitle: '평면 영상', subUrl: '/FloorPlan/videos' },
    { subTitle: 'E-모델하우스', subUrl: '/FloorPlan/Emodel' },
  ],
  // The page at /Interior/84B shows the 84D type.
  인테리어: () => [{ subTitle: '84D', subUrl: '/Interior/84B' }],
  // The legacy /Promotion/Press sat here: the press list and the customer page of the site slug.
  홍보센터: (siteSlug) => [
    { subTitle: '보도자료', subUrl: PRESS_LIST_PATH(siteSlug) },
    { subTitle: '고객센터', subUrl: CUSTOMER_PATH(siteSlug) },
  ],
};

/** Every page of the site by menu section: the menu's pages, then those it leaves out (site slug's press and customer pages included). */
export function siteMap(siteSlug: string): readonly MenuSection[] {
  return MENU.map(({ title, items }) => ({ title, items: [...items, ...(MORE_PAGES[title]?.(siteSlug) ?? [])] }));
}

/** The site-map section whose pages include `pathname` (percent-encoded as links are), if any. */
export function findSiteMapSection(pathname: string, siteSlug: string): MenuSection | undefined {
  return siteMap(siteSlug).find((section) => section.items.some((item) => item.subUrl === pathname));
}
