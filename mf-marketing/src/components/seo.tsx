import { HeadTags } from '@gagyeong/contracts/head';
import { menuTrail } from '@gagyeong/contracts/structured-data';
import { pageMetaFor } from '../content/page-meta';

export interface SeoProps {
  /** Route path, e.g. '/Brand/intro' (a key of PAGE_META). */
  readonly path: string;
  /** `config.siteUrl`: origin for canonical and og:url, without a trailing slash. */
  readonly siteUrl: string;
}

/** Head tags of one marketing route, from its entry in `content/page-meta.ts`; sub pages name their menu trail. */
export function Seo({ path, siteUrl }: SeoProps) {
  const meta = pageMetaFor(path);
  return (
    <HeadTags
      title={meta.title}
      description={meta.description}
      siteUrl={siteUrl}
      path={path}
      image={meta.image}
      breadcrumb={path === '/' ? undefined : menuTrail(path, meta.name)}
    />
  );
}
