import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useRef, useState } from 'react';
import { useModalLayer } from './use-modal-layer';

/** A page with an opener, a dialog on the modal layer, and content behind it. */
function DialogPage({ onEscape }: { readonly onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <header>
        <button type="button" onClick={() => setOpen(true)}>
          상담 신청
        </button>
      </header>
      <main>
        <a href="#behind">뒤의 링크</a>
      </main>
      {open ? <Dialog onClose={close} onEscape={onEscape} /> : null}
    </>
  );
}

function Dialog({ onClose, onEscape }: { readonly onClose: () => void; readonly onEscape?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalLayer({
    active: true,
    branches: [ref],
    onEscape: () => {
      onEscape?.();
      onClose();
    },
  });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-labelledby="dialog-title" tabIndex={-1}>
      <h2 id="dialog-title">관심고객 등록</h2>
      <label>
        이름
        <input type="text" />
      </label>
      <button type="button" tabIndex={-1}>
        건너뜀
      </button>
      <button type="button" onClick={onClose}>
        닫기
      </button>
    </div>
  );
}

/** A header bar with its toggle and a slide panel: one layer of two branches. */
function MenuPage() {
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useModalLayer({
    active: open,
    branches: [barRef, panelRef],
    onEscape: () => setOpen(false),
    initialFocus: ([, panel]) => panel?.querySelector('a'),
  });
  return (
    <>
      <div ref={barRef}>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          메뉴
        </button>
        <a href="tel:1533-8848">전화</a>
      </div>
      <div ref={panelRef} role="dialog" aria-label="전체 메뉴" hidden={!open}>
        <a href="/Brand/intro">브랜드 소개</a>
        <a href="/Promotion/Customer">방문예약</a>
      </div>
      <main>
        <a href="#behind">뒤의 링크</a>
      </main>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: '상담 신청' });
const behind = () => screen.getByRole('link', { name: '뒤의 링크' });

async function openDialog(props: { onEscape?: () => void } = {}) {
  const user = userEvent.setup();
  render(<DialogPage {...props} />);
  await user.click(opener());
  return user;
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('useModalLayer', () => {
  it('moves focus to the first field and makes the page behind inert', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus();
    expect(screen.getByRole('banner')).toHaveAttribute('inert');
    expect(behind().closest('main')).toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: '관심고객 등록' })).not.toHaveAttribute('inert');
  });

  it('keeps Tab and Shift+Tab inside the dialog, skipping what is out of the tab order', async () => {
    const user = await openDialog();
    const field = screen.getByRole('textbox', { name: '이름' });
    const close = screen.getByRole('button', { name: '닫기' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('brings focus back when something moves it behind the dialog', async () => {
    await openDialog();
    behind().focus();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus();
  });

  it('closes on Escape, lifts inert and gives focus back to the opener', async () => {
    const onEscape = jest.fn();
    const user = await openDialog({ onEscape });
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(screen.getByRole('banner')).not.toHaveAttribute('inert');
    expect(behind().closest('main')).not.toHaveAttribute('inert');
  });

  it('gives focus back to the opener when closed by its own button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('leaves an element that was inert for its own reason inert after closing', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    behind().closest('main')?.setAttribute('inert', '');
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByRole('banner')).not.toHaveAttribute('inert');
    expect(document.querySelector('main')).toHaveAttribute('inert');
  });

  it('has no axe violations while open', async () => {
    await openDialog();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('useModalLayer scroll lock', () => {
  const layout = (innerWidth: number, clientWidth: number) => {
    const saved = { innerWidth: window.innerWidth };
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: clientWidth });
    return () => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: saved.innerWidth });
      // Back to jsdom's own getter on the prototype.
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    };
  };

  it('locks the page while open and pads the body by the scrollbar width, then puts both back', async () => {
    const restoreLayout = layout(1024, 1009);
    try {
      document.body.style.paddingRight = '2px';
      const user = await openDialog();
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('15px');
      await user.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
      expect(document.body.style.paddingRight).toBe('2px');
    } finally {
      restoreLayout();
    }
  });

  it('adds no padding where the page has no scrollbar', async () => {
    const restoreLayout = layout(390, 390);
    try {
      await openDialog();
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('');
    } finally {
      restoreLayout();
    }
  });
});

describe('useModalLayer with two branches (a header bar and its menu panel)', () => {
  const toggle = () => screen.getByRole('button', { name: '메뉴' });

  it('keeps the bar usable, cycles Tab over the bar and the panel, and makes the rest inert', async () => {
    const user = userEvent.setup();
    render(<MenuPage />);
    await user.click(toggle());
    const panel = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(screen.getByRole('link', { name: '브랜드 소개' })).toHaveFocus();
    expect(behind().closest('main')).toHaveAttribute('inert');
    expect(toggle().parentElement).not.toHaveAttribute('inert');
    expect(panel).not.toHaveAttribute('inert');

    screen.getByRole('link', { name: '방문예약' }).focus();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: '방문예약' })).toHaveFocus();

    await user.click(toggle());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(behind().closest('main')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('useModalLayer, two layers open', () => {
  function TwoLayers() {
    const [first, setFirst] = useState(true);
    const [second, setSecond] = useState(false);
    const firstRef = useRef<HTMLDivElement>(null);
    const secondRef = useRef<HTMLDivElement>(null);
    useModalLayer({ active: first, branches: [firstRef], onEscape: () => setFirst(false) });
    useModalLayer({ active: second, branches: [secondRef], onEscape: () => setSecond(false) });
    return (
      <>
        <main>
          <a href="#behind">뒤의 링크</a>
        </main>
        <div ref={firstRef} role="dialog" aria-label="첫째" hidden={!first}>
          <button type="button" onClick={() => setSecond(true)}>
            둘째 열기
          </button>
          <button type="button" onClick={() => setFirst(false)}>
            첫째 닫기
          </button>
        </div>
        <div ref={secondRef} role="dialog" aria-label="둘째" hidden={!second}>
          <button type="button" onClick={() => setSecond(false)}>
            둘째 닫기
          </button>
        </div>
      </>
    );
  }

  it('lets Escape close only the layer in front, and keeps the page locked until the last one closes', async () => {
    const user = userEvent.setup();
    render(<TwoLayers />);
    const first = screen.getByRole('dialog', { name: '첫째' });
    await user.click(screen.getByRole('button', { name: '둘째 열기' }));
    expect(first).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: '둘째 닫기' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '둘째' })).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: '둘째 열기' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(behind().closest('main')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(behind().closest('main')).not.toHaveAttribute('inert');
  });
});
