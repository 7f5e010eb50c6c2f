/**
 * How many open layers made an element inert. Kept on the element itself, not in module state:
 * each federated bundle carries its own copy of this package, and a layer opened by one must not
 * undo what a layer opened by another did.
 */
const COUNT = 'data-gg-inert';
/** How many newer layers lie inside this element: it stays usable (not inert) while any is open. */
const LIFTED = 'data-gg-inert-lifted';

/** Elements that are never rendered: marking them changes nothing. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

const read = (element: Element, name: string) => Number(element.getAttribute(name) ?? '0');

function write(element: Element, name: string, value: number): void {
  if (value > 0) element.setAttribute(name, String(value));
  else element.removeAttribute(name);
}

/** Inert when some layer marked it and no newer layer lies inside it. */
function settle(element: Element): void {
  if (read(element, COUNT) > 0 && read(element, LIFTED) === 0) element.setAttribute('inert', '');
  else element.removeAttribute('inert');
}

function mark(element: Element): boolean {
  // Inert for a reason of its own (not ours): leave it as it is, and as it will be.
  if (read(element, COUNT) === 0 && element.hasAttribute('inert')) return false;
  write(element, COUNT, read(element, COUNT) + 1);
  settle(element);
  return true;
}

function unmark(element: Element): void {
  write(element, COUNT, read(element, COUNT) - 1);
  settle(element);
}

function lift(element: Element): void {
  write(element, LIFTED, read(element, LIFTED) + 1);
  settle(element);
}

function unlift(element: Element): void {
  write(element, LIFTED, read(element, LIFTED) - 1);
  settle(element);
}

/**
 * Makes the whole page except `branches` inert (no focus, no clicks, out of the accessibility
 * tree): every sibling of each branch and of each of its ancestors up to <body>. A branch inside
 * what an older layer made inert is lifted out of it while this layer is open. Returns the undo.
 */
export function inertOutside(branches: readonly Element[]): () => void {
  const onPath = new Set<Element>();
  for (const branch of branches) {
    for (let node: Element | null = branch; node && node !== document.body; node = node.parentElement) onPath.add(node);
  }
  const lifted = [...onPath].filter((node) => read(node, COUNT) > 0);
  lifted.forEach(lift);
  const marked: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (branches.includes(child) || SKIPPED.has(child.tagName)) continue;
      if (onPath.has(child)) visit(child);
      else if (mark(child)) marked.push(child);
    }
  };
  visit(document.body);
  return () => {
    marked.forEach(unmark);
    lifted.forEach(unlift);
  };
}

/** A layer whose branches another, newer layer has made inert is not the one in front. */
export function isCovered(branches: readonly Element[]): boolean {
  return branches.some((branch) => branch.closest('[inert]') !== null);
}
