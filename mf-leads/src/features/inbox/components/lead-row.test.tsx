import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadRecord } from '@gagyeong/contracts/leads';
import { leadRecord } from '../../../test-support/lead-record';
import { LeadRow } from './lead-row';

// One row of the inbox: who changed the lead last and when (Korean time), after each change.
const LEAD = leadRecord({
  status: 'contacted',
  memo: '1차 통화',
  // 2026-01-07 14:05 in Korea.
  changedBy: 'lee@gagyeong.example',
  changedAt: '2026-01-07T05:05:00.000Z',
  consentAt: '2026-01-05T01:00:00.000Z',
  createdAt: '2026-01-05T01:00:00.000Z',
});

const onChanged = jest.fn();

/** The row in a table, as the inbox places it. */
function row(lead: LeadRecord, update: jest.Mock) {
  return (
    <table>
      <tbody>
        <LeadRow
          api={{ update, remove: jest.fn() }}
          lead={lead}
          showOrigin={false}
          onChanged={onChanged}
          onDeleted={jest.fn()}
          onUnauthorized={jest.fn()}
        />
      </tbody>
    </table>
  );
}

const renderRow = (lead: LeadRecord, update = jest.fn()) => render(row(lead, update));

describe('LeadRow: who changed the lead last', () => {
  it('shows the account and the Korean time of the last change beside the status', () => {
    renderRow(LEAD);
    const row = screen.getByRole('row');
    const status = within(row).getByRole('combobox', { name: '홍길동 상태' });
    const cell = status.closest('td');
    if (!cell) throw new Error('the status is not in a cell');
    const change = within(cell).getByText(/^최근 변경: /);
    // 05:05 UTC is 14:05 in Korea.
    expect(change).toHaveTextContent('최근 변경: lee@gagyeong.example · 2026. 01. 07. 14:05');
    expect(change).toHaveAttribute('datetime', LEAD.changedAt);
  });

  it('shows nothing for a lead nobody has changed', () => {
    renderRow({ ...LEAD, status: 'new', memo: '', changedBy: null, changedAt: null });
    expect(within(screen.getByRole('row')).queryByText(/최근 변경/)).not.toBeInTheDocument();
  });

  it('passes on what the backend stored after a status change, the new account included', async () => {
    const user = userEvent.setup();
    const stored = { ...LEAD, status: 'closed' as const, changedBy: 'kim@gagyeong.example' };
    const update = jest.fn(async () => stored);
    const { rerender } = renderRow(LEAD, update);
    await user.selectOptions(screen.getByRole('combobox', { name: '홍길동 상태' }), '상담 종료');
    expect(update).toHaveBeenCalledWith(LEAD.id, { status: 'closed' });
    expect(onChanged).toHaveBeenCalledWith(stored);
    rerender(row(stored, update));
    expect(within(screen.getByRole('row')).getByText(/^최근 변경: kim@gagyeong\.example · /)).toBeInTheDocument();
  });
});
