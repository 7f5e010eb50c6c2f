import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { MOBILE_MEDIA_QUERY, OPEN_INTEREST_POPUP } from '@gagyeong/contracts';
import { GESTURE_GAP_MS, SCROLL_SETTLE_MS, WHEEL_LOCK_MS } from '../hooks/use-section-stepper';
import { HOME_STEPS, HomePage } from './home-page';
import { isExpanded, summaryNamed } from '@test/disclosure';
import { matchMediaInEachTest, mockMatchMedia } from '@test/match-media';
import { REDUCED_MOTION_QUERY } from '@gagyeong/ui';

function renderHome(popupOpen = false) {
  const slot = <input aria-label="이름" />;
  const utils = render(
    <MemoryRouter>
      <HomePage popupOpen={popupOpen} visitFormSlot={slot} />
    </MemoryRouter>,
  );
  return {
    ...utils,
    setPopupOpen: (open: boolean) =>
      utils.rerender(
        <MemoryRouter>
          <HomePage popupOpen={open} visitFormSlot={slot} />
        </MemoryRouter>,
      ),
  };
}

/** The step the side indicator marks as current. */
function currentStep(): string | undefined {
  const nav = screen.getByRole('navigation', { name: '메인 화면 구역 이동' });
  return (
    within(nav)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'step')
      ?.getAttribute('aria-label') ?? undefined
  );
}

const wheel = (target: Element | Window, deltaY: number) => fireEvent.wheel(target, { deltaY });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/**
 * A laid-out page for jsdom, which lays nothing out: the home sections one after another, each as
 * tall as `heights` says (one screen by default), then a 300 px footer; `scrollTo` moves the page
 * at once and the page scrolls like a browser's (scroll events).
 */
function fakeLayout(heights: readonly number[] = [768, 768, 768, 768, 768, 768]) {
  const viewport = window.innerHeight;
  const footer = 300;
  const tops = heights.map((_, index) => heights.slice(0, index).reduce((sum, height) => sum + height, 0));
  const end = heights.reduce((sum, height) => sum + height, 0);
  const rect = (top: number, height: number) =>
    ({ top: top - window.scrollY, bottom: top + height - window.scrollY, height }) as DOMRect;
  const boxes = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'SECTION' && this.parentElement?.hasAttribute('data-step')) {
      const index = Array.from(this.parentElement.children).indexOf(this);
      return rect(tops[index] ?? 0, heights[index] ?? 0);
    }
    if (this.hasAttribute('data-step')) return rect(0, end);
    return rect(0, 0);
  });
  const height = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(end + footer);
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    if (typeof options === 'object' && options.top !== undefined) scrollPage(options.top);
  });
  return {
    tops,
    maxScroll: end + footer - viewport,
    scrollTo,
    restore: () => {
      boxes.mockRestore();
      height.mockRestore();
      scrollTo.mockRestore();
      scrollPage(0);
    },
  };
}

/** The page moves to `y` as a browser moves it (a scrollbar drag, a key the page does not take). */
function scrollPage(y: number) {
  window.scrollY = y;
  fireEvent.scroll(window);
}

/** A browser without `scrollend` (WebKit before Safari 26.2) for the length of `run`. */
function withoutScrollEnd(run: () => void) {
  let owner: object | null = window;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
  const descriptor = owner ? Object.getOwnPropertyDescriptor(owner, 'onscrollend') : undefined;
  if (owner) delete (owner as { onscrollend?: unknown }).onscrollend;
  try {
    expect('onscrollend' in window).toBe(false);
    run();
  } finally {
    if (owner && descriptor) Object.defineProperty(owner, 'onscrollend', descriptor);
  }
}

