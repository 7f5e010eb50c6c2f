import { CUSTOMER_PATH, INTEREST_PAGE_PATH, PRESS_LIST_PATH } from './site-paths';

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

/** Menu links from label and path pairs. */
const links = (pairs: readonly (readonly [string, string])[]): MenuLink[] =>
  pairs.map(([subTitle, subUrl]) => ({ subTitle, subUrl }));

export const MENU: readonly MenuSection[] = [
  {
    title: '브랜드',
    items: links([
      ['브랜드 소개', '/Brand/intro'],
      ['홍보영상', '/Brand/video'],
    ]),
  },
  {
    title: '사업개요',
    items: links([
      ['사업개요', '/BusinessGuide/intro'],
      ['공급일정', '/BusinessGuide/plan'],
    ]),
  },
  {
    title: '분양안내',
    items: links([
      ['공급안내', '/SalesInfo/guide'],
      ['모집공고', '/SalesInfo/announcement'],
    ]),
  },
  {
    title: '입지환경',
    items: links([
      ['입지안내', '/LocationEnvironment/intro'],
      // "primium" is the legacy spelling of the route; the label is spelled correctly.
      ['프리미엄', '/LocationEnvironment/primium'],
    ]),
  },
  {
    title: '단지안내',
    items: links([
      ['단지배치도', '/ComplexGuide/intro'],
      ['동호수배치도', '/ComplexGuide/detailintro'],
      ['커뮤니티', '/ComplexGuide/community'],
    ]),
  },
  { title: '평면안내', items: links(UNIT_PLAN_LABEL_TO_PATH) },
  { title: '인테리어', items: links(INTERIOR_LABEL_TO_PATH) },
  {
    title: '홍보센터',
    items: links([['관심고객등록', INTEREST_PAGE_PATH]]),
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
  사업개요: () => links([['계약서류 안내', '/BusinessGuide/documents']]),
  분양안내: () =>
    links([
      ['청약안내', '/SalesInfo/SubscriptionGuide'],
      ['인지세 납부안내', '/SalesInfo/StampTax'],
    ]),
  평면안내: () =>
    links([
      // 114㎡ is a plan under review (docs/product.md §1), not offered in the menu.
      ['114A', '/FloorPlan/114A'],
      ['114B', '/FloorPlan/114B'],
      ['평면 영상', '/FloorPlan/videos'],
      ['E-모델하우스', '/FloorPlan/Emodel'],
    ]),
  // The page at /Interior/84B shows the 84D type.
  인테리어: () => links([['84D', '/Interior/84B']]),
  // The legacy /Promotion/Press sat here: the press list and the customer page of the site slug.
  홍보센터: (siteSlug) =>
    links([
      ['보도자료', PRESS_LIST_PATH(siteSlug)],
      ['고객센터', CUSTOMER_PATH(siteSlug)],
    ]),
};

/** Every page of the site by menu section: the menu's pages, then those it leaves out (site slug's press and customer pages included). */
export function siteMap(siteSlug: string): readonly MenuSection[] {
  return MENU.map(({ title, items }) => ({ title, items: [...items, ...(MORE_PAGES[title]?.(siteSlug) ?? [])] }));
}

/** The site-map section whose pages include `pathname` (percent-encoded as links are), if any. */
export function findSiteMapSection(pathname: string, siteSlug: string): MenuSection | undefined {
  return siteMap(siteSlug).find((section) => section.items.some((item) => item.subUrl === pathname));
}
