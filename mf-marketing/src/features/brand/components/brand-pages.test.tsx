import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MEDIA_PENDING_TEXT } from '../../../content/media';
import { BRAND_TEXT_DELAY_MS, BrandIntroPage } from './brand-intro-page';
import { BrandVideoPage } from './brand-video-page';
import { renderAt } from '../../../test/render-route';

describe('/Brand/intro', () => {
  afterEach(() => jest.useRealTimers());

  it('activates the brand text box 500 ms after opening', () => {
    jest.useFakeTimers();
    renderAt('/Brand/intro', <BrandIntroPage />);
    const box = screen.getByRole('heading', { level: 2, name: /새로운 일상/ }).parentElement!;
    expect(box).toHaveAttribute('data-active', 'false');
    act(() => jest.advanceTimersByTime(BRAND_TEXT_DELAY_MS - 1));
    expect(box).toHaveAttribute('data-active', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(box).toHaveAttribute('data-active', 'true');
  });

  it('has real copy, the menu with the current page and a link to the video', () => {
    jest.useFakeTimers();
    renderAt('/Brand/intro', <BrandIntroPage />);
    expect(screen.getByRole('heading', { level: 1, name: '브랜드 소개' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '브랜드 소개' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '홍보영상 보기' })).toHaveAttribute('href', '/Brand/video');
    expect(screen.getByText('921', { exact: false, selector: 'dd' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderAt('/Brand/intro', <BrandIntroPage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, BRAND_TEXT_DELAY_MS + 20)));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('/Brand/video', () => {
  it('says plainly that the video is being prepared while no source is set', async () => {
    const { container } = renderAt('/Brand/video', <BrandVideoPage />);
    expect(screen.getByRole('status')).toHaveTextContent(MEDIA_PENDING_TEXT);
    expect(container.querySelector('iframe')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