describe('desktop home full-page stepping', () => {
  let scrollTo: jest.SpyInstance;
  let layout: ReturnType<typeof fakeLayout>;
  beforeEach(() => {
    jest.useFakeTimers();
    layout = fakeLayout();
    scrollTo = layout.scrollTo;
  });
  afterEach(() => {
    layout.restore();
    jest.useRealTimers();
  });

  it('moves exactly one section per wheel gesture, however many events the gesture has', () => {
    renderHome();
    expect(currentStep()).toBe('메인');
    // A trackpad swipe: 40 events 16 ms apart, longer than the lock.
    for (let i = 0; i < 40; i += 1) {
      act(() => {
        wheel(window, 30);
      });
      advance(16);
    }
    expect(currentStep()).toBe('입지 포인트');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('ignores a new gesture during the 500 ms lock and takes the next one after it', () => {
    renderHome();
    act(() => {
      wheel(window, 100);
    });
    expect(currentStep()).toBe('입지 포인트');
    advance(GESTURE_GAP_MS + 50);
    act(() => {
      wheel(window, 100);
    });
    expect(currentStep()).toBe('입지 포인트');
    advance(WHEEL_LOCK_MS);
    act(() => {
      wheel(window, 100);
    });
    expect(currentStep()).toBe('브랜드');
    advance(WHEEL_LOCK_MS + 1);
    act(() => {
      wheel(window, -100);
    });
    expect(currentStep()).toBe('입지 포인트');
  });

  it('prevents native scrolling for the wheel it handles', () => {
    renderHome();
    let notPrevented = true;
    act(() => {
      notPrevented = wheel(window, 100);
    });
    expect(notPrevented).toBe(false);
  });

  it('stops at the first step and reaches the footer as the last step', () => {
    renderHome();
    act(() => {
      wheel(window, -100);
    });
    expect(currentStep()).toBe('메인');
    expect(scrollTo).not.toHaveBeenCalled();
    for (let i = 0; i < HOME_STEPS.length + 2; i += 1) {
      act(() => {
        wheel(window, 100);
      });
      advance(WHEEL_LOCK_MS + 1);
    }
    expect(currentStep()).toBe('하단 정보');
    expect(scrollTo).toHaveBeenCalledTimes(HOME_STEPS.length - 1);
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: document.documentElement.scrollHeight - window.innerHeight,
      behavior: 'smooth',
    });
  });

  it('ignores the wheel while typing in a field', () => {
    renderHome();
    const field = screen.getByRole('textbox', { name: '이름' });
    let notPrevented = false;
    act(() => {
      notPrevented = wheel(field, 100);
    });
    expect(notPrevented).toBe(true);
    expect(currentStep()).toBe('메인');
  });

  it('ignores the wheel anywhere while focus is in a text field', () => {
    renderHome();
    const field = screen.getByRole('textbox', { name: '이름' });
    act(() => field.focus());
    let notPrevented = false;
    act(() => {
      notPrevented = wheel(window, 100);
    });
    expect(notPrevented).toBe(true);
    expect(currentStep()).toBe('메인');

    // Focus leaves the field: the wheel steps again.
    act(() => field.blur());
    advance(GESTURE_GAP_MS + 1);
    act(() => {
      wheel(window, 100);
    });
    expect(currentStep()).toBe('입지 포인트');
  });

  it('ignores wheel and keys while the popup is open', () => {
    const { setPopupOpen } = renderHome();
    setPopupOpen(true);
    act(() => {
      wheel(window, 100);
      fireEvent.keyDown(document.body, { key: 'PageDown' });
    });
    expect(currentStep()).toBe('메인');
    setPopupOpen(false);
    act(() => {
      wheel(window, 100);
    });
    expect(currentStep()).toBe('입지 포인트');
  });

  it('steps with PageDown, PageUp and the arrow keys, under the same lock, but not in fields', () => {
    renderHome();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'PageDown' });
    });
    expect(currentStep()).toBe('입지 포인트');
    act(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    });
    expect(currentStep()).toBe('입지 포인트');
    advance(WHEEL_LOCK_MS);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    });
    expect(currentStep()).toBe('브랜드');
    advance(WHEEL_LOCK_MS);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'PageUp' });
    });
    expect(currentStep()).toBe('입지 포인트');
    advance(WHEEL_LOCK_MS);
    act(() => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: '이름' }), { key: 'ArrowUp' });
    });
    expect(currentStep()).toBe('입지 포인트');
  });

  it('jumps straight to a section from the side indicator', () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: '평면 안내' }));
    expect(currentStep()).toBe('평면 안내');
  });

  it('scrolls without animation when reduced motion is asked for', () => {
    const media = mockMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    try {
      renderHome();
      act(() => {
        wheel(window, 100);
      });
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
    } finally {
      media.restore();
    }
  });
});

describe('desktop home stepping follows the page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  for (const engine of ['with scrollend', 'without scrollend (WebKit before Safari 26.2)'] as const) {
    const run = engine === 'with scrollend' ? (body: () => void) => body() : withoutScrollEnd;

    it(`steps on from where a scrollbar drag left the page, ${engine}`, () => {
      run(() => {
        const layout = fakeLayout();
        try {
          renderHome();
          act(() => {
            wheel(window, 100);
          });
          expect(currentStep()).toBe('입지 포인트');
          advance(WHEEL_LOCK_MS + 1);
          // The scrollbar is dragged down to the fourth section; scrolling settles.
          act(() => {
            scrollPage(layout.tops[3]! - 40);
            scrollPage(layout.tops[3]!);
            if (engine === 'with scrollend') fireEvent(window, new Event('scrollend'));
          });
          advance(SCROLL_SETTLE_MS + 1);
          expect(currentStep()).toBe('프리미엄');
          act(() => {
            wheel(window, 100);
          });
          expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: layout.tops[4], behavior: 'smooth' });
          expect(currentStep()).toBe('평면 안내');
        } finally {
          layout.restore();
        }
      });
    });
  }

  it('steps on from where the page is when the wheel comes before scrolling has settled', () => {
    withoutScrollEnd(() => {
      const layout = fakeLayout();
      try {
        renderHome();
        // End, or a drag released a moment ago: no settle yet.
        act(() => scrollPage(layout.tops[3]!));
        act(() => {
          wheel(window, -100);
        });
        expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: layout.tops[2], behavior: 'smooth' });
        expect(currentStep()).toBe('브랜드');
      } finally {
        layout.restore();
      }
    });
  });

  it('steps from where its own smooth scroll is going while it is still on its way', () => {
    const layout = fakeLayout();
    // A smooth scroll that has not moved yet.
    layout.scrollTo.mockImplementation(() => undefined);
    try {
      renderHome();
      act(() => {
        wheel(window, 100);
      });
      advance(WHEEL_LOCK_MS + 1);
      act(() => {
        wheel(window, 100);
      });
      expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: layout.tops[2], behavior: 'smooth' });
    } finally {
      layout.restore();
    }
  });

  it('reaches the bottom of a section taller than the screen before the next section', () => {
    // 1366×768: the visit section (sixth) is 985 px tall.
    const layout = fakeLayout([768, 768, 768, 768, 768, 985]);
    try {
      renderHome();
      const positions: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        act(() => {
          wheel(window, 100);
        });
        positions.push(window.scrollY);
        advance(WHEEL_LOCK_MS + 1);
      }
      const visit = layout.tops[5]!;
      expect(positions).toEqual([...layout.tops.slice(1), visit + 985 - 768, layout.maxScroll, layout.maxScroll]);
      expect(currentStep()).toBe('하단 정보');
      // Back up: the bottom of the visit section first.
      act(() => {
        wheel(window, -100);
      });
      expect(window.scrollY).toBe(visit + 985 - 768);
      expect(currentStep()).toBe('방문 예약');
    } finally {
      layout.restore();
    }
  });
});

