import { OVERVIEW_ROWS, TO_BE_ANNOUNCED, type OverviewRow } from '../../../content/project';
import styles from './business-intro-page.module.css';

/** docs/product.md §2 "/BusinessGuide/intro": label and value rows; undecided figures read "추후 공지". */
export function OverviewTable({
  rows = OVERVIEW_ROWS,
  caption,
}: {
  readonly rows?: readonly OverviewRow[];
  readonly caption: string;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className={row.value === TO_BE_ANNOUNCED ? styles.pending : undefined}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
