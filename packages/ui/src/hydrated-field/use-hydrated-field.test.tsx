import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateServerHtml, typeBeforeScripts } from '@test/hydrate';
import { useHydratedChecked, useHydratedValue } from './use-hydrated-field';

/** A form as the site writes them: controlled fields, each wired to the hook. */
function Form({ onSend }: { readonly onSend: (sent: object) => void }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [kind, setKind] = useState('visit');
  const [agreed, setAgreed] = useState(false);
  const nameRef = useHydratedValue(name, setName);
  const messageRef = useHydratedValue<HTMLTextAreaElement>(message, setMessage);
  const kindRef = useHydratedValue<HTMLSelectElement>(kind, setKind);
  const agreedRef = useHydratedChecked(agreed, setAgreed);
  return (
    <form
      aria-label="신청"
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, message, kind, agreed });
      }}
    >
      <input ref={nameRef} aria-label="이름" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea
        ref={messageRef}
        aria-label="문의내용"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <select ref={kindRef} aria-label="신청서" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="visit">방문예약</option>
        <option value="customer">상담</option>
      </select>
      <input
        ref={agreedRef}
        type="checkbox"
        aria-label="동의"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="submit">보내기</button>
    </form>
  );
}

let unmount: () => void = () => undefined;
afterEach(() => unmount());

/** The server's HTML in the page, then `before` (the visitor, before the script), then hydration. */
async function hydrate(onSend: (sent: object) => void, before: (form: HTMLElement) => void) {
  ({ unmount } = await hydrateServerHtml(<Form onSend={onSend} />, before));
}

describe('useHydratedValue / useHydratedChecked', () => {
  it('keeps what was typed, chosen and ticked before hydration, and a submit sends it', async () => {
    const onSend = jest.fn();
    await hydrate(onSend, (form) => {
      typeBeforeScripts(form.querySelector('input[aria-label="이름"]'), '홍길동');
      typeBeforeScripts(form.querySelector('textarea'), '토요일 방문');
      (form.querySelector('select') as HTMLSelectElement).value = 'customer';
      (form.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    });
    // Typing in another field renders the form again: what was there before hydration stays.
    await userEvent.type(screen.getByRole('textbox', { name: '문의내용' }), ', 오후');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('홍길동');
    expect(screen.getByRole('combobox', { name: '신청서' })).toHaveValue('customer');
    expect(screen.getByRole('checkbox', { name: '동의' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onSend).toHaveBeenCalledWith({
      name: '홍길동',
      message: '토요일 방문, 오후',
      kind: 'customer',
      agreed: true,
    });
  });

  it('leaves a form nobody touched as the server rendered it', async () => {
    const onSend = jest.fn();
    await hydrate(onSend, () => undefined);
    await userEvent.type(screen.getByRole('textbox', { name: '이름' }), '김철수');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onSend).toHaveBeenCalledWith({ name: '김철수', message: '', kind: 'visit', agreed: false });
  });
});
