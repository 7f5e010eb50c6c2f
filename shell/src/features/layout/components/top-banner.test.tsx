import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { BANNER_INTERVAL_MS, BANNER_LINES } from '../content';
import { mockMatchMedia } from '../test-utils';
import { TopBanner } from './top-banner';

/** The line screen readers get: the others are aria-hidden while faded out. */
const shownLine = () => BANNER_LINES.filter((line) => screen.getByText(line).getAttribute('aria-hidden') !== 'true');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TopBanner', () => {
  it('fades to the next promo line in turn and wraps around', () => {
    render(<TopBanner />);
    expect(shownLine()).toEqual([BANNER_LINES[0]]);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownLine()).toEqual([BANNER_LINES[1]]);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * (BANNER_LINES.length - 1)));
    expect(shownLine()).toEqual([BANNER_LINES[0]]);
  });

  it('stops and restarts with its pause button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TopBanner />);
    await user.click(screen.getByRole('button', { name: '분양 소식 자동 전환 멈춤' }));
    // Pointer and focus leave the strip, which alone would let it rotate again.
    await user.click(document.body);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shownLine()).toEqual([BANNER_LINES[0]]);

    await user.click(screen.getByRole('button', { name: '분양 소식 자동 전환 재생' }));
    await user.click(document.body);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownLine()).toEqual([BANNER_LINES[1]]);
  });

  it('pauses while the pointer is on the strip', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TopBanner />);
    await user.hover(screen.getByText(BANNER_LINES[0] ?? ''));
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(shownLine()).toEqual([BANNER_LINES[0]]);
    await user.unhover(screen.getByText(BANNER_LINES[0] ?? ''));
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownLine()).toEqual([BANNER_LINES[1]]);
  });

  it('holds still under prefers-reduced-motion, with no pause button to offer', () => {
    const media = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    try {
      render(<TopBanner />);
      act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
      expect(shownLine()).toEqual([BANNER_LINES[0]]);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    } finally {
      media.restore();
    }
  });

  it('has no axe violations', async () => {
    jest.useRealTimers();
    const { container } = render(<TopBanner />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no pause button before the script (nothing rotates then): the server’s HTML holds the first line only', () => {
    const html = renderToString(<TopBanner />);
    expect(html).toContain(BANNER_LINES[0]);
    expect(html).not.toContain('<button');
  });
});
