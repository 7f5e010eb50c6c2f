import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SITE } from '@gagyeong/contracts';
import { deferredFetch, mockFetch, sentBody, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { CustomerPage } from './customer-page';

const SLUG = encodeURIComponent(SITE.slug);

function renderPage() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`/${SLUG}/customer`]}>
      <Routes>
        <Route path="/:site/customer" element={<CustomerPage config={TEST_CONFIG} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The visible label text (with its star, which screen readers do not get). */
function labelText(name: string): string {
  const input = screen.getByRole('textbox', { name });
  return document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: '이름' }), '고객');
  await user.type(screen.getByRole('textbox', { name: '연락처' }), '010-2222-3333');
  await user.type(screen.getByRole('textbox', { name: '문의내용' }), '임대 조건 문의');
  await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
}

describe('/:site/customer', () => {
  it('shows the project name, a sample image, the blurb, the phone line and 24시간 상담', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '가경 파크시티 고객상담' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /상담 데스크/ });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '420');
    expect(screen.getByText(/궁금하신 점을 남겨 주시면/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', 'tel:1533-8848');
    expect(screen.getByText('24시간 상담')).toBeInTheDocument();
  });

  it('stars all three fields but requires only name and phone (docs/product.md §5)', () => {
    renderPage();
    expect(labelText('이름')).toBe('이름*');
    expect(labelText('연락처')).toBe('연락처*');
    expect(labelText('문의내용')).toBe('문의내용*');
    expect(screen.getByRole('textbox', { name: '이름' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: '연락처' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: '문의내용' })).not.toBeRequired();
    const phone = screen.getByRole('textbox', { name: '연락처' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '010-1234-5678');
  });

  it('sets search and social metadata with the site slug in the canonical URL', () => {
    renderPage();
    expect(document.title).toBe('고객상담 | 가경 파크시티');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://gagyeong.example/${SLUG}/customer`,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      '고객상담 | 가경 파크시티',
    );
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https:\/\/gagyeong\.example\//,
    );
  });

  it('goes idle → 등록중... → success and clears the form', async () => {
    const { mock, resolve } = deferredFetch();
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(screen.getByRole('button', { name: '등록중...' })).toBeDisabled();
    expect(mock.mock.calls[0]?.[0]).toBe('/api/leads/customer');
    expect(sentBody(mock)).toMatchObject({
      form: 'customer',
      name: '고객',
      phone: '010-2222-3333',
      message: '임대 조건 문의',
    });
    await act(async () => resolve({ status: 201 }));
    expect(await screen.findByRole('status')).toHaveTextContent('등록이 완료되었습니다. 전문상담원이 곧 연락드립니다.');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '연락처' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '문의내용' })).toHaveValue('');
  });

  it('resets the cleared form after a success, so no emptied field shows as invalid', async () => {
    mockFetch({ status: 201 });
    const reset = jest.spyOn(HTMLFormElement.prototype, 'reset');
    try {
      const { user } = renderPage();
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: '상담 신청' }));
      await screen.findByText(/등록이 완료되었습니다/);
      expect(reset.mock.contexts).toEqual([screen.getByRole('form', { name: '상담 신청' })]);
    } finally {
      reset.mockRestore();
    }
  });

  it('may be sent without a message', async () => {
    const fetchMock = mockFetch({ status: 201 });
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: '이름' }), '고객');
    await user.type(screen.getByRole('textbox', { name: '연락처' }), '010');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    await screen.findByText(/등록이 완료되었습니다/);
    expect(sentBody(fetchMock)).not.toHaveProperty('message');
  });

  it.each([
    ['a non-ok answer', { status: 400 }, '등록에 실패했습니다. 다시 시도해주세요.'],
    ['a network error', new TypeError('Failed to fetch'), '오류가 발생했습니다. 나중에 다시 시도해주세요.'],
  ])('shows the Korean message for %s and keeps the input', async (_label, answer, message) => {
    mockFetch(answer);
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: '문의내용' })).toHaveValue('임대 조건 문의');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    expect(await axe(container)).toHaveNoViolations();
  });
});
