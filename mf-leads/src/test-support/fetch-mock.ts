import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@gagyeong/contracts';

/** The config the shell would pass (embedded server endpoints). */
export const TEST_CONFIG: SiteConfig = { ...DEFAULT_SITE_CONFIG, siteUrl: 'https://gagyeong.example' };

export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
}

/** A minimal fetch Response (jsdom has none): status, ok, JSON body and a content type. */
export function fakeResponse({ status, body }: FakeAnswer): Response {
  const contentType = body === undefined ? null : 'application/json; charset=utf-8';
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  } as unknown as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

/** Replaces global fetch; each call takes the next answer (an Error rejects, like a dead network). */
export function mockFetch(...answers: (FakeAnswer | Error)[]): FetchMock {
  const queue = [...answers];
  const mock: FetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch call');
    if (next instanceof Error) throw next;
    return fakeResponse(next);
  });
  global.fetch = mock;
  return mock;
}

/**
 * Replaces global fetch with answers chosen by the request's path (without its origin and query): each path
 * takes its answers in order, the last one repeating. An unknown path rejects.
 */
export function mockFetchByPath(routes: Readonly<Record<string, FakeAnswer | readonly FakeAnswer[]>>): FetchMock {
  const queues = new Map(
    Object.entries(routes).map(([path, answers]) => [path, Array.isArray(answers) ? [...answers] : [answers]]),
  );
  const mock: FetchMock = jest.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
    // The path alone: the browser asks `/api/…`, a server loader its own origin's `http://…/api/…`.
    const path = new URL(String(url), 'http://localhost').pathname;
    const queue = queues.get(path);
    if (!queue || queue.length === 0) throw new Error(`unexpected fetch call: ${String(url)}`);
    return fakeResponse((queue.length > 1 ? queue.shift() : queue[0]) as FakeAnswer);
  });
  global.fetch = mock;
  return mock;
}

/** A fetch that stays pending until `resolve` is called, to observe the submitting state. */
export function deferredFetch(): { mock: FetchMock; resolve: (answer: FakeAnswer | Error) => void } {
  let settle: (answer: FakeAnswer | Error) => void = () => undefined;
  const mock: FetchMock = jest.fn(
    (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        settle = (answer) => (answer instanceof Error ? reject(answer) : resolve(fakeResponse(answer)));
      }),
  );
  global.fetch = mock;
  return { mock, resolve: (answer) => settle(answer) };
}

/** The JSON body of the `index`th fetch call. */
export function sentBody(mock: FetchMock, index = 0): Record<string, unknown> {
  const init = mock.mock.calls[index]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}
