import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  LEAD_FORM_LABELS,
  LEAD_FORMS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isLeadForm,
  isLeadStatus,
  type LeadPage,
  type LeadRecord,
} from '@gagyeong/contracts/leads';
import { ATTRIBUTION_LIMITS } from '@gagyeong/contracts/attribution';
import { INBOX_TEXT } from '../../../content/leads-text';
import { EMPTY_FILTER, InboxError, type InboxFilter } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { CsvDownload } from './csv-download';
import { LeadRow } from './lead-row';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

interface ListState {
  readonly items: readonly LeadRecord[];
  readonly nextCursor: string | null;
  readonly loading: boolean;
  readonly error: string | null;
}

/**
 * The administrator's view, the same in both backend modes: filters (form, status, campaign where
 * the backend keeps it, date range), the leads newest first, more pages on demand, and the CSV of
 * the same filter. `onUnauthorized` is called when the session ended.
 */
export function LeadsTable({ api, onUnauthorized }: { api: Inbox; onUnauthorized: () => void }) {
  const [draft, setDraft] = useState<InboxFilter>(EMPTY_FILTER);
  const [applied, setApplied] = useState<InboxFilter>(EMPTY_FILTER);
  const [list, setList] = useState<ListState>({ items: [], nextCursor: null, loading: true, error: null });
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();

  const onChanged = useCallback((lead: LeadRecord) => {
    setNotice(null);
    setList((previous) => ({ ...previous, items: previous.items.map((item) => (item.id === lead.id ? lead : item)) }));
  }, []);
  const onDeleted = useCallback((lead: LeadRecord) => {
    setNotice(INBOX_TEXT.deleted(lead.name));
    setList((previous) => ({ ...previous, items: previous.items.filter((item) => item.id !== lead.id) }));
  }, []);

  const showPage = useCallback((page: LeadPage, append: boolean) => {
    setList((previous) => ({
      items: append ? [...previous.items, ...page.items] : page.items,
      nextCursor: page.nextCursor,
      loading: false,
      error: null,
    }));
  }, []);

  const showError = useCallback(
    (caught: unknown) => {
      if (caught instanceof InboxError && caught.status === 401) {
        onUnauthorized(); // the session ended: back to sign-in
        return;
      }
      const message = caught instanceof InboxError ? caught.message : INBOX_TEXT.unexpected;
      setList((previous) => ({ ...previous, loading: false, error: message }));
    },
    [onUnauthorized],
  );

  // First page of the applied filter; an answer for an older filter is ignored.
  useEffect(() => {
    let current = true;
    api.list(applied).then(
      (page) => current && showPage(page, false),
      (caught: unknown) => current && showError(caught),
    );
    return () => {
      current = false;
    };
  }, [api, applied, showPage, showError]);

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setList((previous) => ({ ...previous, loading: true, error: null }));
    // A new object, so 조회 refetches even when nothing changed.
    setApplied({ ...draft, source: draft.source.trim(), medium: draft.medium.trim(), campaign: draft.campaign.trim() });
  };

  const onMore = () => {
    if (!list.nextCursor) return;
    setList((previous) => ({ ...previous, loading: true }));
    api.list(applied, list.nextCursor).then(
      (page) => showPage(page, true),
      (caught: unknown) => showError(caught),
    );
  };

  return (
    <>
      <form className={styles.filters} onSubmit={onApply} aria-label={INBOX_TEXT.filters}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-form`}>
            {INBOX_TEXT.form}
          </label>
          <select
            id={`${id}-form`}
            className={formStyles.input}
            value={draft.form}
            onChange={(event) => {
              const value = event.target.value;
              setDraft((previous) => ({ ...previous, form: isLeadForm(value) ? value : '' }));
            }}
          >
            <option value="">{INBOX_TEXT.allForms}</option>
            {LEAD_FORMS.map((form) => (
              <option key={form} value={form}>
                {LEAD_FORM_LABELS[form]}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-status`}>
            {INBOX_TEXT.status}
          </label>
          <select
            id={`${id}-status`}
            className={formStyles.input}
            value={draft.status}
            onChange={(event) => {
              const value = event.target.value;
              setDraft((previous) => ({ ...previous, status: isLeadStatus(value) ? value : '' }));
            }}
          >
            <option value="">{INBOX_TEXT.allStatuses}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {(api.attribution ? (['source', 'medium', 'campaign'] as const) : []).map((key) => (
          <div key={key} className={`${formStyles.field} ${styles.narrow}`}>
            <label className={formStyles.label} htmlFor={`${id}-${key}`}>
              {INBOX_TEXT[key]}
            </label>
            <input
              id={`${id}-${key}`}
              className={formStyles.input}
              value={draft[key]}
              maxLength={ATTRIBUTION_LIMITS.utmSource}
              placeholder={INBOX_TEXT.anyValue}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((previous) => ({ ...previous, [key]: value }));
              }}
            />
          </div>
        ))}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-from`}>
            {INBOX_TEXT.from}
          </label>
          <input
            id={`${id}-from`}
            className={formStyles.input}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
          />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-to`}>
            {INBOX_TEXT.to}
          </label>
          <input
            id={`${id}-to`}
            className={formStyles.input}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
          />
        </div>
        <button type="submit" className={formStyles.submit}>
          {INBOX_TEXT.apply}
        </button>
        <CsvDownload csv={api.csv} filter={applied} className={styles.csv} onError={showError} />
      </form>

      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {list.error ? (
        <p role="alert" className={styles.error}>
          {list.error}
        </p>
      ) : null}

      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
      <div className={styles.tableWrap} role="region" aria-label={INBOX_TEXT.caption} tabIndex={0}>
        <table className={styles.table} aria-busy={list.loading}>
          <caption>{INBOX_TEXT.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{INBOX_TEXT.columns.createdAt}</th>
              <th scope="col">{INBOX_TEXT.columns.form}</th>
              <th scope="col">{INBOX_TEXT.columns.name}</th>
              <th scope="col">{INBOX_TEXT.columns.phone}</th>
              <th scope="col">{INBOX_TEXT.columns.message}</th>
              <th scope="col">{INBOX_TEXT.columns.status}</th>
              <th scope="col">{INBOX_TEXT.columns.memo}</th>
              <th scope="col">{INBOX_TEXT.columns.consentAt}</th>
              {api.attribution ? <th scope="col">{INBOX_TEXT.columns.origin}</th> : null}
              <th scope="col">{INBOX_TEXT.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <LeadRow
                key={item.id}
                api={api}
                lead={item}
                showOrigin={api.attribution}
                onChanged={onChanged}
                onDeleted={onDeleted}
                onUnauthorized={onUnauthorized}
              />
            ))}
          </tbody>
        </table>
      </div>
      {!list.loading && !list.error && list.items.length === 0 ? (
        <p className={styles.empty}>{INBOX_TEXT.empty}</p>
      ) : null}
      {list.loading ? (
        <p role="status" className={styles.empty}>
          {INBOX_TEXT.loading}
        </p>
      ) : null}
      {list.nextCursor && !list.loading ? (
        <button type="button" className={formStyles.secondaryButton} onClick={onMore}>
          {INBOX_TEXT.more}
        </button>
      ) : null}
    </>
  );
}
