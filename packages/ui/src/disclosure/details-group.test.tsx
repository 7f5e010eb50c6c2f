import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeOtherDetails } from './details-group';

function Group({ name }: { readonly name: string }) {
  return (
    <>
      {['하나', '둘', '셋'].map((title, index) => (
        <details key={title} name={name} open={index === 0} onToggle={closeOtherDetails}>
          <summary>{title}</summary>
          <p>{title} 내용</p>
        </details>
      ))}
    </>
  );
}

const summary = (title: string) => screen.getByText(title, { selector: 'summary' });
const isOpen = (title: string) => (summary(title).parentElement as HTMLDetailsElement).open;

describe('closeOtherDetails', () => {
  it('keeps one of a named group open: opening another closes it, and the open one closes on a second tap', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Group name="a" />
        <details name="b" open>
          <summary>다른 묶음</summary>
        </details>
      </>,
    );
    await user.click(summary('둘'));
    await waitFor(() => expect(isOpen('하나')).toBe(false));
    expect(isOpen('둘')).toBe(true);
    expect(screen.getByText('둘 내용')).toBeVisible();
    expect(screen.getByText('하나 내용')).not.toBeVisible();
    // Another group is left alone.
    expect(isOpen('다른 묶음')).toBe(true);

    await user.click(summary('둘'));
    await waitFor(() => expect(isOpen('둘')).toBe(false));
    expect(['하나', '둘', '셋'].filter(isOpen)).toEqual([]);
  });
});
