/**
 * @jest-environment node
 */
import {
  assumedMatch,
  DEFAULT_SITE_CONFIG,
  missingPage,
  MOBILE_MEDIA_QUERY,
  useViewportHint,
  type RemoteModule,
  type RemoteModuleKey,
  type ServerDataContext,
} from '@gagyeong/contracts';
import type { ServerFederation } from '@gagyeong/contracts/server-render';
import { renderPage, splitHoisted } from './render-page.server';
import { ServerModuleError } from './server-module-error.server';

type AnyModule = RemoteModule<RemoteModuleKey>;

/** A federation double: the boundary the host gives renderPage (real ones are tested end to end). */
function federation(modules: Partial<Record<RemoteModuleKey, () => Promise<AnyModule>>>): ServerFederation {
  return {
    version: 'test',
    loadModule: (key) =>
      modules[key]?.() ?? Promise.reject(new ServerModuleError('missing', `${key.split('/')[0]} has no server entry`)),
    dispose: () => undefined,
  };
}

const page =
  (text: string, extra: Partial<AnyModule> = {}): (() => Promise<AnyModule>) =>
  () =>
    Promise.resolve({
      default: (({ serverData }: { serverData?: unknown }) => (
        <section>
          <title>{`${text} | 가경 파크시티`}</title>
          <p>{text}</p>
          {serverData ? <p data-testid="data">{JSON.stringify(serverData)}</p> : null}
        </section>
      )) as AnyModule['default'],
      ...extra,
    });

const input = {
  config: DEFAULT_SITE_CONFIG,
  apiOrigin: 'http://127.0.0.1:1',
  timeoutMs: 500,
  viewport: 'desktop' as const,
};

describe('renderPage', () => {
  it('renders the layout and the route’s module, with its head tags split out for <head>', async () => {
    const result = await renderPage({
      ...input,
      url: '/Brand/intro',
      federation: federation({ 'mf_marketing/Brand': page('브랜드 소개') }),
    });
    expect(result.status).toBe(200);
    expect(result.head).toBe('<title>브랜드 소개 | 가경 파크시티</title>');
    expect(result.body).toContain('<p>브랜드 소개</p>');
    expect(result.body).toContain('본문 바로가기'); // the shell's layout is there too
    expect(result.body).not.toContain('<title>');
    expect(result.ssr).toEqual({
      path: '/Brand/intro',
      viewport: 'desktop',
      modules: ['mf_marketing/Brand'],
      data: {},
    });
    expect(result.failures).toEqual([]);
  });

  it('renders the home page with its visit-form slot from the leads remote', async () => {
    const result = await renderPage({
      ...input,
      url: '/',
      federation: federation({
        'mf_marketing/Home': () =>
          Promise.resolve({
            default: (({ visitFormSlot }: { visitFormSlot: React.ReactNode }) => (
              <div>홈{visitFormSlot}</div>
            )) as AnyModule['default'],
          }),
        'mf_leads/VisitForm': page('방문예약'),
      }),
    });
    expect(result.body).toContain('<p>방문예약</p>');
    expect(result.ssr.modules).toEqual(['mf_marketing/Home', 'mf_leads/VisitForm']);
  });

  it('hands what a module loads on the server to it as serverData, and records it for the browser', async () => {
    const seen: ServerDataContext[] = [];
    const result = await renderPage({
      ...input,
      url: `/${encodeURIComponent('가경파크시티')}/press/abc`,
      federation: federation({
        'mf_press/PressDetail': page('기사', {
          loadServerData: (context) => {
            seen.push(context);
            return Promise.resolve({ kind: 'article', id: context.params.id });
          },
        }),
      }),
    });
    expect(seen[0]?.params).toEqual({ site: '가경파크시티', id: 'abc' });
    expect(seen[0]?.apiOrigin).toBe('http://127.0.0.1:1');
    expect(result.ssr.data).toEqual({ 'mf_press/PressDetail': { kind: 'article', id: 'abc' } });
    expect(result.body).toContain('{&quot;kind&quot;:&quot;article&quot;,&quot;id&quot;:&quot;abc&quot;}');
  });

  it('hands modules the request (query, landing, session) and records nothing for a module that loaded nothing', async () => {
    const seen: ServerDataContext[] = [];
    const request = { search: '?from=2026-01-01', sessionCookie: 'gg_session=t' };
    const result = await renderPage({
      ...input,
      url: '/admin?from=2026-01-01',
      request,
      federation: federation({
        'mf_leads/AdminHome': page('관리자', {
          loadServerData: (context) => {
            seen.push(context);
            return Promise.resolve(undefined);
          },
        }),
      }),
    });
    expect(seen[0]?.request).toEqual(request);
    expect(result.ssr.path).toBe('/admin');
    expect(result.ssr.data).toEqual({});
  });

  it('leaves a module that is missing or throws to the browser: marked for client rendering, never an error', async () => {
    const result = await renderPage({ ...input, url: '/FloorPlan/84A', federation: federation({}) });
    expect(result.status).toBe(200);
    expect(result.failures).toEqual([
      expect.objectContaining({ module: 'mf_marketing/FloorPlan', remote: 'mf_marketing', kind: 'missing' }),
    ]);
    expect(result.ssr.modules).toEqual([]);
    // React's marker for a region the browser must render (no inline script).
    expect(result.body).toContain('<!--$!-->');
    expect(result.body).not.toContain('<script');

    const throwing = await renderPage({
      ...input,
      url: '/FloorPlan/84A',
      federation: federation({ 'mf_marketing/FloorPlan': () => Promise.reject(new Error('module threw')) }),
    });
    expect(throwing.failures[0]).toEqual(expect.objectContaining({ kind: 'execution', message: 'module threw' }));
  });

  it('gives up on a module past the bound (timeout), and still answers', async () => {
    const result = await renderPage({
      ...input,
      timeoutMs: 50,
      url: '/Interior/59A',
      federation: federation({ 'mf_marketing/Interior': () => new Promise<AnyModule>(() => undefined) }),
    });
    expect(result.failures[0]).toEqual(expect.objectContaining({ kind: 'timeout' }));
    expect(result.body).toContain('<!--$!-->');
  });

  it('answers 404 with the Not Found page for a path outside the route table', async () => {
    const result = await renderPage({ ...input, url: '/nope', federation: federation({}) });
    expect(result.status).toBe(404);
    expect(result.ssr.modules).toEqual([]);
    expect(result.body).toContain('페이지를 찾을 수 없습니다');
  });

  it('renders a phone’s layout for a phone: the viewport hint reaches remote modules and the boot data', async () => {
    const ByViewport = (() => (
      <p>{assumedMatch(MOBILE_MEDIA_QUERY, useViewportHint()) ? '모바일 배치' : '데스크톱 배치'}</p>
    )) as AnyModule['default'];
    const modules = { 'mf_marketing/Brand': () => Promise.resolve({ default: ByViewport }) };
    const desktop = await renderPage({ ...input, url: '/Brand/intro', federation: federation(modules) });
    const phone = await renderPage({
      ...input,
      viewport: 'mobile',
      url: '/Brand/intro',
      federation: federation(modules),
    });
    expect(desktop.body).toContain('데스크톱 배치');
    expect(phone.body).toContain('모바일 배치');
    expect(phone.ssr.viewport).toBe('mobile');
  });
});

