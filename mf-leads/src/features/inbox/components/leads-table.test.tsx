import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadRecord } from '@gagyeong/contracts/leads';
import { leadRecord } from '../../../test-support/lead-record';
import { InboxError } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { LeadsTable } from './leads-table';

// The one table over the Inbox interface, with a backend that keeps no campaign attribution and
// builds the CSV in the browser (firebase mode). The interface is the unit's boundary: a test
// double stands in for Firestore here; the Firestore adapter itself runs on the emulators.
const LEAD = leadRecord();

function firestoreLikeInbox(overrides: Partial<Inbox> = {}): Inbox & { update: jest.Mock; remove: jest.Mock } {
  return {
    me: jest.fn(),
    signIn: jest.fn(),
    signOut: jest.fn(),
    list: jest.fn(async () => ({ items: [LEAD], nextCursor: null })),
    update: jest.fn(async (_id: string, update: { status?: LeadRecord['status']; memo?: string }) => ({
      ...LEAD,
      ...update,
      closedAt: update.status === 'closed' ? '2025-03-04T01:00:00.000Z' : null,
    })),
    remove: jest.fn(async () => undefined),
    csv: { kind: 'file', text: jest.fn(async () => '') },
    attribution: false,
    ...overrides,
  } as Inbox & { update: jest.Mock; remove: jest.Mock };
}

describe('LeadsTable on a backend without attribution (firebase mode)', () => {
  it('offers no campaign filters or origin column, and the CSV as a button', async () => {
    render(<LeadsTable api={firestoreLikeInbox()} onUnauthorized={jest.fn()} />);
    const table = await screen.findByRole('table', { name: /관심고객 신청 목록/ });
    expect(await within(table).findByRole('cell', { name: '홍길동' })).toBeInTheDocument();
    expect(screen.queryByLabelText('유입 경로')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: '유입' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'CSV 내려받기' })).toBeInTheDocument();
    expect(screen.getByLabelText('상태')).toBeInTheDocument();
  });

  it('changes the status and the memo through the interface and shows what it stored', async () => {
    const user = userEvent.setup();
    const api = firestoreLikeInbox();
    render(<LeadsTable api={api} onUnauthorized={jest.fn()} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: '홍길동 상태' }), '상담 종료');
    expect(api.update).toHaveBeenCalledWith(LEAD.id, { status: 'closed' });
    expect(await screen.findByText(/^종료 /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '홍길동 메모 수정' }));
    await user.type(screen.getByRole('textbox', { name: '홍길동 메모' }), '다음 주 연락');
    await user.click(screen.getByRole('button', { name: '메모 저장' }));
    expect(api.update).toHaveBeenLastCalledWith(LEAD.id, { memo: '다음 주 연락' });
  });

  it('keeps the row and says why when the backend refuses a deletion', async () => {
    const user = userEvent.setup();
    const api = firestoreLikeInbox({
      remove: jest.fn(async () => {
        throw new InboxError('관리자만 볼 수 있습니다.', 403);
      }),
    });
    render(<LeadsTable api={api} onUnauthorized={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: '홍길동 삭제' }));
    await user.click(screen.getByRole('button', { name: '삭제 확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('관리자만 볼 수 있습니다.');
    expect(screen.getByRole('cell', { name: '홍길동' })).toBeInTheDocument();
  });
});
