import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from '@test/hydrate';
import { FadeInImage } from './fade-in-image';

describe('FadeInImage', () => {
  it('shows a lazy image once it has loaded', () => {
    render(<FadeInImage src="/a.svg" alt="단지 전경" width={10} height={10} />);
    const image = screen.getByRole('img', { name: '단지 전경' });
    expect(image).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded', 'true');
  });

  it('shows an image that loaded before the page’s script ran (its load event went unheard)', async () => {
    const { unmount } = await hydrateServerHtml(
      <FadeInImage src="/c.svg" alt="단지 배치도" width={10} height={10} />,
      (html) => {
        const image = html.querySelector('img');
        Object.defineProperty(image, 'complete', { get: () => true });
        Object.defineProperty(image, 'naturalWidth', { get: () => 10 });
      },
    );
    expect(screen.getByRole('img', { name: '단지 배치도' })).toHaveAttribute('data-loaded', 'true');
    unmount();
  });

  it('shows an eager (first-screen) image from the start, without waiting for script', () => {
    render(<FadeInImage src="/b.svg" alt="배너" width={10} height={10} loading="eager" />);
    expect(screen.getByRole('img', { name: '배너' })).toHaveAttribute('data-loaded', 'true');
  });
});
