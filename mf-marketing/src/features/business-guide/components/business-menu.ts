import { findSiteMapSection, SITE, type MenuLink } from '@gagyeong/contracts';

const SECTION = findSiteMapSection('/BusinessGuide/intro', SITE.slug);

/** The section's pages: the menu's two and the documents page it leaves out (contracts' site map). */
export const BUSINESS_MENU: readonly MenuLink[] = SECTION?.items ?? [];
export const BUSINESS_EYEBROW = SECTION?.title ?? '사업개요';
