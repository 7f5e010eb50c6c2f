import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import { LEAD_CONSENT, VISIT_PHONE_PATTERN } from '@gagyeong/contracts/leads';
import { hydrateServerHtml, typeBeforeScripts } from '@test/hydrate';
import { deferredFetch, mockFetch, sentBody, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { loadLandingData } from '../../lead-form/server/load-landing.server';
import { VisitForm } from './visit-form';

function renderForm() {
  const user = userEvent.setup();
  const view = render(<VisitForm config={TEST_CONFIG} />);
  return { user, ...view, form: screen.getByRole('form', { name: '방문예약' }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '010-1234-5678') {
  await user.type(screen.getByRole('textbox', { name: '이름' }), '방문객');
  await user.type(screen.getByRole('textbox', { name: '연락처' }), phone);
  await user.type(screen.getByRole('textbox', { name: '문의내용' }), '토요일 오후 방문 희망');
  await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
}

describe('home visit form', () => {
  it('is a classic POST form with the docs/product.md §5 fields that works without JavaScript', () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/leads/visit');
    const name = screen.getByRole('textbox', { name: '이름' });
    const phone = screen.getByRole('textbox', { name: '연락처' });
    const message = screen.getByRole('textbox', { name: '문의내용' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('name', 'name');
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('name', 'phone');
    expect(phone).toHaveAttribute('pattern', VISIT_PHONE_PATTERN);
    expect(phone).toHaveAccessibleDescription(/01012345678 또는 010-1234-5678/);
    expect(message).not.toBeRequired();
    expect(message).toHaveAttribute('rows', '5');
    expect(message).toHaveAttribute('name', 'message');
    const honeypot = form.querySelector('input[name="_gotcha"]');
    expect(honeypot).toHaveValue('');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: LEAD_CONSENT.checkbox })).toHaveAttribute('name', 'consent');
  });

  it('posts the visit’s attribution the server rendered as hidden fields (a classic post sends them)', async () => {
    // What the server's loader hands the page for a request that starts a visit, as JSON.
    const landing = {
      ...EMPTY_ATTRIBUTION,
      landingPath: '/',
      utmSource: 'naver',
      utmCampaign: 'spring',
      naverQuery: '가경동 아파트',
    };
    const serverData: unknown = JSON.parse(
      JSON.stringify(
        await loadLandingData({
          config: TEST_CONFIG,
          params: {},
          apiOrigin: 'http://127.0.0.1',
          signal: new AbortController().signal,
          request: { search: '?utm_source=naver', landing },
        }),
      ),
    );
    render(<VisitForm config={TEST_CONFIG} serverData={serverData} />);
    const form = screen.getByRole('form', { name: '방문예약' });
    const sent = Object.fromEntries([...new FormData(form as HTMLFormElement)].filter(([key]) => key !== 'message'));
    expect(sent).toEqual({
      name: '',
      phone: '',
      _gotcha: '',
      landingPath: '/',
      utmSource: 'naver',
      utmCampaign: 'spring',
      naverQuery: '가경동 아파트',
    });
  });

  it.each(['02-123-4567', '010-12-5678', '0101234567890'])(
    'refuses the phone %s before sending (pattern)',
    async (phone) => {
      const fetchMock = mockFetch();
      const { user } = renderForm();
      await fillIn(user, phone);
      await user.click(screen.getByRole('button', { name: '방문예약 신청' }));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: '연락처' })).toBeInvalid();
    },
  );

  it('sends in place with JavaScript: 등록중..., then the result, and clears the form', async () => {
    const { mock, resolve } = deferredFetch();
    const { user } = renderForm();
    await fillIn(user, '01012345678');
    await user.click(screen.getByRole('button', { name: '방문예약 신청' }));
    expect(screen.getByRole('button', { name: '등록중...' })).toBeDisabled();
    expect(mock.mock.calls[0]?.[0]).toBe('/api/leads/visit');
    expect(sentBody(mock)).toMatchObject({
      form: 'visit',
      name: '방문객',
      phone: '01012345678',
      message: '토요일 오후 방문 희망',
      consent: true,
      _gotcha: '',
    });
    await act(async () => resolve({ status: 201 }));
    expect(await screen.findByRole('status')).toHaveTextContent('등록이 완료되었습니다. 전문상담원이 곧 연락드립니다.');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '문의내용' })).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('resets the cleared form after a success, so no emptied field shows as invalid', async () => {
    mockFetch({ status: 201 });
    const reset = jest.spyOn(HTMLFormElement.prototype, 'reset');
    try {
      const { user, form } = renderForm();
      await fillIn(user, '01012345678');
      await user.click(screen.getByRole('button', { name: '방문예약 신청' }));
      await screen.findByText(/등록이 완료되었습니다/);
      // The browser's reset clears the interacted-with mark (:user-invalid) a submit sets.
      expect(reset.mock.contexts).toEqual([form]);
      expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('');
    } finally {
      reset.mockRestore();
    }
  });

  it('keeps what was typed and ticked before the page’s script ran, and sends it', async () => {
    const fetchMock = mockFetch({ status: 201 });
    const user = userEvent.setup();
    const { unmount } = await hydrateServerHtml(<VisitForm config={TEST_CONFIG} />, (page) => {
      typeBeforeScripts(page.querySelector('input[name="name"]'), '방문객');
      typeBeforeScripts(page.querySelector('textarea[name="message"]'), '토요일 방문');
      (page.querySelector('input[name="consent"]') as HTMLInputElement).checked = true;
    });
    try {
      // Typing into the next field renders the form again.
      await user.type(screen.getByRole('textbox', { name: '연락처' }), '01012345678');
      expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('방문객');
      expect(screen.getByRole('checkbox')).toBeChecked();
      await user.click(screen.getByRole('button', { name: '방문예약 신청' }));
      await screen.findByText(/등록이 완료되었습니다/);
      expect(sentBody(fetchMock)).toMatchObject({
        name: '방문객',
        phone: '01012345678',
        message: '토요일 방문',
        consent: true,
      });
    } finally {
      unmount();
    }
  });

  it.each([
    ['a non-ok answer', { status: 500 }, '등록에 실패했습니다. 다시 시도해주세요.'],
    ['no answer', new TypeError('Failed to fetch'), '오류가 발생했습니다. 나중에 다시 시도해주세요.'],
  ])('shows the message for %s and keeps every field', async (_label, answer, message) => {
    mockFetch(answer);
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '방문예약 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('방문객');
    expect(screen.getByRole('textbox', { name: '연락처' })).toHaveValue('010-1234-5678');
    expect(screen.getByRole('textbox', { name: '문의내용' })).toHaveValue('토요일 오후 방문 희망');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: '방문예약 신청' })).toBeEnabled();
  });

  it.each([
    ['zero-width characters only', '\u200B\u200B', '이름에 보이는 글자를 한 자 이상 입력해 주세요.'],
    ['a direction override', '\u202E객문방', '이름에 글자 방향을 바꾸는 특수 문자는 쓸 수 없습니다.'],
  ])('refuses a name of %s before sending, with the server rule and message, keeping it', async (_l, name, message) => {
    const fetchMock = mockFetch();
    const { user } = renderForm();
    await fillIn(user);
    const field = screen.getByRole('textbox', { name: '이름' });
    await user.clear(field);
    await user.type(field, name);
    await user.click(screen.getByRole('button', { name: '방문예약 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field).toHaveValue(name);
  });

  it('has no axe violations', async () => {
    const { container } = renderForm();
    expect(await axe(container)).toHaveNoViolations();
  });
});
