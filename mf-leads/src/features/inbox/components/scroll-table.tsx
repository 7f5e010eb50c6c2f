import type { ReactNode } from 'react';
import styles from './leads-inbox.module.css';

/**
 * A table that scrolls sideways on a phone: its region is focusable and named by the caption, so
 * a keyboard can scroll it too.
 */
export function ScrollTable({ caption, busy, children }: { caption: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
