import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModule, RemoteModuleKey } from '@gagyeong/contracts';
import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { RemoteLoadError } from './remote-load-error';
import { RemoteRegion } from './remote-region';
import { loadRemoteModule, resetRemote } from './load-remote-module';

// The loader is the boundary: tests decide what loading a remote yields.
jest.mock('./load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteUrl: () => '/remotes/mf-marketing/mf-manifest.json',
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const config = DEFAULT_SITE_CONFIG;

function page(text: string): RemoteModule<RemoteModuleKey> {
  return { default: (({ page: name }: { page: string }) => <h1>{`${text} ${name}`}</h1>) as never };
}

/** React 19 resumes a suspended `use()` inside an awaited act. */
const renderAsync = async (ui: React.ReactElement) => act(async () => void render(ui));

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteRegion', () => {
  it('renders the remote module with its props', async () => {
    let resolve: (value: RemoteModule<RemoteModuleKey>) => void = () => undefined;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderAsync(<RemoteRegion module="mf_marketing/Brand" props={{ config, page: 'intro' }} label="페이지" />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다');
    await act(async () => resolve(page('브랜드')));
    expect(await screen.findByRole('heading', { name: '브랜드 intro' })).toBeInTheDocument();
  });

  it('shows a Korean fallback for a network failure and really loads again on retry', async () => {
    load
      .mockRejectedValueOnce(new RemoteLoadError('network', 'mf_marketing/Interior', undefined, new Error('down')))
      .mockResolvedValueOnce(page('인테리어'));
    await renderAsync(<RemoteRegion module="mf_marketing/Interior" props={{ config, page: '59A' }} label="페이지" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('페이지를 불러오지 못했습니다');
    expect(alert).toHaveTextContent('네트워크 연결이 원활하지 않아');
    expect(alert).toHaveAttribute('data-remote-error', 'GG-REMOTE-NETWORK');

    await act(async () => userEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    expect(await screen.findByRole('heading', { name: '인테리어 59A' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_marketing');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('classifies a timeout', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('timeout', 'mf_marketing/FloorPlan', undefined, new Error('slow')));
    await renderAsync(<RemoteRegion module="mf_marketing/FloorPlan" props={{ config, page: '84A' }} />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-error', 'GG-REMOTE-TIMEOUT');
  });

  it('contains a remote that throws while rendering, and logs it once with its name', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValueOnce({ default: Broken as never });
    await renderAsync(
      <div>
        <p>머리글</p>
        <RemoteRegion module="mf_marketing/SalesInfo" props={{ config, page: 'guide' }} label="페이지" />
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-error', 'GG-REMOTE-EXECUTION');
    expect(screen.getByText('머리글')).toBeInTheDocument();
    const ours = (console.error as jest.Mock).mock.calls.filter((args) => String(args[0]).startsWith('[remote:'));
    expect(ours).toHaveLength(1);
    expect(String(ours[0]?.[0])).toContain('[remote:mf_marketing] GG-REMOTE-EXECUTION mf_marketing/SalesInfo');
  });
});
