import { classifyRemoteFailure, RemoteLoadError } from './remote-load-error';

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

  it('sorts fetch and MF runtime failures as network', () => {
    expect(classifyRemoteFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyRemoteFailure(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(
      'network',
    );
  });

  it('sorts anything else as execution', () => {
    expect(classifyRemoteFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('execution');
  });
});
