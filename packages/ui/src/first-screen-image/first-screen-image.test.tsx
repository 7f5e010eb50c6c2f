import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FirstScreenImage } from './first-screen-image';

describe('FirstScreenImage', () => {
  it('carries the mark the host inlines first-screen artwork by, and reserves its box', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<FirstScreenImage src="/art.svg" alt="" size={{ width: 1600, height: 1000 }} />);
    // What server/src/features/pages/first-screen-images.ts looks for in the server's HTML.
    const image = page.querySelector('img[fetchpriority="high"]');
    expect(image).toHaveAttribute('src', '/art.svg');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('loading');
  });

  it('is named by its alt text, or left out of the accessibility tree when it only decorates', () => {
    const { rerender } = render(
      <FirstScreenImage src="/art.svg" alt="공원 옆 일곱 개 동" size={{ width: 4, height: 3 }} />,
    );
    expect(screen.getByRole('img', { name: '공원 옆 일곱 개 동' })).toBeInTheDocument();
    rerender(<FirstScreenImage src="/art.svg" alt="" size={{ width: 4, height: 3 }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
