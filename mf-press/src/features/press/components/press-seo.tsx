import { SITE } from '@gagyeong/contracts';

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
}

const DESCRIPTION_MAX = 160;

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > DESCRIPTION_MAX ? `${oneLine.slice(0, DESCRIPTION_MAX - 1)}…` : oneLine;
}

/** Head tags of a press page; React 19 hoists them into `<head>` and removes them on unmount. */
export function PressSeo({ title, description, siteUrl, path, type, publishedTime }: PressSeoProps) {
  const url = `${siteUrl}${path}`;
  const text = clip(description);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
    </>
  );
}
