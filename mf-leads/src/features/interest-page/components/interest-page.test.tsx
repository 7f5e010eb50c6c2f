import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { LEAD_CONSENT } from '@gagyeong/contracts/leads';
import { deferredFetch, mockFetch, sentBody, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { InterestPage } from './interest-page';

/** Renders the page: the banner text is there from the first render (its entrance only moves it). */
function renderPage() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/Promotion/Customer']}>
      <InterestPage config={TEST_CONFIG} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  return Promise.resolve({ user, ...view });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: '이름' }), '홍길동');
  await user.type(screen.getByRole('textbox', { name: '연락처' }), '01012345678');
  await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
}

describe('/Promotion/Customer interest page', () => {
  it('shows the banner, the 홍보센터 tab and the interest form with consent', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '관심고객 등록' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '홍보센터 메뉴' });
    expect(within(nav).getByRole('link', { name: '관심고객등록' })).toHaveAttribute('aria-current', 'page');
    // The section's other pages: where a visitor looks for the press list and the customer page.
    const slug = encodeURIComponent(TEST_CONFIG.siteSlug);
    expect(within(nav).getByRole('link', { name: '보도자료' })).toHaveAttribute('href', `/${slug}/press`);
    expect(within(nav).getByRole('link', { name: '고객센터' })).toHaveAttribute('href', `/${slug}/customer`);
    const form = screen.getByRole('form', { name: '관심고객 등록 신청' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/leads/popup');
    expect(within(form).getByRole('textbox', { name: '연락처' })).toHaveAttribute('type', 'tel');
    expect(within(form).getByRole('group', { name: LEAD_CONSENT.title })).toBeInTheDocument();
  });

  it('sets title, description, canonical and social tags', async () => {
    await renderPage();
    expect(document.title).toBe('관심고객 등록 | 가경 파크시티');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://gagyeong.example/Promotion/Customer',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/관심고객 등록/);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://gagyeong.example/Promotion/Customer',
    );
    expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    expect(document.head.querySelector('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  });

  it('goes editing → 등록중... → success, and offers a new form', async () => {
    const { mock, resolve } = deferredFetch();
    const { user } = await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByRole('button', { name: '등록중...' })).toBeDisabled();
    expect(sentBody(mock)).toMatchObject({ form: 'popup', name: '홍길동', phone: '01012345678', consent: true });
    await act(async () => resolve({ status: 201 }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toBe('등록이 완료되었습니다.전문상담원이 곧 연락드립니다.');
    await user.click(screen.getByRole('button', { name: '새로 등록하기' }));
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('');
  });

  it('keeps the input after a failure', async () => {
    mockFetch({ status: 502 });
    const { user } = await renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('등록에 실패했습니다. 다시 시도해주세요.');
    await user.click(screen.getByRole('button', { name: '다시 입력하기' }));
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('홍길동');
    expect(screen.getByRole('textbox', { name: '연락처' })).toHaveValue('01012345678');
  });

  it('has no axe violations', async () => {
    const { container } = await renderPage();
    expect(await axe(container)).toHaveNoViolations();
  });
});
