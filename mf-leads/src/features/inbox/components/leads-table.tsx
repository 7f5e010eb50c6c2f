import { useEffect, useState, type FormEvent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  LEAD_FORM_LABELS,
  LEAD_FORMS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadRecord,
} from '@gagyeong/contracts/leads';
import { ATTRIBUTION_LIMITS } from '@gagyeong/contracts/attribution';
import { INBOX_TEXT } from '../../../content/admin-text';
import { EMPTY_FILTER, InboxError, type InboxFilter } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import { useDraft } from '../hooks/use-draft';
import { createInboxQueryClient, useLeadPages, type LeadSearch } from '../hooks/use-lead-pages';
import { InputField, SelectField } from '../../../components/form-field';
import { ErrorAlert } from './admin-section';
import { CsvDownload } from './csv-download';
import { FilterForm, filterOptions } from './filter-form';
import { PeriodFields } from './period-fields';
import { LeadRow } from './lead-row';
import { ScrollTable } from './scroll-table';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

const FORM_OPTIONS = filterOptions(INBOX_TEXT.allForms, LEAD_FORMS, LEAD_FORM_LABELS);
const STATUS_OPTIONS = filterOptions(INBOX_TEXT.allStatuses, LEAD_STATUSES, LEAD_STATUS_LABELS);

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
  const { draft, bind } = useDraft<InboxFilter>(EMPTY_FILTER);
  const [search, setSearch] = useState<LeadSearch>({ filter: EMPTY_FILTER, run: 0 });
  const leads = useLeadPages(api, search);
  const [notice, setNotice] = useState<string | null>(null);
  // A failed CSV download, shown where a failed page would be until the next search.
  const [csvError, setCsvError] = useState<unknown>(null);
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

  // The origin column only where the backend keeps the visit's attribution.
  const columns = Object.entries(INBOX_TEXT.columns).flatMap(([key, label]) =>
    key === 'origin' && !api.attribution ? [] : [label],
  );
  const list = { items: leads.items, loading: leads.loading, error: errorMessage };

  return (
    <>
      <FilterForm onSubmit={onApply} aria-label={INBOX_TEXT.filters} submitLabel={INBOX_TEXT.apply}>
        <SelectField label={INBOX_TEXT.form} options={FORM_OPTIONS} {...bind('form')} />
        <SelectField label={INBOX_TEXT.status} options={STATUS_OPTIONS} {...bind('status')} />
        {(api.attribution ? (['source', 'medium', 'campaign'] as const) : []).map((key) => (
          <InputField
            key={key}
            label={INBOX_TEXT[key]}
            className={styles.narrow}
            maxLength={ATTRIBUTION_LIMITS.utmSource}
            placeholder={INBOX_TEXT.anyValue}
            {...bind(key)}
          />
        ))}
        <PeriodFields from={bind('from')} to={bind('to')} ordered />
      </FilterForm>
      <CsvDownload csv={api.csv} filter={applied} onError={setCsvError} />

      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <ErrorAlert message={list.error} />

      <ScrollTable caption={INBOX_TEXT.caption} busy={list.loading} columns={columns}>
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
