import { findSiteMapSection, SITE, type MenuLink } from '@gagyeong/contracts';

const SECTION = findSiteMapSection('/SalesInfo/guide', SITE.slug);

/** The section's pages: the menu's two and the two guides it leaves out (contracts' site map). */
export const SALES_MENU: readonly MenuLink[] = SECTION?.items ?? [];
export const SALES_EYEBROW = SECTION?.title ?? '분양안내';
