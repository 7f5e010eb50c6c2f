import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, matchRoute, ROUTES, SITE, type RemoteModuleKey } from '@gagyeong/contracts';
import { ConfigProvider } from '../config/config-context';
import { AppRoutes, appRoutes } from './router';
import { loadRemoteModule } from '../features/remote-loading/load-remote-module';

jest.mock('../features/remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteUrl: () => undefined,
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** Each fake remote module names itself and the page prop, so the test sees the mapping. */
beforeEach(() => {
  load.mockImplementation(async (key: RemoteModuleKey) => ({
    default: (({ page }: { page?: string }) => <h1>{`${key}${page ? ` ${page}` : ''}`}</h1>) as never,
  }));
});

/** Where the router is now, as the app's own routes left it. */
interface RouterState {
  location: Location;
  historyAction: string;
}

let current: RouterState | undefined;

function Probe() {
  const location = useLocation();
  const historyAction = useNavigationType();
  useEffect(() => {
    current = { location, historyAction };
  });
  return null;
}

/** Rendered inside an awaited act: React 19 resumes the suspended remote regions there. */
async function renderAt(path: string) {
  current = undefined;
  await act(
    async () =>
      void render(
        <ConfigProvider value={DEFAULT_SITE_CONFIG}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <Probe />
          </MemoryRouter>
        </ConfigProvider>,
      ),
  );
  return {
    get state(): RouterState {
      if (!current) throw new Error('the router has not rendered');
      return current;
    },
  };
}

beforeAll(() => {
  // jsdom does not implement scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('app routes', () => {
  it.each([
    ['/', 'mf_marketing/Home'],
    ['/Brand/intro', 'mf_marketing/Brand intro'],
    ['/LocationEnvironment/primium', 'mf_marketing/LocationEnvironment primium'],
    ['/FloorPlan/Emodel', 'mf_marketing/FloorPlan Emodel'],
    ['/Interior/84B', 'mf_marketing/Interior 84B'],
    ['/Promotion/Customer', 'mf_leads/InterestPage'],
    [`/${encodeURIComponent(SITE.slug)}/press`, 'mf_press/PressList'],
    [`/${encodeURIComponent(SITE.slug)}/press/abc`, 'mf_press/PressDetail'],
    [`/${encodeURIComponent(SITE.slug)}/customer`, 'mf_leads/CustomerPage'],
  ])('%s renders %s', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('redirects /Promotion/Press with replace to the default slug press list', async () => {
    const router = await renderAt('/Promotion/Press');
    expect(await screen.findByRole('heading', { name: 'mf_press/PressList' })).toBeInTheDocument();
    expect(decodeURIComponent(router.state.location.pathname)).toBe(`/${SITE.slug}/press`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows Not Found for any other path', async () => {
    await renderAt('/Brand/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });
});

describe('letter case: the router and the contracts agree', () => {
  const slug = encodeURIComponent(SITE.slug);
  const concrete = (path: string) => path.replace(':site', slug).replace(':id', 'Ab1');
  const paths = ROUTES.flatMap((route) => {
    const path = concrete(route.path);
    return [path, path.toLowerCase(), path.toUpperCase(), `${path}/`];
  });

  it.each(paths)('%s: the route react-router picks is the one matchRoute picks', (path) => {
    const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route.path;
    const expected = matchRoute(path)?.route.path ?? '*';
    expect(leaf).toBe(expected);
  });

  it('replaces a case variant with the route’s spelling, keeping query and hash', async () => {
    const router = await renderAt('/brand/INTRO?utm_source=qr#story');
    expect(await screen.findByRole('heading', { name: 'mf_marketing/Brand intro' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/Brand/intro', search: '?utm_source=qr', hash: '#story' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a param in the case it was typed', async () => {
    const router = await renderAt(`/${slug}/PRESS/Ab1`);
    expect(await screen.findByRole('heading', { name: 'mf_press/PressDetail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${slug}/press/Ab1`);
  });
});
