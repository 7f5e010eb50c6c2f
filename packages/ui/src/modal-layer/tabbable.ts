/** Everything that can take focus from the keyboard; `tabbableIn` then drops tabindex="-1". */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Where nothing takes focus: hidden, inert or aria-hidden subtrees, and a closed <details> but its summary. */
const UNREACHABLE = '[hidden],[inert],[aria-hidden="true"],details:not([open])>:not(summary)';

/**
 * The elements Tab reaches inside `roots`, in order: enabled controls and links, not in a hidden,
 * inert or aria-hidden subtree or a closed `<details>`, and not taken out of the tab order
 * (tabindex="-1", e.g. a honeypot).
 */
export function tabbableIn(roots: readonly HTMLElement[]): HTMLElement[] {
  return roots.flatMap((root) =>
    Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.tabIndex >= 0 && !element.closest(UNREACHABLE),
    ),
  );
}
