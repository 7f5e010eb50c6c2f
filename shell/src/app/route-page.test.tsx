import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG, type RemoteModuleKey } from '@gagyeong/contracts';
import { ConfigProvider } from '../config/config-context';
import { appRoutes } from './router';
import { loadRemoteModule } from '../features/remote-loading/load-remote-module';

// Its own file: loaded remote modules are cached per page load, as they are in the browser.
jest.mock('../features/remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteUrl: () => undefined,
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

it('fills the home page visit-form slot with the leads remote visit form', async () => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  load.mockImplementation(async (key: RemoteModuleKey) => ({
    default: (key === 'mf_marketing/Home'
      ? ({ visitFormSlot }: { visitFormSlot: ReactNode }) => <section aria-label="홈">{visitFormSlot}</section>
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
});
