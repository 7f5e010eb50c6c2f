import { SITE } from '@gagyeong/contracts';
import ogImage from '../assets/og-image.png';

/** SPEC §9: the social image size. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `value` as an absolute URL: bundled asset URLs are absolute in the browser, relative in tests. */
function absoluteUrl(value: string, siteUrl: string): string {
  try {
    return new URL(value, `${siteUrl}/`).toString();
  } catch {
    return value;
  }
}

export interface PageMetaProps {
  readonly title: string;
  readonly description: string;
  /** Path of the page, percent-encoded as in the address bar. */
  readonly path: string;
  /** `config.siteUrl`: the canonical origin. */
  readonly siteUrl: string;
  /** Pages that must stay out of search results (the administrators' inbox). */
  readonly noindex?: boolean;
}

/**
 * Title, description, canonical and social tags of one page. React 19 hoists these into <head>
 * and removes them when the page unmounts.
 */
export function PageMeta({ title, description, path, siteUrl, noindex = false }: PageMetaProps) {
  const url = absoluteUrl(path, siteUrl);
  const image = absoluteUrl(ogImage, siteUrl);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={`${SITE.name} 단지와 공원을 그린 일러스트`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
