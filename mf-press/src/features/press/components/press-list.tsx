import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PRESS_PAGE_SIZE, type PressArticleSummary } from '@gagyeong/contracts/press';
import { useHydrated } from '@gagyeong/ui';
import { PRESS_TEXT } from '../../../content/press-text';
import { usePressList } from '../hooks/use-press-list';
import { errorMessage } from './error-message';
import { pressListPath } from './press-paths';
import { PressTable } from './press-table';
import { ErrorMessage, LoadingMessage } from './status-message';
import styles from './press-list.module.css';

/**
 * The site's articles from page `firstPage`, with "더보기", and the loading, empty and error states
 * (docs/product.md §2, §4). "더보기" is first a link to the next numbered page (`?page=N`), which
 * works without JavaScript and lets crawlers reach every article; once the page is hydrated it is
 * a button that appends the next page in place. From page 2 on, a link leads to the page before.
 */
export function PressList({ site, firstPage }: { readonly site: string; readonly firstPage: number }) {
  const list = usePressList(site, firstPage);
  const hydrated = useHydrated();
  const tableRef = useRef<HTMLTableElement>(null);
  // Row to focus once appended rows render: "더보기" may disappear with the last page.
  const focusRow = useRef<number | null>(null);

  const items = useMemo(() => {
    const byId = new Map<string, PressArticleSummary>();
    for (const page of list.data?.pages ?? []) for (const item of page.items) byId.set(item.id, item);
    return [...byId.values()];
  }, [list.data]);

  useEffect(() => {
    const row = focusRow.current;
    if (row === null || items.length <= row) return;
    focusRow.current = null;
    tableRef.current?.querySelectorAll<HTMLAnchorElement>('tbody a')[row]?.focus();
  }, [items]);

  if (list.isPending) return <LoadingMessage>{PRESS_TEXT.loading}</LoadingMessage>;
  if (list.isError && items.length === 0) {
    return (
      <ErrorMessage
        title={PRESS_TEXT.listError}
        reason={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const previous =
    firstPage > 1 ? (
      <div className={styles.more}>
        <Link to={pressListPath(site, firstPage - 1)} rel="prev" className={styles.moreButton}>
          {PRESS_TEXT.previousPage}
        </Link>
      </div>
    ) : null;
  if (items.length === 0) {
    return (
      <>
        <p className={styles.empty}>{PRESS_TEXT.empty}</p>
        {previous}
      </>
    );
  }

  const loadMore = () => {
    focusRow.current = items.length;
    void list.fetchNextPage();
  };

  return (
    <>
      <PressTable ref={tableRef} site={site} items={items} firstNumber={(firstPage - 1) * PRESS_PAGE_SIZE + 1} />
      {list.isFetchNextPageError ? (
        <p className={styles.loadError} role="alert">
          {PRESS_TEXT.listError} {errorMessage(list.error)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.more}>
          {hydrated ? (
            <button
              type="button"
              className={styles.moreButton}
              onClick={loadMore}
              disabled={list.isFetchingNextPage}
              aria-busy={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? PRESS_TEXT.loadingMore : PRESS_TEXT.loadMore}
            </button>
          ) : (
            <Link
              to={pressListPath(site, firstPage + (list.data?.pages.length ?? 1))}
              rel="next"
              className={styles.moreButton}
            >
              {PRESS_TEXT.loadMore}
            </Link>
          )}
        </div>
      ) : null}
      {previous}
    </>
  );
}
