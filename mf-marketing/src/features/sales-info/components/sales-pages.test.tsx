import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { hydrateServerHtml } from '@test/hydrate';
import { AnnouncementPage, LOADING_TEXT } from './announcement-page';
import { SalesGuidePage } from './sales-guide-page';
import { StampTaxPage } from './stamp-tax-page';
import { SubscriptionGuidePage } from './subscription-guide-page';
import { renderAt } from '../../../test/render-route';

describe('/SalesInfo/announcement', () => {
  it('shows a loading indicator until the notice image loads, and the official-notice warning', async () => {
    renderAt('/SalesInfo/announcement', <AnnouncementPage />);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    expect(screen.getByRole('note')).toHaveTextContent('공식 입주자 모집공고');
    fireEvent.load(screen.getByRole('img', { name: /입주자 모집공고 안내문/ }));
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  it('shows the notice on a direct load, when the image finished before the page’s script ran', async () => {
    const page = (
      <MemoryRouter initialEntries={['/SalesInfo/announcement']}>
        <AnnouncementPage />
      </MemoryRouter>
    );
    const { unmount } = await hydrateServerHtml(page, (html) => {
      // The browser drew it and fired its load event while nothing listened (jsdom loads no image).
      const image = html.querySelector('img[alt*="입주자 모집공고 안내문"]');
      Object.defineProperty(image, 'complete', { get: () => true });
      Object.defineProperty(image, 'naturalWidth', { get: () => 1000 });
    });
    try {
      expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: /입주자 모집공고 안내문/ })).toHaveAttribute('data-loaded', 'true');
    } finally {
      unmount();
    }
  });

  it('says so when the notice image fails to load', async () => {
    renderAt('/SalesInfo/announcement', <AnnouncementPage />);
    fireEvent.error(screen.getByRole('img', { name: /입주자 모집공고 안내문/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('불러오지 못했습니다');
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });
});

describe.each([
  [
    '/SalesInfo/guide',
    <SalesGuidePage key="g" />,
    ['공급 일정', '신청 자격', '구비 서류', '신청 절차', '당첨자 발표', '계약 안내'],
  ],
  ['/SalesInfo/SubscriptionGuide', <SubscriptionGuidePage key="s" />, ['청약 절차', '자주 묻는 질문']],
  ['/SalesInfo/StampTax', <StampTaxPage key="t" />, ['인지세란', '세액 기준', '납부 방법']],
  ['/SalesInfo/announcement', <AnnouncementPage key="a" />, []],
] as const)('%s', (path, page, headings) => {
  it('has its sections, highlights itself in the menu and has no axe violations', async () => {
    const { container } = renderAt(path, page);
    for (const name of headings) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeInTheDocument();
    }
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', path);
    expect(await axe(container)).toHaveNoViolations();
  });
});
