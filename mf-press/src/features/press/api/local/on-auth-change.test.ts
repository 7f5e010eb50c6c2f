import type { SessionUser } from '@gagyeong/contracts/auth';
import { AuthEvents } from './auth-events';
import { onAuthChange } from './on-auth-change';

const ADMIN: SessionUser = { email: 'admin@example.kr', role: 'admin' };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function me(user: unknown): Response {
  return { ok: true, status: 200, json: async () => ({ user }) } as Response;
}

/** Lets pending promises (the `me` answer) settle under fake timers. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

describe('local onAuthChange', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    setVisibility('visible');
  });
  afterEach(() => jest.useRealTimers());

  it('reports the session now, then only changes: on an interval, on focus and when the tab shows again', async () => {
    fetchMock.mockResolvedValue(me(ADMIN));
    const listener = jest.fn();
    const stop = onAuthChange('/api', new AuthEvents(), listener, 1000);
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(ADMIN);

    // Unchanged answers are not reported again.
    jest.advanceTimersByTime(1000);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);

    // Signed out in another tab: this tab hears it on its next check (here: focus).
    fetchMock.mockResolvedValue(me(null));
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(listener).toHaveBeenLastCalledWith(null);

    fetchMock.mockResolvedValue(me(ADMIN));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(listener).toHaveBeenLastCalledWith(ADMIN);
    expect(listener).toHaveBeenCalledTimes(3);

    stop();
    jest.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not poll while the tab is hidden', async () => {
    fetchMock.mockResolvedValue(me(null));
    const stop = onAuthChange('/api', new AuthEvents(), jest.fn(), 1000);
    await settle();
    setVisibility('hidden');
    jest.advanceTimersByTime(5000);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows the signed-out state when the first check fails, and keeps the last state on later failures', async () => {
    // Twice: the API client repeats a read's network failure once.
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const listener = jest.fn();
    const events = new AuthEvents();
    const stop = onAuthChange('/api', events, listener, 1000);
    await settle();
    expect(listener).toHaveBeenLastCalledWith(null);

    events.emit(ADMIN);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    jest.advanceTimersByTime(1000);
    await settle();
    expect(listener).toHaveBeenLastCalledWith(ADMIN);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores a `me` answer that left before this tab signed in', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const listener = jest.fn();
    const events = new AuthEvents();
    const stop = onAuthChange('/api', events, listener, 1000);

    events.emit(ADMIN);
    answerFirst(me(null));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(ADMIN);
    stop();
  });
});
