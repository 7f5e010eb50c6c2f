import { useEffect, useState, type FormEvent } from 'react';
import type { DeployLogEntry } from '@gagyeong/contracts/live-map';
import {
  DEFAULT_HEALTH_PERIOD,
  failureRate,
  HEALTH_PERIODS,
  percent,
  type CanaryHealth,
  type HealthPeriod,
  type RemoteHealthReport,
  type VersionCounts,
} from '@gagyeong/contracts/remote-health';
import { REMOTE_FAILURES } from '@gagyeong/contracts/telemetry';
import { formatCount } from '@gagyeong/contracts/number-format';
import { SelectField } from '../../../components/form-field';
import { DELIVERY_TEXT } from '../../../content/delivery-text';
import type { DeployStatus } from '../api/deploy-status';
import type { RemoteHealthSource } from '../api/remote-health';
import { useFailure } from '../hooks/use-failure';
import { AdminSection, ErrorAlert } from './admin-section';
import { FilterForm } from './filter-form';
import { formatTime } from './format-time';
import { RemoteHealthChart } from './remote-health-chart';
import { ScrollTable } from './scroll-table';
import dashboardStyles from './lead-dashboard.module.css';
import inboxStyles from './leads-inbox.module.css';

const TEXT = DELIVERY_TEXT.health;
const PERIOD_OPTIONS = HEALTH_PERIODS.map((hours) => ({ value: hours, label: TEXT.periodOption(hours) }));

/** The failure kinds of a version, as the table lists them: "렌더링 오류 3, 불러오기 실패 1". */
function failureKinds(counts: VersionCounts): string {
  const kinds = REMOTE_FAILURES.flatMap((kind) => {
    const count = counts.failures[kind] ?? 0;
    return count > 0 ? [`${TEXT.failures[kind]} ${formatCount(count)}`] : [];
  });
  return kinds.length > 0 ? kinds.join(', ') : TEXT.none;
}

const side = (counts: VersionCounts) => ({
  rate: percent(failureRate(counts)),
  failed: counts.failed,
  views: counts.views,
  networks: counts.viewNetworks,
});

function CanaryLine({ health }: { readonly health: CanaryHealth }) {
  return (
    <li>
      {TEXT.canary(
        health.remote,
        health,
        health.to - health.from + 1,
        side(health.canaryCounts),
        side(health.stableCounts),
      )}{' '}
      <strong>{TEXT.verdict[health.action]}</strong>
    </li>
  );
}

/** The newest log entry of a remote, when it is the judge's rollback: said above its chart. */
function autoRollbackOf(log: readonly DeployLogEntry[], remote: string): DeployLogEntry | undefined {
  const newest = log.find((entry) => entry.remote === remote && entry.action !== 'grant' && entry.action !== 'revoke');
  return newest?.action === 'rollback' && newest.reason ? newest : undefined;
}

/**
 * Errors per remote version on /admin/remotes (docs/decisions/0064-errors-per-version-and-the-canary-judge.md):
 * how each running canary stands with the judge, and per remote the error rate of each version
 * over the chosen period (a chart with the deployments marked, and a table of the same figures).
 */
export function RemoteHealthSection({
  source,
  status,
  onUnauthorized,
}: {
  readonly source: RemoteHealthSource;
  readonly status: DeployStatus;
  readonly onUnauthorized: () => void;
}) {
  const [hours, setHours] = useState<HealthPeriod>(DEFAULT_HEALTH_PERIOD);
  const [draft, setDraft] = useState<HealthPeriod>(DEFAULT_HEALTH_PERIOD);
  /** Bumped by 조회 of the same period: each value is one read (새로 고침 of the page mounts a new section). */
  const [reads, setReads] = useState(0);
  const [report, setReport] = useState<RemoteHealthReport | null>(null);
  const { error, setError, fail } = useFailure(onUnauthorized);

  useEffect(() => {
    let cancelled = false;
    const live = Object.fromEntries(
      status.remotes.flatMap(({ remote, live: entry }) => (entry ? [[remote, entry]] : [])),
    );
    source.read(hours, live).then(
      (next) => {
        if (!cancelled) setReport(next);
      },
      (caught: unknown) => {
        if (!cancelled) fail(caught);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, status, hours, reads, fail]);

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReport(null);
    setError(null);
    if (draft === hours) setReads((count) => count + 1);
    else setHours(draft);
  };
  const period = TEXT.periodOption(hours);
  const remotes = report?.remotes.filter((remote) => remote.versions.length > 0) ?? [];

  return (
    <AdminSection title={TEXT.title} className={dashboardStyles.dashboard} titleClassName={dashboardStyles.title}>
      <p>{TEXT.intro}</p>
      <FilterForm aria-label={TEXT.period} submitLabel={TEXT.apply} onSubmit={onApply}>
        <SelectField label={TEXT.period} value={draft} options={PERIOD_OPTIONS} onValue={setDraft} />
      </FilterForm>
      <ErrorAlert message={error} />
      {report === null && error === null ? <p role="status">{TEXT.loading}</p> : null}
      {report ? (
        <>
          {report.canaries.length > 0 ? (
            <div role="region" aria-label={TEXT.canaryTitle}>
              <h3>{TEXT.canaryTitle}</h3>
              <ul>
                {report.canaries.map((health) => (
                  <CanaryLine key={health.remote} health={health} />
                ))}
              </ul>
              <p>
                {TEXT.policy(
                  report.policy.windowMinutes,
                  report.policy.ratio,
                  percent(report.policy.minRate),
                  report.policy.minViews,
                  report.policy.minNetworks,
                )}
              </p>
            </div>
          ) : null}
          {remotes.length === 0 ? <p className={inboxStyles.empty}>{TEXT.empty}</p> : null}
          {remotes.map((health) => {
            const rolledBack = autoRollbackOf(status.log, health.remote);
            return (
              <section key={health.remote} aria-label={health.remote}>
                <h3>{health.remote}</h3>
                {rolledBack?.reason ? (
                  <p role="note" className={inboxStyles.error}>
                    {TEXT.autoRollback(formatTime(rolledBack.at), rolledBack.reason)}
                  </p>
                ) : null}
                <RemoteHealthChart
                  health={health}
                  report={report}
                  log={status.log}
                  label={TEXT.chartLabel(health.remote, period)}
                />
                <ScrollTable caption={TEXT.tableCaption(health.remote, period)} columns={Object.values(TEXT.columns)}>
                  {health.versions.map(({ version, totals }) => (
                    <tr key={version}>
                      <th scope="row">{version}</th>
                      <td>{formatCount(totals.views)}</td>
                      <td>{formatCount(totals.failed)}</td>
                      <td>{percent(failureRate(totals))}</td>
                      <td>{failureKinds(totals)}</td>
                    </tr>
                  ))}
                </ScrollTable>
              </section>
            );
          })}
        </>
      ) : null}
    </AdminSection>
  );
}
