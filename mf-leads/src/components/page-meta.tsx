import { HeadTags } from '@gagyeong/contracts/head';
import type { Crumb } from '@gagyeong/contracts/structured-data';

export interface PageMetaProps {
  readonly title: string;
  readonly description: string;
  /** Path of the page, percent-encoded as in the address bar. */
  readonly path: string;
  /** `config.siteUrl`: the canonical origin. */
  readonly siteUrl: string;
  /** Pages that must stay out of search results (the administrators' inbox). */
  readonly noindex?: boolean;
  /** The trail from home to this page (structured data). */
  readonly breadcrumb?: readonly Crumb[];
}

/** Head tags of one leads page (the site-wide set, see @gagyeong/contracts/head). */
export function PageMeta(props: PageMetaProps) {
  return <HeadTags {...props} />;
}
