import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ACCESS_ACTION_LABELS,
  ACCESS_ACTIONS,
  isAccessAction,
  type AccessDay,
  type AccessRecordView,
} from '@gagyeong/contracts/access';
import { formatCount } from '@gagyeong/contracts/number-format';
import { ACCESS_TEXT, INBOX_TEXT, PERIOD_TEXT } from '../../../content/admin-text';
import { EMPTY_ACCESS_FILTER, type AccessApi, type AccessFilter } from '../api/access-api';
import { useFailure } from '../hooks/use-failure';
import { AdminSection, ErrorAlert } from './admin-section';
import { FilterForm } from './filter-form';
import { formatTime } from './format-time';
import { ScrollTable } from './scroll-table';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

/** What a record's detail says, in words: the filter, the changed fields, the period, the reason. */
function describe(record: AccessRecordView): string[] {
  const { detail } = record;
  const lines: string[] = [];
  if (typeof detail.reason === 'string' && record.action === 'export') lines.push(ACCESS_TEXT.reason(detail.reason));
  const filter = detail.filter;
  if (typeof filter === 'object' && filter !== null) {
    const words = Object.entries(filter).map(([key, value]) => `${key}=${String(value)}`);
    if (words.length > 0) lines.push(ACCESS_TEXT.filter(words.join(', ')));
  }
  if (Array.isArray(detail.fields)) lines.push(ACCESS_TEXT.fields(detail.fields.join(', ')));
  if (typeof detail.from === 'string' && typeof detail.to === 'string')
    lines.push(ACCESS_TEXT.period(detail.from, detail.to));
  return lines;
}

/** The records with their filters and paging, and each account's daily volume, unusual days flagged. */
export function AccessRecords({ api, onUnauthorized }: { api: AccessApi; onUnauthorized: () => void }) {
  const [draft, setDraft] = useState<AccessFilter>(EMPTY_ACCESS_FILTER);
  const id = useId();
  const [applied, setApplied] = useState<AccessFilter>(EMPTY_ACCESS_FILTER);
  const [items, setItems] = useState<readonly AccessRecordView[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [days, setDays] = useState<readonly AccessDay[]>([]);
  const [loading, setLoading] = useState(true);

  const { error, setError, fail } = useFailure(onUnauthorized);

  useEffect(() => {
    let cancelled = false;
    Promise.all([api.records(applied), api.days(applied)]).then(
      ([page, summary]) => {
        if (cancelled) return;
        setItems(page.items);
        setCursor(page.nextCursor);
        setDays(summary);
        setLoading(false);
      },
      (caught: unknown) => {
        if (cancelled) return;
        setLoading(false);
        fail(caught);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, applied, fail]);

  const more = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const page = await api.records(applied, cursor);
      setItems((previous) => [...previous, ...page.items]);
      setCursor(page.nextCursor);
    } catch (caught) {
      fail(caught);
    } finally {
      setLoading(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    setApplied({ ...draft, account: draft.account.trim() });
  };

  return (
    <>
      <AdminSection title={ACCESS_TEXT.recordsTitle}>
        <FilterForm
          aria-label={INBOX_TEXT.filters}
          onSubmit={submit}
          submitLabel={ACCESS_TEXT.apply}
          after={
            <a className={styles.csv} href={api.csvUrl(applied)} download>
              {ACCESS_TEXT.auditCsv}
            </a>
          }
        >
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-account`}>
              {ACCESS_TEXT.account}
            </label>
            <input
              id={`${id}-account`}
              className={formStyles.input}
              type="email"
              value={draft.account}
              onChange={(event) => setDraft((previous) => ({ ...previous, account: event.target.value }))}
            />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-action`}>
              {ACCESS_TEXT.action}
            </label>
            <select
              id={`${id}-action`}
              className={formStyles.input}
              value={draft.action}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((previous) => ({ ...previous, action: isAccessAction(value) ? value : '' }));
              }}
            >
              <option value="">{ACCESS_TEXT.allActions}</option>
              {ACCESS_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {ACCESS_ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-from`}>
              {PERIOD_TEXT.from}
            </label>
            <input
              id={`${id}-from`}
              className={formStyles.input}
              type="date"
              value={draft.from}
              onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
            />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-to`}>
              {PERIOD_TEXT.to}
            </label>
            <input
              id={`${id}-to`}
              className={formStyles.input}
              type="date"
              value={draft.to}
              onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
            />
          </div>
        </FilterForm>
        <ErrorAlert message={error} />
        <ScrollTable
          caption={ACCESS_TEXT.recordsCaption}
          busy={loading}
          columns={Object.values(ACCESS_TEXT.recordColumns)}
        >
          {items.map((record) => (
            <tr key={record.id} className={record.action === 'export' ? styles.flagged : undefined}>
              <td>
                <time dateTime={record.at}>{formatTime(record.at)}</time>
              </td>
              <td>{record.account}</td>
              <td>{record.ip}</td>
              <td>
                {record.action === 'export' ? (
                  <strong>{ACCESS_TEXT.download}</strong>
                ) : (
                  ACCESS_ACTION_LABELS[record.action]
                )}
              </td>
              <td>{ACCESS_TEXT.subjects(record.subjectCount)}</td>
              <td className={styles.message}>{describe(record).join(' · ')}</td>
            </tr>
          ))}
        </ScrollTable>
        {!loading && items.length === 0 ? <p>{ACCESS_TEXT.none}</p> : null}
        {cursor ? (
          <button type="button" className={styles.smallButton} onClick={() => void more()} disabled={loading}>
            {ACCESS_TEXT.more}
          </button>
        ) : null}
      </AdminSection>

      <AdminSection title={ACCESS_TEXT.daysTitle}>
        <p>{ACCESS_TEXT.daysIntro}</p>
        <ScrollTable caption={ACCESS_TEXT.daysCaption} columns={Object.values(ACCESS_TEXT.dayColumns)}>
          {days.map((day) => (
            <tr key={`${day.day} ${day.account}`} className={day.unusual ? styles.flagged : undefined}>
              <td>{day.day}</td>
              <td>{day.account}</td>
              <td>{formatCount(day.leadViews)}</td>
              <td>{day.changes}</td>
              <td>{day.deletions}</td>
              <td>{day.exports}</td>
              <td>{day.unusual ? <strong>{ACCESS_TEXT.unusual}</strong> : ACCESS_TEXT.usual}</td>
            </tr>
          ))}
        </ScrollTable>
      </AdminSection>
    </>
  );
}
