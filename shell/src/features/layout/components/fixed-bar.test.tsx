import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { recordPopupRequests } from '../test-utils';
import { FixedBar } from './fixed-bar';

describe('FixedBar', () => {
  it('asks for the interest popup from 방문예약', async () => {
    const user = userEvent.setup();
    render(<FixedBar />);
    const { sources, stop } = recordPopupRequests();
    await user.click(screen.getByRole('button', { name: '방문예약' }));
    stop();
    expect(sources).toEqual(['fixed-bar']);
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
