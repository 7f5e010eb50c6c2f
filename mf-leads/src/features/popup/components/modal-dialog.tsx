import { useId, useRef, type ReactNode } from 'react';
import { POPUP_TEXT } from '../../../content/leads-text';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  readonly title: string;
  readonly description?: string;
  /** X button and Escape. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA APG): labelled by its title, focus trapped and returned to the opener,
 * Escape and the X button close it, page scroll locked while it is shown. Mount it to open it.
 */
export function ModalDialog({ title, description, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useBodyScrollLock(true);
  useFocusTrap(ref, true, onClose);

  return (
    <div className={styles.backdrop}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {/* Last in the tab order (APG), shown top-right. */}
        <button type="button" className={styles.close} onClick={onClose} aria-label={POPUP_TEXT.close}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
