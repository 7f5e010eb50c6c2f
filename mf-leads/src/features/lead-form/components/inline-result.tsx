import { KeepNumbers } from '@gagyeong/ui';
import { LEAD_RESULT_MESSAGES } from '@gagyeong/contracts/leads';
import type { LeadStatus } from '../hooks/use-lead-form';
import styles from '../../../components/form.module.css';

/**
 * The result under a form that stays on the page (visit form, customer page). The status region
 * is always in the DOM, so screen readers announce what appears in it; failures are alerts.
 */
export function InlineResult({ status, detail }: { status: LeadStatus; detail?: string }) {
  const failed = status === 'failure' || status === 'network';
  return (
    <>
      <p className={styles.inlineResult} role="status" data-status={status}>
        {status === 'success' ? `${LEAD_RESULT_MESSAGES.successTitle} ${LEAD_RESULT_MESSAGES.successDetail}` : ''}
      </p>
      {failed ? (
        <div className={styles.inlineResult} role="alert" data-status={status}>
          <p className={styles.resultMessage}>
            {status === 'failure' ? LEAD_RESULT_MESSAGES.failure : LEAD_RESULT_MESSAGES.networkError}
          </p>
          {status === 'failure' && detail ? (
            <p className={styles.resultDetail}>
              <KeepNumbers text={detail} />
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
