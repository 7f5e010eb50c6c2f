import type { ReactNode } from 'react';
import styles from './leads-inbox.module.css';

/**
 * A table that scrolls sideways on a phone: its region is focusable and named by the caption, so
 * a keyboard can scroll it too. `columns` are the header cells in order (the admin texts list a
 * table's columns in that order); the children are the body's rows.
 */
export function ScrollTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // A table's columns never move: their place is their identity.
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
