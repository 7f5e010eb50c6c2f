import { SITE } from '@gagyeong/contracts';
import ogImage from '../assets/og-image.jpg';
import { pageMetaFor } from '../content/page-meta';

/** SPEC §9: social image size. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `value` as an absolute URL: bundled asset URLs are absolute in the browser, relative in tests. */
function absoluteUrl(value: string, siteUrl: string): string {
  try {
    return new URL(value, `${siteUrl}/`).toString();
  } catch {
    return value;
  }
}

export interface SeoProps {
  /** Route path, e.g. '/Brand/intro' (a key of PAGE_META). */
  readonly path: string;
  /** `config.siteUrl`: origin for canonical and og:url, without a trailing slash. */
  readonly siteUrl: string;
}

/**
 * Title, description, canonical and social tags for one route. React 19 hoists these elements into
 * <head> and removes them when the page unmounts, so each route owns its own set.
 */
export function Seo({ path, siteUrl }: SeoProps) {
  const meta = pageMetaFor(path);
  const url = absoluteUrl(path, siteUrl);
  const image = absoluteUrl(meta.image ?? ogImage, siteUrl);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={`${SITE.name} 단지 전경 일러스트`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
