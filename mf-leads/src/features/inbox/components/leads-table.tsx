import { useEffect, useId, useState, type FormEvent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  LEAD_FORM_LABELS,
  LEAD_FORMS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isLeadForm,
  isLeadStatus,
  type LeadRecord,
} from '@gagyeong/contracts/leads';
import { ATTRIBUTION_LIMITS } from '@gagyeong/contracts/attribution';
import { INBOX_TEXT } from '../../../content/admin-text';
import { EMPTY_FILTER, InboxError, type InboxFilter } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { createInboxQueryClient, useLeadPages, type LeadSearch } from '../hooks/use-lead-pages';
import { CsvDownload } from './csv-download';
import { LeadRow } from './lead-row';
import { ScrollTable } from './scroll-table';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

/**
 * The administrator's view, the same in both backend modes: filters (form, status, campaign where
 * the backend keeps it, date range), the leads newest first, more pages on demand, and the CSV of
 * the same filter. `onUnauthorized` is called when the session ended.
 */
export function LeadsTable(props: { api: Inbox; onUnauthorized: () => void }) {
  // Its own cache, made when the table mounts and gone with it (sign-out, another page).
  const [client] = useState(createInboxQueryClient);
  return (
    <QueryClientProvider client={client}>
      <LeadsTableView {...props} />
    </QueryClientProvider>
  );
}

function LeadsTableView({ api, onUnauthorized }: { api: Inbox; onUnauthorized: () => void }) {
  const [draft, setDraft] = useState<InboxFilter>(EMPTY_FILTER);
  const [search, setSearch] = useState<LeadSearch>({ filter: EMPTY_FILTER, run: 0 });
  const leads = useLeadPages(api, search);
  const [notice, setNotice] = useState<string | null>(null);
  // A failed CSV download, shown where a failed page would be until the next search.
  const [csvError, setCsvError] = useState<unknown>(null);
  const id = useId();
  const applied = search.filter;

  const onChanged = (lead: LeadRecord) => {
    setNotice(null);
    leads.replaceRow(lead);
  };
  const onDeleted = (lead: LeadRecord) => {
    setNotice(INBOX_TEXT.deleted(lead.name));
    leads.removeRow(lead);
  };

  const failure = csvError ?? leads.error;
  const sessionEnded = failure instanceof InboxError && failure.status === 401;
  useEffect(() => {
    if (sessionEnded) onUnauthorized(); // the session ended: back to sign-in
  }, [sessionEnded, onUnauthorized]);
  const errorMessage =
    failure === null || sessionEnded ? null : failure instanceof InboxError ? failure.message : INBOX_TEXT.unexpected;

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCsvError(null);
    // A new run, so 조회 loads afresh even when nothing changed.
    setSearch((previous) => ({
      filter: { ...draft, source: draft.source.trim(), medium: draft.medium.trim(), campaign: draft.campaign.trim() },
      run: previous.run + 1,
    }));
  };

  const list = { items: leads.items, loading: leads.loading, error: errorMessage };

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
      </form>
      <CsvDownload csv={api.csv} filter={applied} onError={setCsvError} />

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

      <ScrollTable caption={INBOX_TEXT.caption} busy={list.loading}>
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
      </ScrollTable>
      {!list.loading && !list.error && list.items.length === 0 ? (
        <p className={styles.empty}>{INBOX_TEXT.empty}</p>
      ) : null}
      {list.loading ? (
        <p role="status" className={styles.empty}>
          {INBOX_TEXT.loading}
        </p>
      ) : null}
      {leads.hasMore && !list.loading ? (
        <button type="button" className={formStyles.secondaryButton} onClick={leads.loadMore}>
          {INBOX_TEXT.more}
        </button>
      ) : null}
    </>
  );
}
