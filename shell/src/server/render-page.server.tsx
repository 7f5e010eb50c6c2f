import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  isMissingPage,
  remoteOf,
  resolvePath,
  StructuredDataSink,
  type RemoteModule,
  type RemoteModuleKey,
  type ServerRender,
} from '@gagyeong/contracts';
import type { RenderPageInput, RenderPageResult, ServerModuleFailure } from '@gagyeong/contracts/server-render';
import { structuredDataScript, type PageStructuredDataInput } from '@gagyeong/contracts/structured-data';
import { AppFrame } from '../app/app';
import { AppRoutes } from '../app/router';
import { failureKindOf, ServerModuleError } from './server-module-error.server';

const boundReached = () => new ServerModuleError('timeout', 'server render bound reached');

function bounded<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(boundReached());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(boundReached());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function failureOf(module: RemoteModuleKey, error: unknown): ServerModuleFailure {
  const message = error instanceof Error ? error.message : String(error);
  return { module, remote: remoteOf(module), kind: failureKindOf(error), message };
}

/** A promise `use()` reads without suspending: already settled, and marked so. */
function settled<T>(promise: Promise<T>, outcome: { ok: true; value: T } | { ok: false; error: unknown }): Promise<T> {
  return Object.assign(
    promise,
    outcome.ok ? { status: 'fulfilled', value: outcome.value } : { status: 'rejected', reason: outcome.error },
  );
}

/**
 * Hoistable tags (title, meta, link) that React writes before the content when it renders an
 * element rather than a whole document: they belong in <head>.
 */
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * Renders the whole tree before writing any of it (React's onAllReady), so every region is inline
 * in document order: no streaming instructions, hence no inline script (the CSP allows none).
 * A region still waiting when the bound is reached, or one that threw, is marked for the browser
 * to render (React's client-render marker, no script either).
 */
function renderWhole(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // React moves large regions out of line (streamed, then put in place by a script); keep
      // every region inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      // A region that throws is rendered by the browser; modules' failures are recorded above.
      onError: () => undefined,
    });
    signal.addEventListener('abort', () => stream.abort(boundReached()), { once: true });
  });
}

/**
 * Renders one request through the federation: the route's remote modules (and the home page's
 * visit-form slot) are loaded with their server data first, within the bound; then the shell's
 * layout and router render them with React's static renderer. A module that is missing, throws or
 * is too slow is left to the browser (React marks its region for client rendering). A module whose
 * data says its subject does not exist (`MissingPage`) makes the page a 404, rendered as the Not
 * Found page that links where the module said.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const { config, federation, apiOrigin } = input;
  const pathname = input.url.split('?', 1)[0] ?? '/';
  const answer = input.answer ?? resolvePath(pathname, config.siteSlug);
  const page = answer.kind === 'page' ? answer : undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), input.timeoutMs);
  const failures: ServerModuleFailure[] = [];
  const data: Record<string, unknown> = {};
  const modules = new Map<RemoteModuleKey, Promise<RemoteModule<RemoteModuleKey>>>();

  try {
    const keys = page?.modules ?? [];
    let missing = false;
    await Promise.all(
      keys.map(async (key) => {
        const loading = federation
          ? federation.loadModule(key)
          : Promise.reject(new ServerModuleError('missing', `${remoteOf(key)} has no server entry`));
        try {
          const module = await bounded(loading, controller.signal);
          if (module.loadServerData) {
            const loaded = await bounded(
              module.loadServerData({
                config,
                params: page?.params ?? {},
                apiOrigin,
                signal: controller.signal,
                ...(input.request ? { request: input.request } : {}),
              }),
              controller.signal,
            );
            // Nothing loaded (a lead form on a page that starts no visit) leaves the page shareable.
            if (loaded !== undefined) data[key] = loaded;
            if (isMissingPage(loaded)) missing = true;
          }
          modules.set(key, settled(Promise.resolve(module), { ok: true, value: module }));
        } catch (error) {
          failures.push(failureOf(key, error));
          const rejected = Promise.reject(error);
          rejected.catch(() => undefined);
          modules.set(key, settled(rejected, { ok: false, error }));
        }
      }),
    );

    // A missing page renders no module: the Not Found page stands in for the route's (app/route-page.tsx).
    const rendered = missing ? [] : keys.filter((key) => !failures.some((failure) => failure.module === key));
    const ssr: ServerRender = { path: pathname, viewport: input.viewport, modules: rendered, data };
    const loadRemoteModule = (key: RemoteModuleKey) => {
      const promise = modules.get(key);
      if (promise) return promise;
      // Regions the server does not render (the popup) never get here; keep it explicit anyway.
      const missing = Promise.reject(new Error(`${key} is not rendered on the server`));
      missing.catch(() => undefined);
      return missing;
    };

    // The page's head tags report what its structured data is built from; the last report wins.
    let structuredData: PageStructuredDataInput | undefined;
    const collectStructuredData = (reported: PageStructuredDataInput) => {
      structuredData = reported;
    };
    const html = await renderWhole(
      <StructuredDataSink.Provider value={collectStructuredData}>
        <AppFrame config={config} ssr={ssr} loadRemoteModule={loadRemoteModule}>
          <StaticRouter location={input.url}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StructuredDataSink.Provider>,
      controller.signal,
    );
    const { head, body } = splitHoisted(html);
    return {
      status: page && !missing ? 200 : 404,
      head: structuredData ? head + structuredDataScript(structuredData) : head,
      body,
      ssr,
      failures,
    };
  } finally {
    clearTimeout(timer);
  }
}
