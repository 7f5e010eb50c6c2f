import { act, screen } from '@testing-library/react';
import { openInterestPopup, type InterestPopupProps } from '@gagyeong/contracts';
import { loadRemoteModule } from '../remote-loading/load-remote-module';
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
