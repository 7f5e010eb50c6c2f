import { resolvePath, type PathAnswer, type RemoteModuleKey } from '@gagyeong/contracts';

export interface PageMatch {
  /** A page, a redirect or Not Found (contracts' `resolvePath`): handed on to the render as is. */
  readonly answer: PathAnswer;
  /** The remote modules the page renders on the server (none for Not Found). */
  readonly modules: readonly RemoteModuleKey[];
  /** The route table's path of the page (e.g. `/:site/press`): what the page fonts are listed by. */
  readonly routePath: string | undefined;
}

/**
 * The match step, once per request: the contracts' one answer for a path, for this site's slug
 * (unknown slugs are Not Found; trailing slashes and other spellings redirect to the route's own).
 */
export function matchPage(pathname: string, siteSlug: string): PageMatch {
  const answer = resolvePath(pathname, siteSlug);
  return answer.kind === 'page'
    ? { answer, modules: answer.modules, routePath: answer.route.path }
    : { answer, modules: [], routePath: undefined };
}
