import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from '@test/hydrate';
import { useImageLoad } from './use-image-load';

function Picture({ src }: { readonly src: string }) {
  const { state, listeners } = useImageLoad(src);
  return (
    <figure>
      {state === 'loading' ? <p role="status">파일을 불러오는 중입니다</p> : null}
      {state === 'failed' ? <p role="alert">불러오지 못했습니다</p> : null}
      <img {...listeners} src={src} alt="모집공고" width={10} height={10} data-state={state} />
    </figure>
  );
}

/** What the browser says of an image it has finished with (jsdom loads none). */
function finished(image: Element | null, naturalWidth: number, decodes: boolean): void {
  Object.defineProperty(image, 'complete', { configurable: true, get: () => true });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, get: () => naturalWidth });
  Object.defineProperty(image, 'decode', {
    configurable: true,
    value: () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
  });
}

describe('useImageLoad', () => {
  it('counts an image that loaded before hydration as loaded: its load event came before React listened', async () => {
    const { unmount } = await hydrateServerHtml(<Picture src="/notice.svg" />, (page) =>
      finished(page.querySelector('img'), 1000, true),
    );
    expect(screen.getByRole('img', { name: '모집공고' })).toHaveAttribute('data-state', 'loaded');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
  });

  it('asks decode() about a finished image without pixels: a broken one fails, a sizeless SVG loads', async () => {
    const broken = await hydrateServerHtml(<Picture src="/missing.svg" />, (page) =>
      finished(page.querySelector('img'), 0, false),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('불러오지 못했습니다');
    broken.unmount();

    const sizeless = await hydrateServerHtml(<Picture src="/sizeless.svg" />, (page) =>
      finished(page.querySelector('img'), 0, true),
    );
    await act(async () => undefined);
    expect(screen.getByRole('img', { name: '모집공고' })).toHaveAttribute('data-state', 'loaded');
    sizeless.unmount();
  });

  it('waits for the events of an image still loading, and starts again for a new source', () => {
    const view = render(<Picture src="/a.svg" />);
    const image = screen.getByRole('img', { name: '모집공고' });
    expect(image).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
    view.rerender(<Picture src="/b.svg" />);
    expect(image).toHaveAttribute('data-state', 'loading');
    fireEvent.error(image);
    expect(image).toHaveAttribute('data-state', 'failed');
  });
});
