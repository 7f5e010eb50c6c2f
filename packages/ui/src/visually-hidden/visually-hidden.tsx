import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The class for an element that only screen readers read (a table caption, a label). */
export const visuallyHidden = styles.hidden;

/** Text for screen readers only, e.g. "(새 창)" after a link that opens a new tab. */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
