import type { PageRequest, PathAnswer, SiteConfig, ViewportHint } from '@gagyeong/contracts';
import type { RenderPageResult } from '@gagyeong/contracts/server-render';
import { SSR_ERROR_CODES } from '@gagyeong/contracts/error-codes';
import type { RenderContext } from './render-context';
import type { SsrLog } from './ssr-log';

export interface RenderRequest {
  /** The path as requested (percent-encoded or not), without the query. */
  readonly pathname: string;
  readonly answer: PathAnswer;
  readonly viewport: ViewportHint;
  /** What the modules may see of the request (query, landing, session): cache-policy.ts decides. */
  readonly pageRequest: PageRequest;
}

export interface RenderStepOptions {
  readonly config: SiteConfig;
  /** Bound on one server render (loading modules, their data, rendering), in ms. */
  readonly timeoutMs: number;
  /** Where the server reaches its own API, once it listens. */
  readonly apiOrigin: () => string;
  readonly ssrLog: SsrLog;
}

/**
 * The render step: the shell's server build renders the page through the federation, with the
 * pipeline's answer for the path (so the route is matched once). Modules that failed are logged
 * once per module, kind and version (`GG-SSR-MISSING|TIMEOUT|EXECUTION`) and render in the browser;
 * a render that throws resolves undefined (`GG-SSR-RENDER`): the browser renders the page, never a 5xx.
 */
export function createRenderStep(options: RenderStepOptions) {
  const { ssrLog } = options;
  return async function render(
    { build, federation }: RenderContext,
    request: RenderRequest,
  ): Promise<RenderPageResult | undefined> {
    let page: RenderPageResult;
    try {
      page = await build.renderPage({
        viewport: request.viewport,
        url: request.pathname + request.pageRequest.search,
        answer: request.answer,
        request: request.pageRequest,
        config: options.config,
        federation,
        apiOrigin: options.apiOrigin(),
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      ssrLog.warnOnce('GG-SSR-RENDER', request.pathname, `${request.pathname} rendered in the browser`, { err: error });
      return undefined;
    }
    for (const failure of page.failures) {
      const code = SSR_ERROR_CODES[failure.kind];
      ssrLog.warnOnce(
        code,
        `${federation.version}:${failure.module}`,
        `${failure.module} (server build ${federation.version}) rendered in the browser: ${failure.message}`,
        { remote: failure.remote, module: failure.module, version: federation.version, kind: failure.kind },
      );
    }
    return page;
  };
}

export type RenderStep = ReturnType<typeof createRenderStep>;
