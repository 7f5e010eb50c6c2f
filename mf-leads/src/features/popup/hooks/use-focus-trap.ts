import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/** Elements Tab reaches inside `container`, in order (skips tabindex=-1, e.g. the honeypot). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [aria-hidden="true"]'),
  );
}

/**
 * WAI-ARIA modal dialog focus handling while `active`:
 * - on opening, remembers the element that had focus (the opener) and, unless something inside
 *   already took focus, focuses the first field (or the dialog);
 * - Tab and Shift+Tab cycle inside the container; focus that escapes (a click outside, a
 *   disabled button dropping it) is brought back;
 * - Escape calls `onEscape`;
 * - on closing, gives focus back to the opener.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const openerRef = useRef<HTMLElement | null>(null);
  // Layout effect: runs before the children's passive effects (a result focusing itself), so the
  // opener still has focus here.
  useLayoutEffect(() => {
    if (active) openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [active]);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    if (!container.contains(document.activeElement)) {
      const field = tabbableIn(container).find((element) => element instanceof HTMLInputElement);
      (field ?? container).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(container);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const inside = container.contains(current);
      if (event.shiftKey && (!inside || current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (tabbableIn(container)[0] ?? container).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [active, containerRef, onEscape]);

  // Declared after the trap, so on closing its listeners are gone before focus goes back.
  useEffect(() => {
    if (!active) return undefined;
    const opener = openerRef.current;
    return () => {
      if (opener && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active]);
}
