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
