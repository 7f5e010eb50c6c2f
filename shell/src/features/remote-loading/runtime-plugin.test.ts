import remoteLoadingPlugin from './runtime-plugin';
import { setRemoteLoadTimeout } from './remote-load-timeout';

type Plugin = ReturnType<typeof remoteLoadingPlugin>;
type CreateScript = NonNullable<Plugin['createScript']>;
type PluginFetch = NonNullable<Plugin['fetch']>;

function createScript(url: string): { script: HTMLScriptElement; timeout?: number } {
  const plugin = remoteLoadingPlugin();
  const created = (plugin.createScript as CreateScript)({ url });
  if (!created || created instanceof HTMLScriptElement || !('script' in created))
    throw new Error('expected { script, timeout }');
  return created as { script: HTMLScriptElement; timeout?: number };
}

describe('remote loading runtime plugin', () => {
  afterEach(() => setRemoteLoadTimeout(120_000));

  describe('createScript', () => {
    it('bounds the entry script by the configured remote load timeout', () => {
      setRemoteLoadTimeout(7000);
      const { script, timeout } = createScript('/remotes/mf-press/remoteEntry.js');
      expect(timeout).toBe(7000);
      expect(script.src).toBe('http://localhost/remotes/mf-press/remoteEntry.js');
      expect(script.async).toBe(true);
    });

    it('loads a same-origin script without CORS mode, so it matches the preload hint', () => {
      const { script } = createScript('/remotes/mf-press/remoteEntry.js');
      expect(script.hasAttribute('crossorigin')).toBe(false);
    });

    it('loads another origin in CORS mode', () => {
      const { script } = createScript('https://cdn.example/mf-press/remoteEntry.js');
      expect(script.crossOrigin).toBe('anonymous');
    });
  });

  describe('fetch (the manifest)', () => {
    const realFetch = globalThis.fetch;
    let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;

    beforeEach(() => {
      jest.useFakeTimers();
      // The network is this unit's boundary: a fetch that only ends when it is aborted, or answers.
      fetchMock = jest.fn(
        (_url: RequestInfo | URL, init: RequestInit | undefined) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      globalThis.fetch = fetchMock;
    });
    afterEach(() => {
      jest.useRealTimers();
      globalThis.fetch = realFetch;
    });

    const pluginFetch = (url: string, init: RequestInit = {}) =>
      (remoteLoadingPlugin().fetch as PluginFetch)(url, init) as Promise<Response>;

    it('aborts a manifest request that takes longer than the bound', async () => {
      setRemoteLoadTimeout(3000);
      const request = pluginFetch('/remotes/mf-press/mf-manifest.json');
      const settled = jest.fn();
      request.then(settled, settled);

      await jest.advanceTimersByTimeAsync(2999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('passes the caller’s options through and clears its timer once answered', async () => {
      const answer = new Response('{}');
      fetchMock.mockResolvedValueOnce(answer);
      await expect(pluginFetch('/remotes/mf-press/mf-manifest.json', { credentials: 'omit' })).resolves.toBe(answer);
      const init = fetchMock.mock.calls[0]?.[1];
      expect(init).toMatchObject({ credentials: 'omit' });
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      expect(init?.signal?.aborted).toBe(false);
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
