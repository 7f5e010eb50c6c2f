import { act, fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PREMIUM_SLIDES } from '../../../content/premium';
import { PremiumSlider, SLIDE_INTERVAL_MS, SWIPE_THRESHOLD_PX } from './premium-slider';
import { mockMatchMedia } from '@test/match-media';
import { REDUCED_MOTION_QUERY } from '@gagyeong/ui';

const count = PREMIUM_SLIDES.length;

/** The slide the visitor sees (the others are aria-hidden). */
function visibleSlide(): string {
  const slides = screen.getAllByRole('group', { hidden: true });
  const shown = slides.filter((slide) => !slide.hasAttribute('aria-hidden'));
  expect(shown).toHaveLength(1);
  return shown[0]!.getAttribute('aria-label') ?? '';
}
const slideLabel = (index: number) => `${count}개 중 ${index + 1}번째: ${PREMIUM_SLIDES[index]!.title}`;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('PremiumSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has six slides and advances every 6 s with wraparound', () => {
    render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
    expect(count).toBe(6);
    expect(visibleSlide()).toBe(slideLabel(0));
    advance(SLIDE_INTERVAL_MS - 1);
    expect(visibleSlide()).toBe(slideLabel(0));
    advance(1);
    expect(visibleSlide()).toBe(slideLabel(1));
    for (let i = 2; i <= count; i += 1) advance(SLIDE_INTERVAL_MS);
    expect(visibleSlide()).toBe(slideLabel(0));
  });

  it('pauses with the button and resumes with it', () => {
    render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 정지' }));
    advance(SLIDE_INTERVAL_MS * 3);
    expect(visibleSlide()).toBe(slideLabel(0));
    const play = screen.getByRole('button', { name: '자동 넘김 시작' });
    fireEvent.click(play);
    // The button keeps focus, which also pauses rotation; move focus away first.
    act(() => play.blur());
    fireEvent.blur(play, { relatedTarget: document.body });
    advance(SLIDE_INTERVAL_MS);
    expect(visibleSlide()).toBe(slideLabel(1));
  });

  it('pauses while hovered or focused', () => {
    render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
    const carousel = screen.getByRole('region', { name: '프리미엄' });
    fireEvent.mouseEnter(carousel);
    advance(SLIDE_INTERVAL_MS * 2);
    expect(visibleSlide()).toBe(slideLabel(0));
    fireEvent.mouseLeave(carousel);
    advance(SLIDE_INTERVAL_MS);
    expect(visibleSlide()).toBe(slideLabel(1));

    const next = screen.getByRole('button', { name: '다음 슬라이드' });
    fireEvent.focus(next);
    advance(SLIDE_INTERVAL_MS * 2);
    expect(visibleSlide()).toBe(slideLabel(1));
    fireEvent.blur(next, { relatedTarget: null });
    advance(SLIDE_INTERVAL_MS);
    expect(visibleSlide()).toBe(slideLabel(2));
  });

  it('changes slide on a horizontal swipe over 50 px only', () => {
    render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
    const viewport = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!.parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 200 - SWIPE_THRESHOLD_PX);
    expect(visibleSlide()).toBe(slideLabel(0));
    swipe(200, 200 - SWIPE_THRESHOLD_PX - 1);
    expect(visibleSlide()).toBe(slideLabel(1));
    swipe(100, 100 + SWIPE_THRESHOLD_PX + 20);
    expect(visibleSlide()).toBe(slideLabel(0));
    swipe(100, 200);
    expect(visibleSlide()).toBe(slideLabel(count - 1));
  });

  it('picks a slide from its dot and marks it current', () => {
    render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
    const dot = screen.getByRole('button', { name: `4번째 슬라이드 보기: ${PREMIUM_SLIDES[3]!.title}` });
    fireEvent.click(dot);
    expect(visibleSlide()).toBe(slideLabel(3));
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('does not rotate on its own under reduced motion', () => {
    const media = mockMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    try {
      render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
      expect(screen.getByRole('button', { name: '자동 넘김 시작' })).toBeInTheDocument();
      advance(SLIDE_INTERVAL_MS * 3);
      expect(visibleSlide()).toBe(slideLabel(0));
    } finally {
      media.restore();
    }
  });
});

describe('PremiumSlider accessibility', () => {
  it('has no axe violations', async () => {
    const { container } = render(<PremiumSlider slides={PREMIUM_SLIDES} label="프리미엄" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
