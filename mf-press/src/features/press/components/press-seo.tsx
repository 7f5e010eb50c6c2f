import { HeadTags } from '@gagyeong/contracts/head';
import type { ArticleData, Crumb } from '@gagyeong/contracts/structured-data';

export interface PressSeoProps {
  readonly title: string;
  readonly description: string;
  /** `config.siteUrl` (no trailing slash). */
  readonly siteUrl: string;
  /** Percent-encoded path of this page, e.g. `/%EA%B0%80…/press`. */
  readonly path: string;
  readonly type: 'website' | 'article';
  /** ISO time for `article:published_time`. */
  readonly publishedTime?: string;
  /** The trail from home to this page (structured data). */
  readonly breadcrumb?: readonly Crumb[];
  /** The article this page shows (its NewsArticle). */
  readonly article?: ArticleData;
}

const DESCRIPTION_MAX = 160;

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > DESCRIPTION_MAX ? `${oneLine.slice(0, DESCRIPTION_MAX - 1)}…` : oneLine;
}

/** Head tags of a press page: the site-wide set, with a one-line description of at most 160 characters. */
export function PressSeo({
  title,
  description,
  siteUrl,
  path,
  type,
  publishedTime,
  breadcrumb,
  article,
}: PressSeoProps) {
  return (
    <HeadTags
      title={title}
      description={clip(description)}
      siteUrl={siteUrl}
      path={path}
      type={type}
      publishedTime={publishedTime}
      breadcrumb={breadcrumb}
      article={article}
    />
  );
}
