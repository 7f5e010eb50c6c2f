import { act } from '@testing-library/react';
import { loadRemoteModule } from '../remote-loading/load-remote-module';
import { renderPopupHost } from './test-utils';

// Its own file: the shell keeps one load per module for the page's life.
jest.mock('../remote-loading/load-remote-module', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  resetRemote: jest.fn(),
  remoteUrl: () => undefined,
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

describe('the popup’s code', () => {
  it('is fetched at the visitor’s first sign of use, not while nobody touches the page', async () => {
    await renderPopupHost(<p>페이지</p>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('mf_leads/InterestPopup');
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
