import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MOBILE_MEDIA_QUERY, ViewportHintProvider } from '@gagyeong/contracts';
import { mockMatchMedia } from '@test/match-media';
import { useMediaQuery } from './use-media-query';

function Layout() {
  return <p>{useMediaQuery(MOBILE_MEDIA_QUERY) ? '모바일' : '데스크톱'}</p>;
}

describe('useMediaQuery', () => {
  it('follows the viewport as it changes', () => {
    const media = mockMatchMedia({ [MOBILE_MEDIA_QUERY]: false });
    try {
      render(<Layout />);
      expect(screen.getByText('데스크톱')).toBeInTheDocument();
      media.set(MOBILE_MEDIA_QUERY, true);
      expect(screen.getByText('모바일')).toBeInTheDocument();
    } finally {
      media.restore();
    }
  });

  it('renders on the server what the request said: the mobile layout for a phone, desktop otherwise', () => {
    const phone = renderToString(
      <ViewportHintProvider value="mobile">
        <Layout />
      </ViewportHintProvider>,
    );
    expect(phone).toContain('모바일');
    expect(renderToString(<Layout />)).toContain('데스크톱');
  });
});
