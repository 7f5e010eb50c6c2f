import { PRESS_TEXT } from '../../../content/press-text';
import styles from './status-message.module.css';

/** Loading line, announced politely. */
export function LoadingMessage({ children }: { readonly children: string }) {
  return (
    <p className={styles.box} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}

/** A failure with its reason and a retry button. */
export function ErrorMessage({
  title,
  reason,
  onRetry,
}: {
  readonly title: string;
  readonly reason: string;
  readonly onRetry: () => void;
}) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.errorTitle}>{title}</p>
      <p className={styles.reason}>{reason}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {PRESS_TEXT.retry}
      </button>
    </div>
  );
}
