import type { PressBackend } from './press-backend';
import { loadPressBackend } from './load-press-backend';

const mockFirebaseAdapterLoaded = jest.fn();
const mockFirebaseBackend = { kind: 'firebase' } as unknown as PressBackend;

// Stands for the Firebase chunk: the factory runs only when the adapter module is imported.
jest.mock('./firebase/create-firebase-backend', () => {
  mockFirebaseAdapterLoaded();
  return { createFirebaseBackend: jest.fn(() => mockFirebaseBackend) };
});

describe('loadPressBackend', () => {
  it('gives the local adapter in local mode without importing the Firebase adapter', async () => {
    const backend = await loadPressBackend({ mode: 'local', apiBase: '/api' });
    expect(typeof backend.listPage).toBe('function');
    expect(backend).not.toBe(mockFirebaseBackend);
    expect(mockFirebaseAdapterLoaded).not.toHaveBeenCalled();
    // One backend per configuration.
    await expect(loadPressBackend({ mode: 'local', apiBase: '/api' })).resolves.toBe(backend);
  });

  it('imports the Firebase adapter in firebase mode', async () => {
    const backend = await loadPressBackend({
      mode: 'firebase',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' },
    });
    expect(mockFirebaseAdapterLoaded).toHaveBeenCalledTimes(1);
    expect(backend).toBe(mockFirebaseBackend);
  });
});
