import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteMap, resetRemote } from './load-remote-module';
import { RemoteLoadError } from './remote-load-error';

// The MF runtime is this unit's boundary: what it answers is scripted per test.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerMock = jest.mocked(registerRemotes);

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
    const entries = registerMock.mock.calls
      .slice(1)
      .map(([remotes]) => remotes[0])
      .map((remote) => (remote && 'entry' in remote ? remote.entry : undefined));
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
});
