import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { recordPopupRequests } from '../test-utils';
import { FixedBar } from './fixed-bar';

describe('FixedBar', () => {
  it('asks for the interest popup from 방문예약, a link to the interest page before', async () => {
    const user = userEvent.setup();
    render(<FixedBar />);
    const { sources, stop } = recordPopupRequests();
    const visit = screen.getByRole('link', { name: '방문예약' });
    expect(visit).toHaveAttribute('href', '/Promotion/Customer');
    expect(visit).toHaveAttribute('aria-haspopup', 'dialog');
    const click = createEvent.click(visit, { button: 0 });
    fireEvent(visit, click);
    expect(click.defaultPrevented).toBe(true);
    await user.click(visit);
    stop();
    expect(sources).toEqual(['fixed-bar', 'fixed-bar']);
  });

  it('calls the representative number from 전화상담', () => {
    render(<FixedBar />);
    const bar = screen.getByRole('complementary', { name: '빠른 상담' });
    expect(within(bar).getByRole('link', { name: '전화상담' })).toHaveAttribute('href', 'tel:1533-8848');
  });

  it('has no axe violations', async () => {
    const { container } = render(<FixedBar />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
