import { findMenuSection, type MenuLink } from '@gagyeong/contracts';

/** The site menu's two pages plus the two guides it leaves out (docs/product.md §2 routes). */
export const SALES_MENU: readonly MenuLink[] = [
  ...(findMenuSection('/SalesInfo/guide')?.items ?? []),
  { subTitle: '청약안내', subUrl: '/SalesInfo/SubscriptionGuide' },
  { subTitle: '인지세 납부안내', subUrl: '/SalesInfo/StampTax' },
];
export const SALES_EYEBROW = findMenuSection('/SalesInfo/guide')?.title ?? '분양안내';
