import {
  firstViewCommitted,
  INTERACTIVE_ATTRIBUTE,
  INTERACTIVE_MARK,
  regionMounted,
  regionSettled,
  resetFirstView,
  whenFirstViewInteractive,
} from './first-view';

const interactive = () => document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE);

// jsdom has no performance timeline: the mark is recorded here.
const mark = jest.fn();
beforeEach(() => {
  resetFirstView();
  mark.mockClear();
  performance.mark = mark;
});

describe('the first view becomes interactive', () => {
  it('once the root has committed and every region shows its module, nested regions included', () => {
    regionMounted('page');
    firstViewCommitted();
    expect(interactive()).toBe(false);

    // The page's module renders a slot with a region of its own (children's effects run first).
    regionMounted('slot');
    regionSettled('page');
    expect(interactive()).toBe(false);

    regionSettled('slot');
    expect(interactive()).toBe(true);
    expect(mark.mock.calls).toEqual([[INTERACTIVE_MARK]]);
  });

  it('does not wait for a region whose module rendered in the same commit', () => {
    regionSettled('page');
    regionMounted('page');
    firstViewCommitted();
    expect(interactive()).toBe(true);
  });

  it('is marked once: regions mounted later (the popup, another route) are not the first view', () => {
    firstViewCommitted();
    expect(interactive()).toBe(true);
    regionMounted('popup');
    regionSettled('popup');
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it('never before the root has committed', () => {
    regionMounted('page');
    regionSettled('page');
    expect(interactive()).toBe(false);
  });
});

describe('what waits for the first view', () => {
  it('runs once it is interactive, or at once when it already is', () => {
    const early = jest.fn();
    whenFirstViewInteractive(early);
    regionMounted('page');
    firstViewCommitted();
    expect(early).not.toHaveBeenCalled();
    regionSettled('page');
    expect(early).toHaveBeenCalledTimes(1);

    const late = jest.fn();
    whenFirstViewInteractive(late);
    expect(late).toHaveBeenCalledTimes(1);
    regionSettled('page');
    expect(early).toHaveBeenCalledTimes(1);
  });
});
