import { render as renderWithoutRouter, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type * as MediaModule from '../../../content/media';
import { EmodelTour } from './emodel-tour';
import { VideoTabs } from './video-tabs';

// With sources set, the frames embed them (the default content has none yet).
jest.mock('../../../content/media', () => {
  const actual = jest.requireActual<typeof MediaModule>('../../../content/media');
  return {
    ...actual,
    MEDIA: {
      ...actual.MEDIA,
      floorPlanVideos: actual.MEDIA.floorPlanVideos.map((video) => ({
        ...video,
        src: `https://www.youtube-nocookie.com/embed/video${video.id}`,
      })),
      emodelTours: [
        ...['84B', '84A', '84C', '84D', '114A', '114B'].map((id) => ({
          id,
          title: `${id} 타입 E-모델하우스 가상 투어`,
          src: `https://tour.example.kr/${id}`,
        })),
      ],
    },
  };
});

/** On the E-model page, where its tabs' addresses are the page's own. */
const render = (ui: ReactElement) =>
  renderWithoutRouter(<MemoryRouter initialEntries={['/FloorPlan/Emodel']}>{ui}</MemoryRouter>);

describe('media frames with sources', () => {
  it('autoplays the selected video muted, and swaps it when another tab is chosen', async () => {
    const user = userEvent.setup();
    render(<VideoTabs />);
    const frame = screen.getByTitle('가경 파크시티 입지환경 안내 영상');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/embed/video1');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBe('1');
    expect(frame.getAttribute('allow')).toContain('autoplay');

    await user.click(screen.getByRole('tab', { name: '84타입 안내' }));
    expect(screen.getByTitle('가경 파크시티 84타입 안내 영상')).toHaveAttribute(
      'src',
      expect.stringContaining('/embed/video3'),
    );
    expect(screen.queryByTitle('가경 파크시티 입지환경 안내 영상')).not.toBeInTheDocument();
  });

  it('E-model: 84A first even when not listed first, five tabs at most, the hint until clicked', async () => {
    const user = userEvent.setup();
    render(<EmodelTour />);
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('tab', { name: '84A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTitle('84A 타입 E-모델하우스 가상 투어')).toHaveAttribute('src', 'https://tour.example.kr/84A');

    const hint = screen.getByRole('button', { name: /화면을 클릭하시면 VR을 보실 수 있습니다/ });
    await user.click(hint);
    expect(screen.queryByRole('button', { name: /화면을 클릭하시면/ })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <VideoTabs />
        <EmodelTour />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
