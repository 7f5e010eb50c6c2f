/**
 * At most one open among the `<details>` that share a `name` (an accordion, docs/product.md §4).
 * Browsers keep that rule themselves (Chrome 120, Safari 17.2, Firefox 130), before any script
 * runs too; this keeps it where they do not (older browsers, jsdom), as a `<details>`'s `onToggle`.
 */
export function closeOtherDetails(event: { readonly currentTarget: HTMLDetailsElement }): void {
  const details = event.currentTarget;
  const name = details.getAttribute('name');
  if (!details.open || !name) return;
  for (const other of details.ownerDocument.getElementsByName(name)) {
    if (other !== details && other instanceof HTMLDetailsElement) other.open = false;
  }
}
