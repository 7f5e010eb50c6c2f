import { loadExposed, registerContainer } from './container-runtime';
import { loadRemoteModule, registerRemoteMap, resetRemote } from './load-remote-module';
import { RemoteLoadError } from './remote-load-error';
import { setRemoteLoadTimeout } from './remote-load-timeout';

// The container loader is this unit's boundary: what it answers is scripted per test.
jest.mock('./container-runtime', () => ({
  loadExposed: jest.fn(),
  registerContainer: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadExposed);
const registerMock = jest.mocked(registerContainer);
/** registerRemoteMap registers the three remotes before each test. */
const AT_START = 3;

function chunkLoadError(): Error {
  const error = new Error('Loading CSS chunk 487 failed.\n(error: /remotes/mf-marketing/x.css)');
  error.name = 'ChunkLoadError';
  return error;
}

const Brand = { default: () => null };

describe('loadRemoteModule', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockReset();
    registerMock.mockReset();
    registerRemoteMap({
      mf_marketing: '/remotes/mf-marketing/mf-manifest.json',
      mf_press: '/remotes/mf-press/mf-manifest.json',
      mf_leads: '/remotes/mf-leads/mf-manifest.json',
    });
  });
  afterEach(() => consoleError.mockRestore());

  it('fails once, classified and logged once, when the remote is down', async () => {
    loadRemoteMock.mockRejectedValue(chunkLoadError());
    await expect(loadRemoteModule('mf_marketing/Brand')).rejects.toMatchObject({ kind: 'network' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('after a retry, recovers in one call even when the first request repeats an old network failure', async () => {
    loadRemoteMock.mockRejectedValueOnce(chunkLoadError());
    await expect(loadRemoteModule('mf_marketing/Brand')).rejects.toBeInstanceOf(RemoteLoadError);

    resetRemote('mf_marketing');
    // The browser answers the first request with the stale failure, then the network answers.
    loadRemoteMock.mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce(Brand);
    await expect(loadRemoteModule('mf_marketing/Brand')).resolves.toBe(Brand);

    // Each attempt registers the container again on a fresh entry URL.
    const entries = registerMock.mock.calls.slice(AT_START).map(([, entry]) => entry);
    expect(entries).toEqual([
      expect.stringMatching(/\/remotes\/mf-marketing\/remoteEntry\.js\?retry=\d+$/),
      expect.stringMatching(/\/remotes\/mf-marketing\/remoteEntry\.js\?retry=\d+$/),
    ]);
    expect(new Set(entries).size).toBe(2);
  });

  it('tries a retried remote that is still down twice, then reports one failure', async () => {
    resetRemote('mf_marketing');
    loadRemoteMock.mockRejectedValue(chunkLoadError());
    await expect(loadRemoteModule('mf_marketing/Brand')).rejects.toMatchObject({ kind: 'network' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenCalledTimes(1);
    // Only the load right after the retry gets the second attempt.
    await expect(loadRemoteModule('mf_marketing/Brand')).rejects.toMatchObject({ kind: 'network' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('does not repeat a retried load that failed by executing (only network failures are repeated)', async () => {
    resetRemote('mf_marketing');
    loadRemoteMock.mockRejectedValue(new TypeError('x is not a function'));
    await expect(loadRemoteModule('mf_marketing/Brand')).rejects.toMatchObject({ kind: 'execution' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  describe('the time bound', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      setRemoteLoadTimeout(5000);
    });
    afterEach(() => {
      jest.useRealTimers();
      setRemoteLoadTimeout(120_000);
    });

    it('rejects as a timeout when the remote never answers within the configured bound', async () => {
      loadRemoteMock.mockReturnValue(new Promise(() => undefined));
      const settled = jest.fn();
      const load = loadRemoteModule('mf_marketing/Brand');
      load.then(settled, settled);

      await jest.advanceTimersByTimeAsync(4999);
      expect(settled).not.toHaveBeenCalled();

      await jest.advanceTimersByTimeAsync(1);
      await expect(load).rejects.toMatchObject({ kind: 'timeout', code: 'GG-REMOTE-TIMEOUT' });
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GG-REMOTE-TIMEOUT mf_marketing/Brand'));
    });

    it('answers with the module when it arrives before the bound, and leaves no timer behind', async () => {
      loadRemoteMock.mockReturnValue(
        new Promise((resolve) => {
          setTimeout(() => resolve(Brand), 4999);
        }),
      );
      const load = loadRemoteModule('mf_marketing/Brand');
      await jest.advanceTimersByTimeAsync(4999);
      await expect(load).resolves.toBe(Brand);
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('refuses a module without a default component export as an execution failure', async () => {
    loadRemoteMock.mockResolvedValue({ default: 'not a component' });
    await expect(loadRemoteModule('mf_marketing/Brand')).rejects.toMatchObject({ kind: 'execution' });
  });

  it('registers the container beside each manifest, and a retried remote on a fresh entry URL each time', () => {
    expect(registerMock.mock.calls).toEqual([
      ['mf_marketing', '/remotes/mf-marketing/remoteEntry.js'],
      ['mf_press', '/remotes/mf-press/remoteEntry.js'],
      ['mf_leads', '/remotes/mf-leads/remoteEntry.js'],
    ]);
    resetRemote('mf_press');
    resetRemote('mf_press');
    const calls = registerMock.mock.calls.slice(AT_START);
    const urls = calls.map(([name, entry]) => {
      expect(name).toBe('mf_press');
      return new URL(entry);
    });
    expect(urls.map((url) => url.pathname)).toEqual([
      '/remotes/mf-press/remoteEntry.js',
      '/remotes/mf-press/remoteEntry.js',
    ]);
    const [first, second] = urls.map((url) => Number(url.searchParams.get('retry')));
    expect(first).toBeGreaterThan(0);
    expect(second).toBe((first ?? 0) + 1);
  });

  it('drops the failed preload hints of the retried remote only', () => {
    document.head.innerHTML = `
      <link rel="preload" as="script" href="/remotes/mf-press/remoteEntry.js">
      <link rel="preload" as="fetch" href="/remotes/mf-press/mf-manifest.json">
      <link rel="preload" as="script" href="/remotes/mf-marketing/remoteEntry.js">
      <link rel="stylesheet" href="/remotes/mf-press/main.css">`;
    resetRemote('mf_press');
    const left = [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${link.getAttribute('href') ?? ''}`,
    );
    expect(left).toEqual(['preload /remotes/mf-marketing/remoteEntry.js', 'stylesheet /remotes/mf-press/main.css']);
    document.head.innerHTML = '';
  });

  it('does nothing for a remote the map does not name', () => {
    resetRemote('mf_unknown' as 'mf_press');
    expect(registerMock).toHaveBeenCalledTimes(AT_START);
  });
});
