import { fireEvent, render, screen } from '@testing-library/react';
import { FadeInImage } from './fade-in-image';

describe('FadeInImage', () => {
  it('shows a lazy image once it has loaded', () => {
    render(<FadeInImage src="/a.svg" alt="단지 전경" width={10} height={10} />);
    const image = screen.getByRole('img', { name: '단지 전경' });
    expect(image).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded', 'true');
  });

  it('shows an eager (first-screen) image from the start, without waiting for script', () => {
    render(<FadeInImage src="/b.svg" alt="배너" width={10} height={10} loading="eager" />);
    expect(screen.getByRole('img', { name: '배너' })).toHaveAttribute('data-loaded', 'true');
  });
});
