/**
 * Where an arrow key, Home or End moves among `count` items from `index` (WAI-ARIA APG, with
 * wrap-around): along a row (tabs: Left/Right) or a column (accordion headers: Up/Down).
 * Undefined for any other key.
 */
export function arrowKeyTarget(key: string, index: number, count: number, axis: 'row' | 'column'): number | undefined {
  const last = count - 1;
  const [previous, next] = axis === 'row' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
