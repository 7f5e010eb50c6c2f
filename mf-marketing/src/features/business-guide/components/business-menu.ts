import { findMenuSection, type MenuLink } from '@gagyeong/contracts';

/** The section's menu plus the documents page, which the site menu leaves out (docs/product.md §2). */
export const BUSINESS_MENU: readonly MenuLink[] = [
  ...(findMenuSection('/BusinessGuide/intro')?.items ?? []),
  { subTitle: '계약서류 안내', subUrl: '/BusinessGuide/documents' },
];
export const BUSINESS_EYEBROW = findMenuSection('/BusinessGuide/intro')?.title ?? '사업개요';
