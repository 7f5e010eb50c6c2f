import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { AUTHOR_LABEL } from '@gagyeong/contracts/auth';
import type { PressArticleSummary } from '@gagyeong/contracts/press';
import { formatCount } from '@gagyeong/contracts/number-format';
import { PRESS_TEXT } from '../../../content/press-text';
import { formatDate } from './format-date';
import { pressDetailPath } from './press-paths';
import styles from './press-table.module.css';

export interface PressTableProps {
  readonly site: string;
  readonly items: readonly PressArticleSummary[];
  /** NO of the first row: 1, or where the numbered page (`?page=N`) starts. */
  readonly firstNumber: number;
  readonly ref?: Ref<HTMLTableElement>;
}

const { columns } = PRESS_TEXT;

/**
 * The press board. NO counts up from the newest article (1) across every loaded page, so a number
 * never changes when more pages are appended. Author and views are hidden at 900px and below.
 */
export function PressTable({ site, items, firstNumber, ref }: PressTableProps) {
  return (
    <table ref={ref} className={styles.table}>
      <caption className={styles.caption}>{PRESS_TEXT.listCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.no}>
            {columns.no}
          </th>
          <th scope="col" className={styles.title}>
            {columns.title}
          </th>
          <th scope="col" className={`${styles.author} ${styles.wide}`}>
            {columns.author}
          </th>
          <th scope="col" className={`${styles.views} ${styles.wide}`}>
            {columns.views}
          </th>
          <th scope="col" className={styles.date}>
            {columns.date}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id}>
            <td className={styles.no}>{firstNumber + index}</td>
            <td className={styles.title}>
              <Link to={pressDetailPath(site, item.id)} className={styles.link}>
                {item.title}
              </Link>
            </td>
            <td className={`${styles.author} ${styles.wide}`}>{AUTHOR_LABEL}</td>
            <td className={`${styles.views} ${styles.wide}`}>{formatCount(item.views)}</td>
            <td className={styles.date}>
              <time dateTime={item.date}>{formatDate(item.date)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
