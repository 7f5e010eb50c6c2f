import { useId, useState, type FormEvent } from 'react';
import {
  LEAD_FORM_LABELS,
  LEAD_MEMO_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isLeadStatus,
  type LeadRecord,
  type LeadUpdateInput,
} from '@gagyeong/contracts/leads';
import { visuallyHidden } from '@gagyeong/ui';
import { INBOX_TEXT } from '../../../content/admin-text';
import { InboxError } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { formatTime } from './format-time';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

export interface LeadRowProps {
  readonly api: Pick<Inbox, 'update' | 'remove'>;
  readonly lead: LeadRecord;
  /** Whether the backend keeps campaign attribution (the origin column). */
  readonly showOrigin: boolean;
  readonly onChanged: (lead: LeadRecord) => void;
  readonly onDeleted: (lead: LeadRecord) => void;
  /** The session ended: back to sign-in. */
  readonly onUnauthorized: () => void;
}

type Mode = 'view' | 'memo' | 'confirm-delete';

/** Source / medium / campaign (the referring site when there was no campaign), and the first page. */
function LeadOrigin({ lead }: { lead: LeadRecord }) {
  const { utmSource, utmMedium, utmCampaign, referrerHost, landingPath } = lead.attribution;
  const source = utmSource || referrerHost;
  const parts = [source || INBOX_TEXT.direct, utmMedium, utmCampaign].filter((part) => part !== '');
  return (
    <>
      {parts.join(' / ')}
      {landingPath ? <small className={styles.closedAt}>{INBOX_TEXT.landing(landingPath)}</small> : null}
    </>
  );
}

/**
 * One lead: what the visitor sent, and the sales team's status and memo, changed in place. A
 * deletion (withdrawn consent) asks once more before it destroys the lead.
 */
export function LeadRow({ api, lead, showOrigin, onChanged, onDeleted, onUnauthorized }: LeadRowProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [memo, setMemo] = useState(lead.memo);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const fail = (caught: unknown) => {
    if (caught instanceof InboxError && caught.status === 401) {
      onUnauthorized();
      return;
    }
    setError(caught instanceof InboxError ? caught.message : INBOX_TEXT.unexpected);
  };

  const save = async (update: LeadUpdateInput): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      const stored = await api.update(lead.id, update);
      onChanged(stored);
      return true;
    } catch (caught) {
      fail(caught);
      return false;
    } finally {
      setPending(false);
    }
  };

  const onMemoSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What was typed stays in the box when saving fails.
    if (await save({ memo })) setMode('view');
  };

  const onConfirmDelete = async () => {
    setPending(true);
    setError(null);
    try {
      await api.remove(lead.id);
      onDeleted(lead);
    } catch (caught) {
      fail(caught);
      setPending(false);
    }
  };

  return (
    <tr>
      <td>
        <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
      </td>
      <td>{LEAD_FORM_LABELS[lead.form]}</td>
      <td className={styles.nowrap}>{lead.name}</td>
      <td className={styles.nowrap}>
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
      </td>
      <td className={styles.message}>{lead.message}</td>
      <td>
        <select
          aria-label={INBOX_TEXT.statusOf(lead.name)}
          className={styles.statusSelect}
          value={lead.status}
          disabled={pending}
          onChange={(event) => {
            const value = event.target.value;
            if (isLeadStatus(value)) void save({ status: value });
          }}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {lead.closedAt ? (
          <small className={styles.closedAt}>
            <time dateTime={lead.closedAt}>{INBOX_TEXT.closedAt(formatTime(lead.closedAt))}</time>
          </small>
        ) : null}
        {lead.changedBy && lead.changedAt ? (
          <small className={styles.closedAt}>
            <time dateTime={lead.changedAt}>{INBOX_TEXT.changedBy(lead.changedBy, formatTime(lead.changedAt))}</time>
          </small>
        ) : null}
      </td>
      <td className={styles.memo}>
        {mode === 'memo' ? (
          <form onSubmit={(event) => void onMemoSubmit(event)} className={styles.memoForm}>
            <label className={visuallyHidden} htmlFor={`${id}-memo`}>
              {INBOX_TEXT.memoOf(lead.name)}
            </label>
            <textarea
              id={`${id}-memo`}
              className={formStyles.input}
              rows={3}
              maxLength={LEAD_MEMO_MAX}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
            />
            <div className={styles.rowActions}>
              <button type="submit" className={styles.smallButton} disabled={pending}>
                {pending ? INBOX_TEXT.saving : INBOX_TEXT.saveMemo}
              </button>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => {
                  setMemo(lead.memo);
                  setError(null);
                  setMode('view');
                }}
              >
                {INBOX_TEXT.cancel}
              </button>
            </div>
          </form>
        ) : (
          lead.memo
        )}
      </td>
      <td>{lead.consent ? INBOX_TEXT.consentGiven(formatTime(lead.consentAt)) : '-'}</td>
      {showOrigin ? (
        <td className={styles.origin}>
          <LeadOrigin lead={lead} />
        </td>
      ) : null}
      <td>
        {mode === 'confirm-delete' ? (
          <div role="group" aria-label={INBOX_TEXT.deleteLeadOf(lead.name)} className={styles.confirm}>
            <p>{INBOX_TEXT.confirmDelete(lead.name)}</p>
            <div className={styles.rowActions}>
              <button
                type="button"
                className={`${styles.smallButton} ${styles.danger}`}
                disabled={pending}
                onClick={() => void onConfirmDelete()}
              >
                {INBOX_TEXT.confirmDeleteButton}
              </button>
              <button type="button" className={styles.smallButton} onClick={() => setMode('view')}>
                {INBOX_TEXT.cancel}
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.smallButton}
              aria-label={`${INBOX_TEXT.memoOf(lead.name)} 수정`}
              onClick={() => {
                setMemo(lead.memo);
                setMode('memo');
              }}
            >
              {INBOX_TEXT.editMemo}
            </button>
            <button
              type="button"
              className={`${styles.smallButton} ${styles.danger}`}
              aria-label={INBOX_TEXT.deleteLeadOf(lead.name)}
              onClick={() => setMode('confirm-delete')}
            >
              {INBOX_TEXT.deleteLead}
            </button>
          </div>
        )}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
