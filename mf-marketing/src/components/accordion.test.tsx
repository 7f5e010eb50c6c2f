import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: '사업개요', content: <p>개요 내용</p> },
  { id: 'b', title: '입지 환경', content: <p>입지 내용</p> },
  { id: 'c', title: '프리미엄', content: <p>프리미엄 내용</p> },
];

describe('Accordion', () => {
  it('keeps one panel open at a time and closes the open one when tapped again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="a" />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '사업개요' })).toHaveTextContent('개요 내용');

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: '사업개요' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '입지 환경' })).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('wires each button to its panel and puts it in a heading', () => {
    render(<Accordion items={items} defaultOpenId="b" headingLevel={2} />);
    const button = screen.getByRole('button', { name: '입지 환경' });
    const region = screen.getByRole('region', { name: '입지 환경' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('moves focus between headers with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Accordion items={items} defaultOpenId="a" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
