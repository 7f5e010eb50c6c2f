/**
 * At most one open among the `<details>` that share a `name` (an accordion, docs/product.md §4).
 * Browsers keep that rule themselves (Chrome 120, Safari 17.2, Firefox 130), before any script
 * runs too; this keeps it where they do not (older browsers, jsdom), as a `<details>`'s `onToggle`.
 */
export function closeOtherDetails({ currentTarget: details }: { readonly currentTarget: HTMLDetailsElement }): void {
  // The attribute: browsers without the rule have no `name` property on <details> either.
  const name = details.getAttribute('name');
  if (!details.open || !name) return;
  // The group's names are React ids, so only its own <details> carry them.
  for (const other of document.getElementsByName(name))
    if (other !== details) (other as HTMLDetailsElement).open = false;
}
