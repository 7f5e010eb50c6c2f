import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { axe } from 'jest-axe';
import { BANNER_TEXT_DELAY_MS, SubPageLayout } from './sub-page-layout';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SubPageLayout title="브랜드 소개" text="공원과 도시가 하나 되는 곳" banner="/banner.svg">
        <p>본문</p>
      </SubPageLayout>
    </MemoryRouter>,
  );
}

describe('SubPageLayout', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the banner text 100 ms after mount', () => {
    jest.useFakeTimers();
    renderAt('/Brand/intro');
    const heading = screen.getByRole('heading', { level: 1, name: '브랜드 소개' });
    const box = heading.parentElement!;
    expect(box).toHaveAttribute('data-visible', 'false');
    act(() => jest.advanceTimersByTime(BANNER_TEXT_DELAY_MS - 1));
    expect(box).toHaveAttribute('data-visible', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(box).toHaveAttribute('data-visible', 'true');
  });

  /** Lets the banner's fade-in timer fire inside act. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, BANNER_TEXT_DELAY_MS + 10)));

  it("lists the section's menu and marks the current page", async () => {
    renderAt('/Brand/video');
    await settle();
    const nav = screen.getByRole('navigation', { name: '브랜드 메뉴' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홍보영상' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '브랜드 소개' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('본문')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderAt('/Brand/intro');
    await settle();
    expect(await axe(container)).toHaveNoViolations();
  });
});