describe('pages whose subject is not there', () => {
  const slug = encodeURIComponent('가경파크시티');

  it('answers 404 with the Not Found page (noindex) linking where a module says its subject went, rendering no module and writing nothing to the console', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    try {
      const result = await renderPage({
        ...input,
        url: `/${slug}/press/deleted`,
        federation: federation({
          'mf_press/PressDetail': page('기사', {
            loadServerData: () => Promise.resolve(missingPage(`/${slug}/press`, '보도자료 목록 보기')),
          }),
        }),
      });
      expect(result.status).toBe(404);
      expect(result.head).toContain('<meta name="robots" content="noindex"/>');
      expect(result.head).not.toContain('canonical');
      expect(result.body).toContain('페이지를 찾을 수 없습니다');
      expect(result.body).toMatch(new RegExp(`<a class="action" href="/${slug}/press"[^>]*>보도자료 목록 보기</a>`));
      expect(result.body).not.toContain('<p>기사</p>');
      expect(result.ssr.modules).toEqual([]);
      expect(result.ssr.data['mf_press/PressDetail']).toEqual(missingPage(`/${slug}/press`, '보도자료 목록 보기'));
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('answers 404 for another site’s slug without loading its module', async () => {
    const loaded: string[] = [];
    const result = await renderPage({
      ...input,
      url: '/anything/press',
      federation: federation({
        'mf_press/PressList': () => {
          loaded.push('mf_press/PressList');
          return page('목록')();
        },
      }),
    });
    expect(result.status).toBe(404);
    expect(result.body).toContain('페이지를 찾을 수 없습니다');
    expect(loaded).toEqual([]);
  });

  it('renders the answer the host gives it rather than matching the path again', async () => {
    const result = await renderPage({
      ...input,
      url: '/Brand/intro',
      answer: { kind: 'not-found' },
      federation: federation({ 'mf_marketing/Brand': page('브랜드 소개') }),
    });
    expect(result.status).toBe(404);
    expect(result.ssr.modules).toEqual([]);
  });
});

describe('splitHoisted', () => {
  it('takes the leading title, meta and link tags, and nothing after the content starts', () => {
    expect(
      splitHoisted(
        '<link rel="preload" as="image" href="/a.svg"/><title>제목</title><meta name="x" content="y"/><div><title>x</title></div>',
      ),
    ).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>제목</title><meta name="x" content="y"/>',
      body: '<div><title>x</title></div>',
    });
  });
});
