import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? '준비됨' : '준비 중'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server’s HTML and while hydrating, true once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('준비 중');
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, <Probe />);
      });
      expect(container.textContent).toBe('준비됨');
      // The server's markup was hydrated, not replaced: no mismatch reported.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
