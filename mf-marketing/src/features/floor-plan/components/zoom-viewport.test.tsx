import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ZoomViewport } from './zoom-viewport';

// jsdom has no PointerEvent; a MouseEvent with a pointerId is what the handlers read.
if (typeof window.PointerEvent !== 'function') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}

const renderViewport = () =>
  render(
    <ZoomViewport label="84A 타입 평면도">
      <img src="plan.svg" alt="84A 타입 평면도" width={1500} height={1400} />
    </ZoomViewport>,
  );

const viewport = () => screen.getByRole('group', { name: '84A 타입 평면도' });
const level = () => screen.getByRole('status', { name: '확대 배율' });

describe('ZoomViewport', () => {
  it('zooms in and out with the buttons and resets', async () => {
    const user = userEvent.setup();
    renderViewport();
    expect(level()).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: '축소' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '원래 크기' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '확대' }));
    expect(level()).toHaveTextContent('125%');
    await user.click(screen.getByRole('button', { name: '확대' }));
    expect(level()).toHaveTextContent('156%');
    expect(screen.getByTestId('zoom-content').style.transform).toContain('scale(1.5625)');

    await user.click(screen.getByRole('button', { name: '축소' }));
    expect(level()).toHaveTextContent('125%');
    await user.click(screen.getByRole('button', { name: '원래 크기' }));
    expect(level()).toHaveTextContent('100%');
  });

  it('stops at 400%', async () => {
    const user = userEvent.setup();
    renderViewport();
    const zoomIn = screen.getByRole('button', { name: '확대' });
    for (let i = 0; i < 10 && !zoomIn.hasAttribute('disabled'); i += 1) await user.click(zoomIn);
    expect(level()).toHaveTextContent('400%');
    expect(zoomIn).toBeDisabled();
  });

  it('zooms with the wheel and leaves page scrolling alone when it cannot zoom further', () => {
    renderViewport();
    // fireEvent returns false when the handler called preventDefault.
    expect(fireEvent.wheel(viewport(), { deltaY: 100 })).toBe(true);
    expect(level()).toHaveTextContent('100%');

    expect(fireEvent.wheel(viewport(), { deltaY: -100 })).toBe(false);
    expect(level()).toHaveTextContent('125%');
    expect(fireEvent.wheel(viewport(), { deltaY: 100 })).toBe(false);
    expect(level()).toHaveTextContent('100%');
  });

  it('zooms with a two-finger pinch', () => {
    renderViewport();
    fireEvent.pointerDown(viewport(), { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(viewport(), { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(viewport(), { pointerId: 2, clientX: 300, clientY: 100 });
    expect(level()).toHaveTextContent('200%');
    fireEvent.pointerUp(viewport(), { pointerId: 2 });
    fireEvent.pointerUp(viewport(), { pointerId: 1 });
    expect(level()).toHaveTextContent('200%');
  });

  it('is keyboard accessible: + and - zoom, 0 resets', async () => {
    const user = userEvent.setup();
    renderViewport();
    await user.tab();
    expect(viewport()).toHaveFocus();
    await user.keyboard('+');
    expect(level()).toHaveTextContent('125%');
    await user.keyboard('+');
    await user.keyboard('-');
    expect(level()).toHaveTextContent('125%');
    await user.keyboard('0');
    expect(level()).toHaveTextContent('100%');
  });

  it('has no axe violations', async () => {
    const { container } = renderViewport();
    expect(await axe(container)).toHaveNoViolations();
  });
});
