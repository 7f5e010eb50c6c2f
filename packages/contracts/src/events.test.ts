/** @jest-environment jsdom */
import { interestOpener, listen, OPEN_INTEREST_POPUP } from './events';
import { INTEREST_PAGE_PATH } from './site-paths';

function click(init: Partial<MouseEventInit> = {}) {
  return new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
}

describe('interest-popup openers', () => {
  it('link to the interest page, which shows the popup’s form, and say they open a dialog', () => {
    const opener = interestOpener('hero');
    expect(opener.href).toBe(INTEREST_PAGE_PATH);
    expect(opener['aria-haspopup']).toBe('dialog');
  });

  it('open the popup instead of following the link on a plain click', () => {
    const sources: string[] = [];
    const stop = listen(OPEN_INTEREST_POPUP, ({ source }) => sources.push(source));
    const event = click();
    interestOpener('fixed-bar').onClick(event);
    stop();
    expect(sources).toEqual(['fixed-bar']);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leave a modified or secondary click to the link (a new tab or window)', () => {
    const sources: string[] = [];
    const stop = listen(OPEN_INTEREST_POPUP, ({ source }) => sources.push(source));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = click(init);
      interestOpener('footer').onClick(event);
      expect(event.defaultPrevented).toBe(false);
    }
    stop();
    expect(sources).toEqual([]);
  });
});
