import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ADMIN_PATHS } from '@gagyeong/contracts';
import { DASHBOARD_TEXT, INBOX_TEXT } from '../../../content/leads-text';
import { periodFromSearch } from '../api/dashboard-period';
import { leadStatsQueryOptions } from '../api/get-lead-stats';
import { InboxError, type InboxApi } from '../api/inbox-api';
import { LeadsChart, sourceLabel, type ChartSplit } from './leads-chart';
import { ScrollTable } from './scroll-table';
import formStyles from '../../../components/form.module.css';
import inboxStyles from './leads-inbox.module.css';
import styles from './lead-dashboard.module.css';

const PERCENT = new Intl.NumberFormat('ko-KR', { style: 'percent', maximumFractionDigits: 1 });

/**
 * Where the period's leads came from: leads per day (by source or by form) and per campaign with
 * its share. The server computes both with one query each (GET /api/leads/stats). The period is
 * the page address's (`?from=&to=`) at first, so the figures the server rendered for it are the
 * query's; the period form is a GET form of `?from=&to=`, so it works without JavaScript too,
 * and in place with it.
 */
export function LeadDashboard({ api, onUnauthorized }: { api: InboxApi; onUnauthorized: () => void }) {
  const { search } = useLocation();
  const [period, setPeriod] = useState(() => periodFromSearch(search));
  const [split, setSplit] = useState<ChartSplit>('source');
  const query = useQuery(leadStatsQueryOptions(api, period));
  const answer = query.data;
  const stats = answer?.kind === 'ready' ? answer.stats : undefined;
  // The form shows the days the server used (its default period when none was named).
  const [draft, setDraft] = useState(() => (stats ? { from: stats.from, to: stats.to } : period));
  const [shownStats, setShownStats] = useState(stats);
  if (stats !== shownStats) {
    setShownStats(stats);
    if (stats) setDraft({ from: stats.from, to: stats.to });
  }
  const id = useId();
  const unauthorized = query.error instanceof InboxError && query.error.status === 401;

  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same period asked again loads afresh.
    if (draft.from === period.from && draft.to === period.to) void query.refetch();
    else setPeriod({ ...draft });
  };

  const loading = query.isPending || query.isFetching;
  const failure =
    answer?.kind === 'refused'
      ? answer.message
      : query.isError && !unauthorized
        ? query.error instanceof InboxError
          ? query.error.message
          : INBOX_TEXT.unexpected
        : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.dashboard}>
      <h2 id={`${id}-title`} className={styles.title}>
        {DASHBOARD_TEXT.title}
      </h2>
      {/* No min/max tying one date to the other: without a script they would keep the rendered
          period's bounds and block choosing another; the server says when the start is after the end. */}
      <form
        className={inboxStyles.filters}
        method="get"
        action={ADMIN_PATHS.home}
        onSubmit={onApply}
        aria-label={DASHBOARD_TEXT.period}
      >
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-from`}>
            {DASHBOARD_TEXT.from}
          </label>
          <input
            id={`${id}-from`}
            name="from"
            className={formStyles.input}
            type="date"
            value={draft.from}
            onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
          />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-to`}>
            {DASHBOARD_TEXT.to}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            className={formStyles.input}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
          />
        </div>
        <button type="submit" className={formStyles.submit}>
          {DASHBOARD_TEXT.apply}
        </button>
      </form>

      {loading ? <p role="status">{DASHBOARD_TEXT.loading}</p> : null}
      {!loading && failure !== undefined ? (
        <p role="alert" className={inboxStyles.error}>
          {failure}
        </p>
      ) : null}
      {!loading && stats ? (
        <>
          <p className={styles.total}>{DASHBOARD_TEXT.total(stats.total)}</p>
          <fieldset className={styles.split}>
            <legend>{DASHBOARD_TEXT.splitBy}</legend>
            {(['source', 'form'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-split`}
                  value={value}
                  checked={split === value}
                  onChange={() => setSplit(value)}
                />
                {value === 'source' ? DASHBOARD_TEXT.bySource : DASHBOARD_TEXT.byForm}
              </label>
            ))}
          </fieldset>
          <LeadsChart stats={stats} split={split} />
          <ScrollTable caption={DASHBOARD_TEXT.campaigns}>
            <thead>
              <tr>
                <th scope="col">{DASHBOARD_TEXT.columns.source}</th>
                <th scope="col">{DASHBOARD_TEXT.columns.medium}</th>
                <th scope="col">{DASHBOARD_TEXT.columns.campaign}</th>
                <th scope="col">{DASHBOARD_TEXT.columns.count}</th>
                <th scope="col">{DASHBOARD_TEXT.columns.share}</th>
              </tr>
            </thead>
            <tbody>
              {stats.campaigns.map((row) => (
                <tr key={`${row.source}\n${row.medium}\n${row.campaign}`}>
                  <td>{sourceLabel(row.source)}</td>
                  <td>{row.medium || DASHBOARD_TEXT.noValue}</td>
                  <td>{row.campaign || DASHBOARD_TEXT.noValue}</td>
                  <td>{row.count.toLocaleString('ko-KR')}</td>
                  <td>{PERCENT.format(stats.total === 0 ? 0 : row.count / stats.total)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {stats.total === 0 ? <p className={inboxStyles.empty}>{DASHBOARD_TEXT.none}</p> : null}
        </>
      ) : null}
    </section>
  );
}
