import { useId, useRef, type ReactNode } from 'react';
import { tabbableIn, useModalLayer } from '@gagyeong/ui';
import { POPUP_TEXT } from '../../../content/leads-text';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  readonly title: string;
  readonly description?: string;
  /** X button and Escape. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** On opening, the first field takes focus; a dialog without one (a result) takes it itself. */
function firstField(branches: readonly HTMLElement[]): HTMLElement | undefined {
  return tabbableIn(branches).find((element) => element instanceof HTMLInputElement) ?? branches[0];
}

/**
 * A modal dialog (WAI-ARIA APG) on the shared modal layer: labelled by its title, the page behind
 * inert and not scrolling, focus kept inside and returned to the opener, Escape and the X button
 * close it. Mount it to open it.
 */
export function ModalDialog({ title, description, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useModalLayer({ active: true, branches: [ref], onEscape: onClose, initialFocus: firstField });

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
