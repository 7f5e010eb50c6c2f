import styles from './required-mark.module.css';

/**
 * The visual star of a required field (docs/product.md §5). Hidden from screen readers: the input's own
 * `required` says it, and a star on an optional field (the customer page's message) must not.
 */
export function RequiredMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      *
    </span>
  );
}
