import { classifyRemoteFailure, ContainerError, RemoteLoadError } from './remote-load-error';

describe('classifyRemoteFailure', () => {
  it('keeps a classified error as it is', () => {
    expect(classifyRemoteFailure(new RemoteLoadError('timeout', 'mf_press/PressList', '/x', null))).toBe('timeout');
  });

  it('sorts webpack ChunkLoadError by its type', () => {
    const missing = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type: 'error' });
    const slow = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type: 'timeout' });
    expect(classifyRemoteFailure(missing)).toBe('network');
    expect(classifyRemoteFailure(slow)).toBe('timeout');
  });

  it('keeps the kind the container loader found', () => {
    expect(classifyRemoteFailure(new ContainerError('execution', '/x/remoteEntry.js did not define mf_x'))).toBe(
      'execution',
    );
    expect(classifyRemoteFailure(new ContainerError('network', 'Loading script failed: /x/remoteEntry.js'))).toBe(
      'network',
    );
  });

  it('sorts fetch failures as network', () => {
    expect(classifyRemoteFailure(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('sorts anything else as execution', () => {
    expect(classifyRemoteFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('execution');
  });
});

describe('classifyRemoteFailure by type, not by message', () => {
  it('sorts webpack’s CSS chunk failures like script chunks', () => {
    const css = Object.assign(new Error('Loading CSS chunk 7 failed.\n(/remotes/x/7.css)'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'error',
    });
    const slowCss = Object.assign(new Error('Loading CSS chunk 7 failed.'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'timeout',
    });
    expect(classifyRemoteFailure(css)).toBe('network');
    expect(classifyRemoteFailure(slowCss)).toBe('timeout');
  });

  it('sorts an abort or a time-out signal by its name', () => {
    expect(classifyRemoteFailure(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyRemoteFailure(new DOMException('aborted', 'AbortError'))).toBe('timeout');
  });

  it('leaves a remote’s own error alone whatever its message says', () => {
    expect(classifyRemoteFailure(new Error('request timeout while rendering'))).toBe('execution');
    expect(classifyRemoteFailure(new Error('NetworkError in the remote’s own code'))).toBe('execution');
  });
});
