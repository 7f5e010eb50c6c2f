import { useState } from 'react';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Tabs } from './tabs';

const tabs = [
  { id: '84A', label: '84A', panel: <p>84A 평면</p> },
  { id: '84B', label: '84B', panel: <p>84B 평면</p> },
  { id: '84C', label: '84C', panel: <p>84C 평면</p> },
];

const hrefOf = (id: string) => `/plans?tab=${id}`;

describe('Tabs', () => {
  it('makes each tab a link to its own address, and selects in place on a plain click once hydrated', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} hrefOf={hrefOf} label="평면 타입" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '/plans?tab=84A',
      '/plans?tab=84B',
      '/plans?tab=84C',
    ]);
    const b = screen.getByRole('tab', { name: '84B' });
    const click = createEvent.click(b, { button: 0 });
    fireEvent(b, click);
    expect(click.defaultPrevented).toBe(true);
    expect(b).toHaveAttribute('aria-selected', 'true');
    // A click with a modifier key is the link's (a new tab): nothing changes here. (The window
    // sees it last: it records what the page did, then keeps jsdom from navigating.)
    let leftToTheLink = false;
    const onWindowClick = (event: MouseEvent) => {
      leftToTheLink = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', onWindowClick, { once: true });
    const c = screen.getByRole('tab', { name: '84C' });
    fireEvent.click(c, { button: 0, ctrlKey: true });
    expect(leftToTheLink).toBe(true);
    expect(c).toHaveAttribute('aria-selected', 'false');
    await user.click(c);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('84C 평면');
  });

  it('selects the first tab by default and shows only its panel', () => {
    render(<Tabs tabs={tabs} hrefOf={hrefOf} label="평면 타입" />);
    expect(screen.getByRole('tab', { name: '84A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('84A 평면');
    expect(screen.queryByText('84B 평면')).not.toBeInTheDocument();
  });

  it('uses a roving tabindex and follows arrows, Home and End with wraparound', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} hrefOf={hrefOf} label="평면 타입" defaultSelectedId="84B" />);
    const [a, b, c] = screen.getAllByRole('tab');
    expect(b).toHaveAttribute('tabindex', '0');
    expect(a).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(b).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(c).toHaveFocus();
    expect(c).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(a).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(c).toHaveFocus();
    await user.keyboard('{Home}');
    expect(a).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(c).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('84C 평면');
  });

  it('works controlled: reports changes and shows what the parent selects', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [id, setId] = useState('84A');
      return (
        <Tabs
          tabs={tabs}
          hrefOf={hrefOf}
          label="평면 타입"
          selectedId={id}
          onChange={(next) => {
            changes.push(next);
            setId(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: '84C' }));
    expect(changes).toEqual(['84C']);
    expect(screen.getByRole('tabpanel', { name: '84C' })).toHaveTextContent('84C 평면');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs tabs={tabs} hrefOf={hrefOf} label="평면 타입" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
