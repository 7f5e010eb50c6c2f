import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { inertOutside, isCovered } from './inert-outside';
import { lockScroll } from './scroll-lock';
import { tabbableIn } from './tabbable';

export interface ModalLayerOptions {
  /** Whether the layer is shown. */
  readonly active: boolean;
  /**
   * What the layer is made of: a dialog is one element; a slide menu may be its header bar and
   * its panel, so the toggle in the bar stays usable. Read when the layer opens.
   */
  readonly branches: readonly RefObject<HTMLElement | null>[];
  /** Escape was pressed while this layer was the one in front. */
  readonly onEscape: () => void;
  /**
   * Where focus goes on opening, unless something inside already has it. By default the first
   * element Tab reaches, else the first branch (give it tabIndex={-1}).
   */
  readonly initialFocus?: (branches: readonly HTMLElement[]) => HTMLElement | null | undefined;
  /** Where focus goes on closing. By default the element that had focus when the layer opened. */
  readonly returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal layer (WAI-ARIA APG dialog pattern), for the popup and the mobile menu alike: while
 * `active`, everything outside `branches` is inert, the page behind does not scroll (no sideways
 * shift: the scrollbar's width is padded), focus moves in, Tab and Shift+Tab cycle inside, focus
 * that escapes is brought back, Escape calls `onEscape`; on closing, focus goes back to the
 * opener. Layers stack: one opened in front of another makes the other inert, and the covered
 * one ignores keys until it is in front again.
 */
export function useModalLayer(options: ModalLayerOptions): void {
  const { active } = options;
  // The latest options, read by listeners, so a caller's inline callbacks do not re-open the layer.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const openerRef = useRef<HTMLElement | null>(null);
  // Layout effect: runs before the children's passive effects (a result focusing itself), so the
  // opener still has focus here.
  useLayoutEffect(() => {
    if (active) openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    const branches = latest.current.branches.flatMap((ref) => (ref.current ? [ref.current] : []));
    const root = branches[0];
    if (!root) return undefined;

    const restoreInert = inertOutside(branches);
    const unlockScroll = lockScroll();
    const inside = (node: unknown) => node instanceof Node && branches.some((branch) => branch.contains(node));
    const firstTabbable = () => tabbableIn(branches)[0] ?? root;
    // Focus moves in, unless something inside took it already (a result focusing itself); the
    // opener may be inside too (a menu's toggle in its bar).
    const focused = document.activeElement;
    if (!inside(focused) || focused === openerRef.current) {
      (latest.current.initialFocus?.(branches) ?? firstTabbable()).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (isCovered(branches)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(branches);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      const within = inside(current);
      if (event.shiftKey && (!within || current === first || branches.includes(current as HTMLElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!within || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click on something that is not inert (e.g. the browser's own UI) or a script moving focus.
    const onFocusIn = (event: FocusEvent) => {
      if (!isCovered(branches) && !inside(event.target)) firstTabbable().focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      // Listeners and inert go first, so that focus can go back to the page behind.
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      restoreInert();
      unlockScroll();
      const target = latest.current.returnFocus?.current ?? openerRef.current;
      if (target && target !== document.body && target.isConnected) target.focus({ preventScroll: true });
    };
  }, [active]);
}
