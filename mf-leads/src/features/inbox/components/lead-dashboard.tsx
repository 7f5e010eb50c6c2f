import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ADMIN_PATHS } from '@gagyeong/contracts';
import type { LeadStats } from '@gagyeong/contracts/leads';
import { DASHBOARD_TEXT, INBOX_TEXT } from '../../../content/leads-text';
import { InboxError, type InboxApi } from '../api/inbox-api';
import { LeadsChart, sourceLabel, type ChartSplit } from './leads-chart';
import { periodFromSearch, type DashboardServerData } from '../server/admin-home-server-data';
import formStyles from '../../../components/form.module.css';
import inboxStyles from './leads-inbox.module.css';
import styles from './lead-dashboard.module.css';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly stats: LeadStats }
  | { readonly kind: 'error'; readonly message: string };

const PERCENT = new Intl.NumberFormat('ko-KR', { style: 'percent', maximumFractionDigits: 1 });

function initialState(initial: DashboardServerData | undefined): State {
  if (initial === undefined) return { kind: 'loading' };
  return initial.kind === 'ready'
    ? { kind: 'ready', stats: initial.stats }
    : { kind: 'error', message: initial.message };
}

/** The period the page's address names, for a dashboard the server did not render. */
function addressPeriod() {
  return periodFromSearch(typeof window === 'undefined' ? '' : window.location.search);
}

/**
 * Where the period's leads came from: leads per day (by source or by form) and per campaign with
 * its share. The server computes both with one query each (GET /api/leads/stats). Rendered on the
 * server for the administrator (`initial`); the period form is a GET form of `?from=&to=`, so it
 * works without JavaScript too, and in place with it.
 */
export function LeadDashboard({
  api,
  onUnauthorized,
  initial,
}: {
  api: InboxApi;
  onUnauthorized: () => void;
  /** The figures the server rendered into the page. */
  initial?: DashboardServerData;
}) {
  const [period, setPeriod] = useState(() => initial?.period ?? addressPeriod());
  const [draft, setDraft] = useState(() =>
    initial?.kind === 'ready'
      ? { from: initial.stats.from, to: initial.stats.to }
      : (initial?.period ?? addressPeriod()),
  );
  const [split, setSplit] = useState<ChartSplit>('source');
  const [state, setState] = useState<State>(() => initialState(initial));
  const fromServer = useRef(initial !== undefined);
  const id = useId();

  useEffect(() => {
    // The figures the server rendered are not fetched again.
    if (fromServer.current) {
      fromServer.current = false;
      return;
    }
    let current = true;
    api.stats(period.from, period.to).then(
      (stats) => {
        if (!current) return;
        setState({ kind: 'ready', stats });
        setDraft({ from: stats.from, to: stats.to });
      },
      (caught: unknown) => {
        if (!current) return;
        if (caught instanceof InboxError && caught.status === 401) onUnauthorized();
        else
          setState({ kind: 'error', message: caught instanceof InboxError ? caught.message : INBOX_TEXT.unexpected });
      },
    );
    return () => {
      current = false;
    };
  }, [api, period, onUnauthorized]);

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'loading' });
    setPeriod({ ...draft });
  };

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

      {state.kind === 'loading' ? <p role="status">{DASHBOARD_TEXT.loading}</p> : null}
      {state.kind === 'error' ? (
        <p role="alert" className={inboxStyles.error}>
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <p className={styles.total}>{DASHBOARD_TEXT.total(state.stats.total)}</p>
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
          <LeadsChart stats={state.stats} split={split} />
          <div className={inboxStyles.tableWrap}>
            <table className={inboxStyles.table}>
              <caption>{DASHBOARD_TEXT.campaigns}</caption>
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
                {state.stats.campaigns.map((row) => (
                  <tr key={`${row.source}\n${row.medium}\n${row.campaign}`}>
                    <td>{sourceLabel(row.source)}</td>
                    <td>{row.medium || DASHBOARD_TEXT.noValue}</td>
                    <td>{row.campaign || DASHBOARD_TEXT.noValue}</td>
                    <td>{row.count.toLocaleString('ko-KR')}</td>
                    <td>{PERCENT.format(state.stats.total === 0 ? 0 : row.count / state.stats.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.stats.total === 0 ? <p className={inboxStyles.empty}>{DASHBOARD_TEXT.none}</p> : null}
        </>
      ) : null}
    </section>
  );
}
