import { render, screen } from '@testing-library/react';
import { MEDIA_PENDING_TEXT } from '../content/media';
import { VideoFrame } from './video-frame';

describe('VideoFrame', () => {
  it('embeds a set source muted and autoplaying, with a title and the autoplay permission', () => {
    render(<VideoFrame video={{ title: '홍보영상', src: 'https://www.youtube-nocookie.com/embed/abc123' }} />);
    const frame = screen.getByTitle('홍보영상');
    const url = new URL(frame.getAttribute('src')!);
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame).toHaveAttribute('width', '1300');
    expect(frame).toHaveAttribute('height', '500');
  });

  it('shows the pending text instead of a frame without a source', () => {
    const { container } = render(<VideoFrame video={{ title: '홍보영상' }} />);
    expect(screen.getByText(MEDIA_PENDING_TEXT)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
