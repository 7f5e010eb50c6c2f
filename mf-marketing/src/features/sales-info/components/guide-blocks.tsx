import { visuallyHidden } from '@gagyeong/ui';
import type { GuideBlock } from '../sales-copy';
import styles from './sales-pages.module.css';

/** Numbered blocks of a guide page; headings start at h2 under the page's h1. */
export function GuideBlocks({
  blocks,
  numbered = true,
}: {
  readonly blocks: readonly GuideBlock[];
  readonly numbered?: boolean;
}) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <section key={block.id} className={styles.block} aria-labelledby={`guide-${block.id}`}>
          <h2 id={`guide-${block.id}`} className={styles.blockTitle}>
            {numbered ? <span className={styles.blockNumber}>{String(index + 1).padStart(2, '0')}</span> : null}
            {block.title}
          </h2>
          <div className={styles.blockBody}>
            {block.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {block.items ? (
              <ul className={styles.items}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {block.table ? (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={visuallyHidden}>{block.title}</caption>
                  <thead>
                    <tr>
                      {block.table.head.map((head) => (
                        <th key={head} scope="col">
                          {head}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.table.rows.map((row) => (
                      <tr key={row.join('|')}>
                        {row.map((cell, cellIndex) =>
                          cellIndex === 0 ? (
                            <th key={cellIndex} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={cellIndex}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
