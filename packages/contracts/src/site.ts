/**
 * Site identity: the facts every package shows. Each is written here once, so the site can be
 * re-skinned for the next complex by editing this file (and each remote's own content module).
 */
export const SITE = {
  name: '가경 파크시티',
  /** English wordmark: the logo shows it under the name, so the logo link's name includes it. */
  nameEn: 'GAGYEONG PARK CITY',
  /** Default site slug; Korean, so it appears percent-encoded in URLs and must round-trip. */
  slug: '가경파크시티',
  phone: '1533-8848',
  /** Where the complex is planned (docs/product.md §1). */
  address: { region: '충청북도', city: '청주시', district: '흥덕구', dong: '가경동' },
  /** Households in total (docs/product.md §1). */
  households: 921,
  phoneHref: 'tel:1533-8848',
  copyrightYear: 2025,
  locale: 'ko-KR',
  /** docs/product.md §9: the mobile layout applies at this width and below. */
  mobileMaxWidth: 900,
} as const;

/** Media query for the mobile layout, shared by every package that switches on it. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${SITE.mobileMaxWidth}px)`;
