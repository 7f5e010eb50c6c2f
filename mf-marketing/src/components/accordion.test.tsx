import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { isExpanded, summaryNamed } from '@test/disclosure';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: '사업개요', content: <p>개요 내용</p> },
  { id: 'b', title: '입지 환경', content: <p>입지 내용</p> },
  { id: 'c', title: '프리미엄', content: <p>프리미엄 내용</p> },
];

const expandedTitles = () => items.map((item) => item.title).filter((title) => isExpanded(summaryNamed(title)));

describe('Accordion', () => {
  it('keeps one panel open at a time and closes the open one when tapped again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="a" />);
    expect(expandedTitles()).toEqual(['사업개요']);
    expect(screen.getByRole('region', { name: '사업개요' })).toHaveTextContent('개요 내용');

    await user.click(summaryNamed('입지 환경'));
    await waitFor(() => expect(expandedTitles()).toEqual(['입지 환경']));
    expect(screen.queryByRole('region', { name: '사업개요' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '입지 환경' })).toBeVisible();

    await user.click(summaryNamed('입지 환경'));
    await waitFor(() => expect(expandedTitles()).toEqual([]));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is made of <details> of one name, so the browser keeps one open before and without scripts', () => {
    const { container } = render(<Accordion items={items} defaultOpenId="b" />);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(3);
    const name = details[0]?.getAttribute('name');
    expect(name).toBeTruthy();
    expect(details.map((part) => part.getAttribute('name'))).toEqual([name, name, name]);
    expect(details.map((part) => part.open)).toEqual([false, true, false]);
    // Another accordion on the page is a group of its own.
    const { container: other } = render(<Accordion items={items} />);
    expect(other.querySelector('details')?.getAttribute('name')).not.toBe(name);
  });

  it('labels each panel by its header and puts a heading in each header', () => {
    render(<Accordion items={items} defaultOpenId="b" headingLevel={2} />);
    const summary = summaryNamed('입지 환경');
    const region = screen.getByRole('region', { name: '입지 환경' });
    expect(region).toHaveAttribute('aria-labelledby', summary.id);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(summary).toContainElement(screen.getByRole('heading', { level: 2, name: '입지 환경' }));
  });

  it('moves focus between headers with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const summaries = items.map((item) => summaryNamed(item.title));
    summaries[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(summaries[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(summaries[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(summaries[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(summaries[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(summaries[0]).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Accordion items={items} defaultOpenId="a" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
