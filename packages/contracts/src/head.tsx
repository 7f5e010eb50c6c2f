import { useContext } from 'react';
// The main entry, not './structured-data-sink': the shared module instance (see that file).
import { StructuredDataSink } from '@gagyeong/contracts';
import { SITE } from './site';
import type { ArticleData, Crumb } from './structured-data';
import socialImage from './assets/og-image.jpg';

/** docs/product.md §9: the social image (one artwork for the whole site, bundled by each remote that uses it). */
export const SOCIAL_IMAGE = {
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: `${SITE.name} 단지 전경 일러스트`,
} as const;

/** `value` as an absolute URL: bundled asset URLs are absolute in the browser, relative in tests. */
export function absoluteUrl(value: string, siteUrl: string): string {
  try {
    return new URL(value, `${siteUrl}/`).toString();
  } catch {
    return value;
  }
}

export interface HeadTagsProps {
  readonly title: string;
  readonly description: string;
  /** `config.siteUrl`: origin for canonical and og:url, without a trailing slash. */
  readonly siteUrl: string;
  /** Path of the page, percent-encoded as in the address bar. */
  readonly path: string;
  readonly type?: 'website' | 'article';
  /** A page-specific social image URL; the site image otherwise. */
  readonly image?: string;
  /** Pages that must stay out of search results: robots noindex instead of a canonical link. */
  readonly noindex?: boolean;
  /** ISO time for `article:published_time`. */
  readonly publishedTime?: string;
  /** Sub pages: the trail from home (not included) to this page (included), as a BreadcrumbList. */
  readonly breadcrumb?: readonly Crumb[];
  /** A press article: the page's NewsArticle. */
  readonly article?: ArticleData;
}

/**
 * Title, description, canonical and social tags of one page, the same on every remote. React 19
 * hoists these elements into <head> and removes them when the page unmounts. During the server
 * render the page's structured-data input goes to the StructuredDataSink, and the shell writes the
 * JSON-LD into <head> (structured-data.ts); in the browser there is no sink and no graph builder.
 */
export function HeadTags({
  title,
  description,
  siteUrl,
  path,
  type = 'website',
  image,
  noindex = false,
  publishedTime,
  breadcrumb,
  article,
}: HeadTagsProps) {
  const url = absoluteUrl(path, siteUrl);
  const imageUrl = absoluteUrl(image ?? socialImage, siteUrl);
  useContext(StructuredDataSink)?.({ siteUrl, url, description, imageUrl, breadcrumb, article });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={SOCIAL_IMAGE.type} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={SOCIAL_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}
