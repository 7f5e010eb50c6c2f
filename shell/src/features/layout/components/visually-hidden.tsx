import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. "(새 창)" after a link that opens a new tab. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
