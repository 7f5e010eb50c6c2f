import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ADMIN_PATHS } from '@gagyeong/contracts';
import { ratingOf, VITALS_PERIODS, type VitalName, type VitalsPeriod } from '@gagyeong/contracts/telemetry';
import formStyles from '../../../components/form.module.css';
import { VITALS_TEXT } from '../../../content/vitals-text';
import { VitalsError, vitalsPeriodFromSearch, vitalsReportQueryOptions, type VitalsSource } from '../../vitals';
import { ScrollTable } from './scroll-table';
import dashboardStyles from './lead-dashboard.module.css';
import inboxStyles from './leads-inbox.module.css';
import styles from './vitals-section.module.css';

/** A p75 as people read it: seconds from one second up, the layout shift score to two places. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)}초` : `${Math.round(value)}ms`;
}

function VitalCell({ name, value }: { readonly name: VitalName; readonly value: number | null }) {
  if (value === null) return <td className={styles.number}>{VITALS_TEXT.noValue}</td>;
  const rating = ratingOf(name, value);
  return (
    <td className={`${styles.number} ${styles[rating] ?? ''}`}>
      {formatVital(name, value)} ({VITALS_TEXT.rating[rating]})
    </td>
  );
}

/**
 * Real visitors' speed on /admin (docs/decisions/0057-telemetry-beacons.md): p75 of LCP, INP, CLS
 * and TTFB per route and device class for the chosen period, with the LCP element reported most
 * often. Local mode's server renders it (its query is handed over: docs/decisions/0085-server-data-handoff.md);
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
  const id = useId();
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
    <section aria-labelledby={`${id}-title`} className={dashboardStyles.dashboard}>
      <h2 id={`${id}-title`} className={dashboardStyles.title}>
        {VITALS_TEXT.title}
      </h2>
      <p className={styles.intro}>{VITALS_TEXT.intro}</p>
      <form
        className={inboxStyles.filters}
        method="get"
        action={ADMIN_PATHS.home}
        onSubmit={onApply}
        aria-label={VITALS_TEXT.period}
      >
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-days`}>
            {VITALS_TEXT.period}
          </label>
          <select
            id={`${id}-days`}
            name="vitals"
            className={formStyles.input}
            value={draft}
            onChange={(event) => setDraft(Number(event.target.value) as VitalsPeriod)}
          >
            {VITALS_PERIODS.map((option) => (
              <option key={option} value={option}>
                {VITALS_TEXT.periodOption(option)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={formStyles.submit}>
          {VITALS_TEXT.apply}
        </button>
      </form>
      {state.kind === 'loading' ? <p role="status">{VITALS_TEXT.loading}</p> : null}
      {state.kind === 'error' ? (
        <p role="alert" className={inboxStyles.error}>
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' && state.report.rows.length === 0 ? (
        <p className={inboxStyles.empty}>{VITALS_TEXT.empty}</p>
      ) : null}
      {state.kind === 'ready' && state.report.rows.length > 0 ? (
        <ScrollTable caption={VITALS_TEXT.caption(VITALS_TEXT.periodOption(state.report.days))}>
          <thead>
            <tr>
              <th scope="col">{VITALS_TEXT.columns.route}</th>
              <th scope="col">{VITALS_TEXT.columns.device}</th>
              <th scope="col">{VITALS_TEXT.columns.samples}</th>
              <th scope="col">{VITALS_TEXT.columns.lcp}</th>
              <th scope="col">{VITALS_TEXT.columns.inp}</th>
              <th scope="col">{VITALS_TEXT.columns.cls}</th>
              <th scope="col">{VITALS_TEXT.columns.ttfb}</th>
              <th scope="col">{VITALS_TEXT.columns.element}</th>
            </tr>
          </thead>
          <tbody>
            {state.report.rows.map((row) => (
              <tr key={`${row.route}\n${row.device}`}>
                <th scope="row">{row.route === '*' ? VITALS_TEXT.notFound : row.route}</th>
                <td>{VITALS_TEXT.device[row.device]}</td>
                <td className={styles.number}>{row.samples.toLocaleString('ko-KR')}</td>
                <VitalCell name="LCP" value={row.p75.LCP} />
                <VitalCell name="INP" value={row.p75.INP} />
                <VitalCell name="CLS" value={row.p75.CLS} />
                <VitalCell name="TTFB" value={row.p75.TTFB} />
                <td className={styles.element}>
                  {row.lcpElement ? `${row.lcpElement.selector} (${row.lcpElement.count})` : VITALS_TEXT.noValue}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </section>
  );
}
