import styles from './region-loading.module.css';

/** Holds the region's place while its remote loads, so the footer does not jump up and back. */
export function RegionLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-region-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>불러오는 중입니다</span>
    </div>
  );
}
