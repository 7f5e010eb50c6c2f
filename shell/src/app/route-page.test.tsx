import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG, openInterestPopup, type RemoteModuleKey, type ServerRender } from '@gagyeong/contracts';
import { ConfigProvider } from '../config/config-context';
import { appRoutes } from './router';
import { ServerRenderProvider } from './server-render-context';
import { loadRemoteModule } from '../features/remote-loading/load-remote-module';

// Its own file: loaded remote modules are cached per page load, as they are in the browser.
jest.mock('../features/remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteUrl: () => undefined,
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

it('fills the home page visit-form slot with the leads remote visit form, the same slot when the popup opens', async () => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  const seen: { popupOpen: boolean; visitFormSlot: ReactNode }[] = [];
  load.mockImplementation(async (key: RemoteModuleKey) => ({
    default: (key === 'mf_marketing/Home'
      ? (props: { popupOpen: boolean; visitFormSlot: ReactNode }) => {
          seen.push(props);
          return <section aria-label="홈">{props.visitFormSlot}</section>;
        }
      : () => <form aria-label={key} />) as never,
  }));
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
  await act(
    async () =>
      void render(
        <ConfigProvider value={DEFAULT_SITE_CONFIG}>
          <RouterProvider router={router} />
        </ConfigProvider>,
      ),
  );
  const home = await screen.findByRole('region', { name: '홈' });
  expect(home).toContainElement(await screen.findByRole('form', { name: 'mf_leads/VisitForm' }));

  // The home page renders again; the form's region (hydrated or still waiting for its code) is
  // handed the same element, so it is left alone.
  await act(async () => openInterestPopup('header'));
  expect(seen.at(-1)?.popupOpen).toBe(true);
  expect(seen.at(-1)?.visitFormSlot).toBe(seen[0]?.visitFormSlot);
});

describe('pages whose subject is not this site’s or is gone', () => {
  const slug = encodeURIComponent(DEFAULT_SITE_CONFIG.siteSlug);

  async function renderAt(path: string, ssr?: ServerRender) {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    load.mockClear();
    load.mockImplementation(async (key: RemoteModuleKey) => ({ default: (() => <h1>{key}</h1>) as never }));
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    await act(
      async () =>
        void render(
          <ConfigProvider value={DEFAULT_SITE_CONFIG}>
            <ServerRenderProvider value={ssr}>
              <RouterProvider router={router} />
            </ServerRenderProvider>
          </ConfigProvider>,
        ),
    );
    return router;
  }

  it('shows Not Found for another site’s slug, and loads no module', async () => {
    await renderAt(`/${encodeURIComponent('다른단지')}/press`);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('knows this site’s slug percent-encoded in lower case', async () => {
    await renderAt(`/${slug.toLowerCase()}/customer`);
    expect(await screen.findByRole('heading', { name: 'mf_leads/CustomerPage' })).toBeInTheDocument();
  });

  it('hydrates the server’s Not Found page of a missing article, then replaces it with the list', async () => {
    const path = `/${slug}/press/gone`;
    const router = await renderAt(path, {
      path,
      viewport: 'desktop',
      modules: [],
      data: { 'mf_press/PressDetail': { missing: { href: `/${slug}/press`, label: '보도자료 목록 보기' } } },
    });
    // The effect replaced the page: the list renders, and the article is not in history.
    expect(await screen.findByRole('heading', { name: 'mf_press/PressList' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${slug}/press`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(load).not.toHaveBeenCalledWith('mf_press/PressDetail');
  });
});