describe('home sections', () => {
  it('opens the interest popup from the hero button and the location link, links to the interest page until then', async () => {
    const user = userEvent.setup();
    const sources: string[] = [];
    const listener = (event: Event) => sources.push((event as CustomEvent<{ source: string }>).detail.source);
    window.addEventListener(OPEN_INTEREST_POPUP, listener);
    renderHome();
    const openers = [
      screen.getByRole('link', { name: '관심고객 등록' }),
      screen.getByRole('link', { name: '입지 상담 신청하기' }),
    ];
    for (const opener of openers) {
      expect(opener).toHaveAttribute('href', '/Promotion/Customer');
      expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(opener);
    }
    window.removeEventListener(OPEN_INTEREST_POPUP, listener);
    expect(sources).toEqual(['hero', 'location']);
  });

  it('links the brand video, the premium cards and the unit plan', () => {
    renderHome();
    expect(screen.getByRole('link', { name: '홍보영상 보기' })).toHaveAttribute('href', '/Brand/video');
    const hero = screen.getByRole('region', { name: /공원 위에 그리는/ });
    expect(within(hero).getByRole('link', { name: '사업개요 보기' })).toHaveAttribute('href', '/BusinessGuide/intro');
    const premium = screen.getByRole('region', { name: /네 가지 프리미엄/ });
    const hrefs = within(premium)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs[0]).toBe('/BusinessGuide/intro');
    expect(hrefs.slice(1).every((href) => /^\/LocationEnvironment\/(intro|primium)$/.test(href ?? ''))).toBe(true);
    expect(screen.getByRole('link', { name: '84C 타입 평면 보기' })).toHaveAttribute('href', '/FloorPlan/84A');
  });

  it('renders the visit form slot in the last section', () => {
    renderHome();
    const visit = screen.getByRole('region', { name: '방문 예약' });
    expect(within(visit).getByRole('textbox', { name: '이름' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderHome();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('mobile home', () => {
  matchMediaInEachTest(MOBILE_MEDIA_QUERY);

  it('scrolls normally: no side indicator and the wheel is left alone', () => {
    renderHome();
    expect(screen.queryByRole('navigation', { name: '메인 화면 구역 이동' })).not.toBeInTheDocument();
    expect(wheel(window, 100)).toBe(true);
  });

  it('expands and collapses each premium card on tap, alternately aligned', async () => {
    const user = userEvent.setup();
    renderHome();
    const toggles = [1, 2, 3, 4].map((n) => summaryNamed(new RegExp(`^PREMIUM 0${n}`)));
    const first = toggles[0]!;
    const card = first.closest('li')!;
    const second = toggles[1]!.closest('li')!;
    expect(card).toHaveAttribute('data-align', 'left');
    expect(second).toHaveAttribute('data-align', 'right');
    // The heading and the first text show while closed.
    expect(within(first).getByRole('heading', { level: 3, name: /공원특례 프리미엄/ })).toBeVisible();
    expect(first).toHaveTextContent('도심 공원을 품은');

    expect(toggles.map(isExpanded)).toEqual([false, false, false, false]);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await user.click(first);
    expect(isExpanded(first)).toBe(true);
    expect(within(card).getByRole('link', { name: '사업개요 보기' })).toBeVisible();
    expect(card.querySelector('br')).not.toBeNull();
    // Cards open independently.
    await user.click(toggles[1]!);
    expect(toggles.map(isExpanded)).toEqual([true, true, false, false]);
    await user.click(first);
    expect(isExpanded(first)).toBe(false);
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
