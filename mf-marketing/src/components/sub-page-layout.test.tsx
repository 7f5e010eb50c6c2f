import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { axe } from 'jest-axe';
import { SubPageLayout } from './sub-page-layout';

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
  it('shows the banner text from the first render: its entrance is CSS that only moves it', () => {
    renderAt('/Brand/intro');
    const heading = screen.getByRole('heading', { level: 1, name: '브랜드 소개' });
    expect(heading).toBeVisible();
    expect(screen.getByText('공원과 도시가 하나 되는 곳')).toBeVisible();
    // Nothing waits for a script to reveal it (the server's HTML is the first paint).
    expect(heading.parentElement).not.toHaveAttribute('data-visible');
  });

  it("lists the section's menu and marks the current page", async () => {
    renderAt('/Brand/video');
    const nav = screen.getByRole('navigation', { name: '브랜드 메뉴' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홍보영상' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '브랜드 소개' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('본문')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderAt('/Brand/intro');
    expect(await axe(container)).toHaveNoViolations();
  });
});
