import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ratingOf, VITALS_PERIODS, type VitalName, type VitalsPeriod } from '@gagyeong/contracts/telemetry';
import { formatCount } from '@gagyeong/contracts/number-format';
import { SelectField } from '../../../components/form-field';
import { VITALS_TEXT } from '../../../content/vitals-text';
import { VitalsError, vitalsPeriodFromSearch, vitalsReportQueryOptions, type VitalsSource } from '../../vitals';
import { AdminSection, ErrorAlert } from './admin-section';
import { AdminQueryForm } from './admin-query-form';
import { ScrollTable } from './scroll-table';
import dashboardStyles from './lead-dashboard.module.css';
import inboxStyles from './leads-inbox.module.css';
import styles from './vitals-section.module.css';

/** A p75 as people read it: seconds from one second up, the layout shift score to two places. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)}초` : `${Math.round(value)}ms`;
}

/** A p75, its rating, and how many visitors stand behind it. */
function VitalCell({
  name,
  value,
  visitors,
}: {
  readonly name: VitalName;
  readonly value: number | null;
  readonly visitors: number;
}) {
  if (value === null) return <td className={styles.number}>{VITALS_TEXT.noValue}</td>;
  const rating = ratingOf(name, value);
  return (
    <td className={`${styles.number} ${styles[rating] ?? ''}`}>
      {formatVital(name, value)} ({VITALS_TEXT.rating[rating]})
      <br />
      <span className={styles.visitors}>{VITALS_TEXT.visitors(formatCount(visitors))}</span>
    </td>
  );
}

const PERIOD_OPTIONS = VITALS_PERIODS.map((days) => ({ value: days, label: VITALS_TEXT.periodOption(days) }));

/**
 * Real visitors' speed on /admin (docs/decisions/0057-telemetry-beacons.md): p75 of LCP, INP, CLS
 * and TTFB per route and device class for the chosen period, each with the visitors behind it
 * (0125-signed-visitors-and-the-canary-judge.md), the LCP element reported most often, and the
 * beacons dropped at the storage bound (0126-bounded-telemetry-storage-and-reports.md). Local mode's server renders it (its query is handed over: docs/decisions/0085-server-data-handoff.md);
 * the period is a GET form of `?vitals=`, so it works without JavaScript too, and in place with it.
 * Firebase mode reads Firestore.
 */
export function VitalsSection({
  source,
  onUnauthorized,
}: {
  readonly source: VitalsSource;
  readonly onUnauthorized: () => void;
}) {
  const { search } = useLocation();
  const [days, setDays] = useState<VitalsPeriod>(() => vitalsPeriodFromSearch(search));
  const [draft, setDraft] = useState(days);
  const query = useQuery(vitalsReportQueryOptions(source, days));
  const unauthorized = query.error instanceof VitalsError && query.error.status === 401;

  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  const state =
    query.isError && !unauthorized
      ? ({
          kind: 'error',
          message: query.error instanceof VitalsError ? query.error.message : VITALS_TEXT.unexpected,
        } as const)
      : query.data
        ? ({ kind: 'ready', report: query.data } as const)
        : ({ kind: 'loading' } as const);

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same period asked again loads afresh.
    if (draft === days) void query.refetch();
    else setDays(draft);
  };

  return (
    <AdminSection
      title={VITALS_TEXT.title}
      className={dashboardStyles.dashboard}
      titleClassName={dashboardStyles.title}
    >
      <p className={styles.intro}>{VITALS_TEXT.intro}</p>
      <AdminQueryForm aria-label={VITALS_TEXT.period} submitLabel={VITALS_TEXT.apply} onSubmit={onApply}>
        <SelectField
          name="vitals"
          label={VITALS_TEXT.period}
          value={draft}
          options={PERIOD_OPTIONS}
          onValue={setDraft}
        />
      </AdminQueryForm>
      {state.kind === 'loading' ? <p role="status">{VITALS_TEXT.loading}</p> : null}
      <ErrorAlert message={state.kind === 'error' ? state.message : undefined} />
      {state.kind === 'ready' ? (
        <p className={styles.dropped}>
          {VITALS_TEXT.dropped(formatCount(state.report.dropped))}
          {state.report.dropped > 0 ? ` ${VITALS_TEXT.droppedNote}` : null}
        </p>
      ) : null}
      {state.kind === 'ready' && state.report.rows.length === 0 ? (
        <p className={inboxStyles.empty}>{VITALS_TEXT.empty}</p>
      ) : null}
      {state.kind === 'ready' && state.report.rows.length > 0 ? (
        <ScrollTable
          caption={VITALS_TEXT.caption(VITALS_TEXT.periodOption(state.report.days))}
          columns={Object.values(VITALS_TEXT.columns)}
        >
          {state.report.rows.map((row) => (
            <tr key={`${row.route}\n${row.device}`}>
              <th scope="row">{row.route === '*' ? VITALS_TEXT.notFound : row.route}</th>
              <td>{VITALS_TEXT.device[row.device]}</td>
              <td className={styles.number}>{formatCount(row.samples)}</td>
              <VitalCell name="LCP" value={row.p75.LCP} visitors={row.visitors.LCP} />
              <VitalCell name="INP" value={row.p75.INP} visitors={row.visitors.INP} />
              <VitalCell name="CLS" value={row.p75.CLS} visitors={row.visitors.CLS} />
              <VitalCell name="TTFB" value={row.p75.TTFB} visitors={row.visitors.TTFB} />
              <td className={styles.element}>
                {row.lcpElement ? `${row.lcpElement.selector} (${row.lcpElement.count})` : VITALS_TEXT.noValue}
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </AdminSection>
  );
}
