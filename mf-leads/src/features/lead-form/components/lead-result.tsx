import { useEffect, useRef } from 'react';
import { LEAD_RESULT_MESSAGES } from '@gagyeong/contracts/leads';
import { FORM_TEXT } from '../../../content/leads-text';
import type { LeadStatus } from '../hooks/use-lead-form';
import styles from '../../../components/form.module.css';

/** Accessible name of the result that replaces the form. */
export const RESULT_LABEL = '등록 결과';

export interface LeadResultProps {
  readonly status: Extract<LeadStatus, 'success' | 'failure' | 'network'>;
  readonly detail?: string;
  /** After a failure: back to the form, input kept. */
  readonly onBack: () => void;
  /** After a success: what the button does (close the popup, or a new form on the page). */
  readonly onDone: () => void;
  readonly doneLabel: string;
}

/**
 * The result that replaces the form (docs/product.md §4, §8). It takes focus when it appears: the submit
 * button it replaces was focused, and focus must not fall out of a dialog.
 */
export function LeadResult({ status, detail, onBack, onDone, doneLabel }: LeadResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [status]);

  const success = status === 'success';
  return (
    <div ref={ref} className={styles.result} data-status={status} role="group" aria-label={RESULT_LABEL} tabIndex={-1}>
      {/* Only the message is live, so it is announced without the button's label. */}
      <div role={success ? 'status' : 'alert'}>
        {success ? (
          <p className={styles.resultMessage}>
            {LEAD_RESULT_MESSAGES.successTitle}
            <br />
            {LEAD_RESULT_MESSAGES.successDetail}
          </p>
        ) : (
          <>
            <p className={styles.resultMessage}>
              {status === 'failure' ? LEAD_RESULT_MESSAGES.failure : LEAD_RESULT_MESSAGES.networkError}
            </p>
            {status === 'failure' && detail ? <p className={styles.resultDetail}>{detail}</p> : null}
          </>
        )}
      </div>
      <button type="button" className={styles.secondaryButton} onClick={success ? onDone : onBack}>
        {success ? doneLabel : FORM_TEXT.backToForm}
      </button>
    </div>
  );
}
