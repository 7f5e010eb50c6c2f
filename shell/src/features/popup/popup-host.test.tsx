import { act, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_SITE_CONFIG, openInterestPopup, type InterestPopupProps } from '@gagyeong/contracts';
import { ConfigProvider } from '../../config/config-context';
import { loadRemoteModule } from '../remote-loading/load-remote-module';
import { PopupHost } from './popup-host';
import { usePopupState } from './popup-context';
import { renderPopupHost } from './test-utils';

jest.mock('../remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteUrl: () => undefined,
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const mounts = jest.fn();

function FakePopup({ open, onClose }: InterestPopupProps) {
  mounts();
  return open ? (
    <div role="dialog" aria-label="관심고객 등록">
      <button onClick={onClose}>닫기</button>
    </div>
  ) : null;
}

function PopupFlag() {
  return <p>{usePopupState().open ? '열림' : '닫힘'}</p>;
}

beforeEach(() => {
  load.mockResolvedValue({ default: FakePopup as never });
  mounts.mockClear();
});

describe('PopupHost', () => {
  it('routes the contract event to the leads popup, mounted once, and tells the page it is open', async () => {
    await renderPopupHost(<PopupFlag />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('닫힘')).toBeInTheDocument();

    await act(async () => openInterestPopup('header'));
    expect(await screen.findByRole('dialog', { name: '관심고객 등록' })).toBeInTheDocument();
    expect(screen.getByText('열림')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_leads/InterestPopup');

    act(() => screen.getByRole('button', { name: '닫기' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('닫힘')).toBeInTheDocument();

    await act(async () => openInterestPopup('fixed-bar'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Loaded once and kept mounted between openings.
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('PopupHost while the page hydrates', () => {
  /** A region's form, as the server rendered it. */
  function ServerForm(_props: { readonly popupOpen: boolean }) {
    return (
      <form aria-label="방문예약">
        <input aria-label="이름" name="name" />
      </form>
    );
  }

  type RegionComponent = ComponentType<{ readonly popupOpen: boolean }>;

  /** Like the shell's route page: the region's props follow the popup's state. */
  function Page({ Region }: { readonly Region: RegionComponent }) {
    const { open } = usePopupState();
    return (
      <Suspense fallback={<p>불러오는 중</p>}>
        <Region popupOpen={open} />
      </Suspense>
    );
  }

  const app = (Region: RegionComponent) => (
    <ConfigProvider value={DEFAULT_SITE_CONFIG}>
      <PopupHost>
        <Page Region={Region} />
      </PopupHost>
    </ConfigProvider>
  );

  it('opening the popup leaves a region whose code is still loading as the server rendered it, with what was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(ServerForm));
    document.body.append(container);
    const typed = container.querySelector('input') as HTMLInputElement;
    typed.value = '홍길동';

    // The region's code has not arrived: React keeps its server HTML, not yet hydrated.
    let arrive: (module: { default: typeof ServerForm }) => void = () => undefined;
    const Region = lazy(() => new Promise<{ default: typeof ServerForm }>((resolve) => (arrive = resolve)));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, app(Region));
    });

    await act(async () => openInterestPopup('header'));
    expect(await screen.findByRole('dialog', { name: '관심고객 등록' })).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이름' })).toBe(typed);

    await act(async () => arrive({ default: ServerForm }));
    expect(screen.getByRole('textbox', { name: '이름' })).toBe(typed);
    expect(typed).toHaveValue('홍길동');
    act(() => root?.unmount());
    container.remove();
  });
});
