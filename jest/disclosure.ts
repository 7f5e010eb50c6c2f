/**
 * The `<summary>` of a `<details>` by its text. Browsers expose a summary as a button with its
 * details' expanded state; the role queries of jsdom's Testing Library do not know it, so tests
 * find it by text and read the state from its `<details>` (docs/architecture.md §3).
 */
export function summaryNamed(name: string | RegExp, scope: ParentNode = document.body): HTMLElement {
  const text = (summary: Element) =>
    summary.getAttribute('aria-label') ?? (summary.textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = [...scope.querySelectorAll('summary')].filter((summary) =>
    typeof name === 'string' ? text(summary) === name : name.test(text(summary)),
  );
  if (found.length !== 1) throw new Error(`${found.length} summaries named ${String(name)}`);
  return found[0] as HTMLElement;
}

/** Whether the `<details>` of `summary` is open (what a browser exposes as its expanded state). */
export function isExpanded(summary: HTMLElement): boolean {
  const details = summary.parentElement;
  if (!(details instanceof HTMLDetailsElement)) throw new Error('not the summary of a <details>');
  return details.open;
}
