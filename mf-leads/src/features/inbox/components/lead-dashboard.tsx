import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { formatCount } from '@gagyeong/contracts/number-format';
import { useHydratedChecked } from '@gagyeong/ui';
import { DASHBOARD_TEXT, INBOX_TEXT } from '../../../content/admin-text';
import { periodFromSearch } from '../api/dashboard-period';
import { useDraft } from '../hooks/use-draft';
import { leadStatsQueryOptions } from '../api/get-lead-stats';
import { InboxError, type InboxApi } from '../api/inbox-api';
import { LeadsChart, sourceLabel, type ChartSplit } from './leads-chart';
import { AdminSection, ErrorAlert } from './admin-section';
import { AdminQueryForm } from './admin-query-form';
import { PeriodFields } from './period-fields';
import { ScrollTable } from './scroll-table';
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
  const { draft, setDraft, bind } = useDraft(() => (stats ? { from: stats.from, to: stats.to } : period));
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
    <AdminSection title={DASHBOARD_TEXT.title} className={styles.dashboard} titleClassName={styles.title}>
      {/* No min/max tying one date to the other: without a script they would keep the rendered
          period's bounds and block choosing another; the server says when the start is after the end. */}
      <AdminQueryForm aria-label={DASHBOARD_TEXT.period} submitLabel={DASHBOARD_TEXT.apply} onSubmit={onApply}>
        <PeriodFields from={bind('from')} to={bind('to')} named />
      </AdminQueryForm>

      {loading ? <p role="status">{DASHBOARD_TEXT.loading}</p> : null}
      <ErrorAlert message={loading ? undefined : failure} />
      {!loading && stats ? (
        <>
          <p className={styles.total}>{DASHBOARD_TEXT.total(stats.total)}</p>
          <fieldset className={styles.split}>
            <legend>{DASHBOARD_TEXT.splitBy}</legend>
            {(['source', 'form'] as const).map((value) => (
              <SplitChoice key={value} name={`${id}-split`} value={value} split={split} onSplit={setSplit}>
                {value === 'source' ? DASHBOARD_TEXT.bySource : DASHBOARD_TEXT.byForm}
              </SplitChoice>
            ))}
          </fieldset>
          <LeadsChart stats={stats} split={split} />
          <ScrollTable caption={DASHBOARD_TEXT.campaigns} columns={Object.values(DASHBOARD_TEXT.columns)}>
            {stats.campaigns.map((row) => (
              <tr key={`${row.source}\n${row.medium}\n${row.campaign}`}>
                <td>{sourceLabel(row.source)}</td>
                <td>{row.medium || DASHBOARD_TEXT.noValue}</td>
                <td>{row.campaign || DASHBOARD_TEXT.noValue}</td>
                <td>{formatCount(row.count)}</td>
                <td>{PERCENT.format(stats.total === 0 ? 0 : row.count / stats.total)}</td>
              </tr>
            ))}
          </ScrollTable>
          {stats.total === 0 ? <p className={inboxStyles.empty}>{DASHBOARD_TEXT.none}</p> : null}
        </>
      ) : null}
    </AdminSection>
  );
}

/** One way to split the chart, as a radio button; a choice made before the script ran is kept. */
function SplitChoice({
  name,
  value,
  split,
  onSplit,
  children,
}: {
  readonly name: string;
  readonly value: ChartSplit;
  readonly split: ChartSplit;
  readonly onSplit: (split: ChartSplit) => void;
  readonly children: ReactNode;
}) {
  const ref = useHydratedChecked(split === value, (checked) => {
    if (checked) onSplit(value);
  });
  return (
    <label>
      <input
        ref={ref}
        type="radio"
        name={name}
        value={value}
        checked={split === value}
        onChange={() => onSplit(value)}
      />
      {children}
    </label>
  );
}
