import { useEffect, useMemo, useRef } from 'react';
import type { PressArticleSummary } from '@gagyeong/contracts/press';
import { PRESS_TEXT } from '../../../content/press-text';
import { usePressList } from '../hooks/use-press-list';
import { errorMessage } from './error-message';
import { PressTable } from './press-table';
import { ErrorMessage, LoadingMessage } from './status-message';
import styles from './press-list.module.css';

/** The site's articles with "더보기", and the loading, empty and error states (docs/product.md §2, §4). */
export function PressList({ site }: { readonly site: string }) {
  const list = usePressList(site);
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
  if (items.length === 0) return <p className={styles.empty}>{PRESS_TEXT.empty}</p>;

  const loadMore = () => {
    focusRow.current = items.length;
    void list.fetchNextPage();
  };

  return (
    <>
      <PressTable ref={tableRef} site={site} items={items} />
      {list.isFetchNextPageError ? (
        <p className={styles.loadError} role="alert">
          {PRESS_TEXT.listError} {errorMessage(list.error)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            onClick={loadMore}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? PRESS_TEXT.loadingMore : PRESS_TEXT.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
