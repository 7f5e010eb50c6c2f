import { useEffect, useMemo, useState } from 'react';
import { ADMIN_PATHS, REMOTE_NAMES, type PageBaseProps } from '@gagyeong/contracts';
import { describeDeployment, type DeployLogEntry, type HostReport, type LiveEntry } from '@gagyeong/contracts/live-map';
import { PageMeta } from '../../../components/page-meta';
import { REMOTES_TEXT } from '../../../content/admin-text';
import { DELIVERY_TEXT } from '../../../content/delivery-text';
import type { StartPreviewRequest } from '@gagyeong/contracts/delivery';
import { deployStatusFor, type DeployStatus, type DeployStatusSource } from '../api/deploy-status';
import { previewStarterFor } from '../api/start-preview';
import { remoteHealthFor, type RemoteHealthSource } from '../api/remote-health';
import { RemoteHealthSection } from './remote-health-section';
import { PreviewForm } from './preview-form';
import { inboxFor } from '../api/inbox-for';
import { useFailure } from '../hooks/use-failure';
import { AdminSession } from './admin-session';
import { formatTime } from './format-time';
import { ScrollTable } from './scroll-table';
import styles from './leads-inbox.module.css';

function since(entry: Pick<LiveEntry, 'at' | 'by'>): string {
  return `${formatTime(entry.at)} · ${entry.by ?? REMOTES_TEXT.unknownBy}`;
}

function logLine(entry: DeployLogEntry): string {
  const what =
    entry.action === 'grant' || entry.action === 'revoke'
      ? (entry.subject ?? '')
      : `${describeDeployment(entry.url === null ? null : { url: entry.url, version: entry.version })} (${REMOTES_TEXT.from(entry.from ?? REMOTES_TEXT.configured)})`;
  const share = entry.share === undefined ? '' : ` · ${DELIVERY_TEXT.share(entry.share)}`;
  const reason = entry.reason === undefined ? '' : ` · ${DELIVERY_TEXT.reason(entry.reason)}`;
  return `${formatTime(entry.at)} ${entry.by} · ${REMOTES_TEXT.actions[entry.action]} · ${entry.remote} · ${what}${share}${reason}`;
}

/** The live version, with the share of visitors it keeps while a canary runs. */
function liveCell(live: LiveEntry | undefined): string {
  if (!live) return REMOTES_TEXT.configured;
  return live.canary
    ? DELIVERY_TEXT.liveShare(describeDeployment(live), 100 - live.canary.share)
    : describeDeployment(live);
}

/** A host serves what the live map says when its URL is the live entry's (or, without one, every host's). */
function matches(status: DeployStatus, host: HostReport, remote: (typeof REMOTE_NAMES)[number]): boolean {
  const served = host.remotes?.[remote];
  if (!served) return false;
  const live = status.remotes.find((r) => r.remote === remote)?.live;
  if (live) return served.url === live.url;
  return status.hosts.every((other) => !other.remotes || other.remotes[remote].url === served.url);
}

function LiveMapTable({ status }: { readonly status: DeployStatus }) {
  const answers = status.remotes.some((r) => r.answers);
  const { columns } = REMOTES_TEXT;
  return (
    <ScrollTable caption={REMOTES_TEXT.mapCaption}>
      <thead>
        <tr>
          <th scope="col">{columns.remote}</th>
          <th scope="col">{columns.live}</th>
          <th scope="col">{columns.since}</th>
          <th scope="col">{columns.canary}</th>
          <th scope="col">{columns.previous}</th>
          {answers ? (
            <>
              <th scope="col">{columns.manifest}</th>
              <th scope="col">{columns.entry}</th>
              <th scope="col">{columns.serverEntry}</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {status.remotes.map(({ remote, live, answers: answered }) => (
          <tr key={remote}>
            <th scope="row">{remote}</th>
            <td>{liveCell(live)}</td>
            <td>{live ? since(live) : '-'}</td>
            <td>
              {live?.canary
                ? DELIVERY_TEXT.canary(describeDeployment(live.canary), live.canary.share, since(live.canary))
                : '-'}
            </td>
            <td>{live?.previous ? describeDeployment(live.previous) : '-'}</td>
            {answered ? (
              <>
                <td>{REMOTES_TEXT.answers(answered.manifest)}</td>
                <td>{REMOTES_TEXT.answers(answered.entry)}</td>
                <td>{REMOTES_TEXT.answers(answered.serverEntry)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function HostsTable({ status }: { readonly status: DeployStatus }) {
  if (status.hosts.length === 0) return <p>{REMOTES_TEXT.noHosts}</p>;
  const converged = status.hosts.every(
    (host) => host.remotes && REMOTE_NAMES.every((remote) => matches(status, host, remote)),
  );
  return (
    <>
      <p role="status">{converged ? REMOTES_TEXT.converged : REMOTES_TEXT.notConverged}</p>
      <ScrollTable caption={REMOTES_TEXT.hostsCaption}>
        <thead>
          <tr>
            <th scope="col">{REMOTES_TEXT.host}</th>
            {REMOTE_NAMES.map((remote) => (
              <th scope="col" key={remote}>
                {remote}
              </th>
            ))}
            <th scope="col">{REMOTES_TEXT.hostState}</th>
          </tr>
        </thead>
        <tbody>
          {status.hosts.map((host) => (
            <tr key={host.host}>
              <th scope="row">{host.host}</th>
              {host.remotes ? (
                REMOTE_NAMES.map((remote) => {
                  const served = host.remotes?.[remote];
                  return (
                    <td key={remote}>
                      {served?.version ?? served?.url}
                      {matches(status, host, remote) ? '' : ` ${REMOTES_TEXT.differs}`}
                    </td>
                  );
                })
              ) : (
                <td colSpan={REMOTE_NAMES.length}>{REMOTES_TEXT.noAnswer(host.problem ?? '')}</td>
              )}
              <td>{host.liveMap ? (REMOTES_TEXT.hostStates[host.liveMap.state] ?? host.liveMap.state) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}

function DeployStatusView({
  source,
  health,
  startPreview,
  onUnauthorized,
}: {
  readonly source: DeployStatusSource;
  readonly health: RemoteHealthSource;
  readonly startPreview: (request: StartPreviewRequest) => Promise<string>;
  readonly onUnauthorized: () => void;
}) {
  const [status, setStatus] = useState<DeployStatus | null>(null);
  const [loading, setLoading] = useState(true);
  const { error, setError, fail } = useFailure(onUnauthorized);
  /** Bumped by 새로 고침: each value is one read. */
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let cancelled = false;
    source.read().then(
      (next) => {
        if (cancelled) return;
        setStatus(next);
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
  }, [source, fail, reads]);
  const load = () => {
    setStatus(null);
    setError(null);
    setLoading(true);
    setReads((count) => count + 1);
  };

  return (
    <>
      <button type="button" className={styles.smallButton} onClick={load} disabled={loading}>
        {REMOTES_TEXT.refresh}
      </button>
      {loading ? <p role="status">{REMOTES_TEXT.loading}</p> : null}
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {status ? (
        <>
          <LiveMapTable status={status} />
          <RemoteHealthSection source={health} status={status} onUnauthorized={onUnauthorized} />
          <PreviewForm status={status} start={startPreview} onUnauthorized={onUnauthorized} />
          <section aria-labelledby="remotes-hosts">
            <h2 id="remotes-hosts">{REMOTES_TEXT.hostsTitle}</h2>
            <HostsTable status={status} />
          </section>
          <section aria-labelledby="remotes-log">
            <h2 id="remotes-log">{REMOTES_TEXT.logTitle}</h2>
            {status.logUnreadable > 0 ? <p>{REMOTES_TEXT.logUnreadable(status.logUnreadable)}</p> : null}
            {status.log.length > 0 ? (
              <ol>
                {status.log.map((entry, index) => (
                  <li key={entry.id ?? index}>{logLine(entry)}</li>
                ))}
              </ol>
            ) : (
              <p>{REMOTES_TEXT.noLog}</p>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}

/**
 * /admin/remotes: per remote what is live, since when and by whom, and what was before; its error
 * rate per version and how a running canary stands with the judge; which versions each host of
 * the fleet serves now; the deployment log. The same page in both modes:
 * the host's API in local mode, Firestore read with the administrator's own claims in firebase
 * mode, where the host holds no session (docs/decisions/0061-one-live-map-for-the-fleet.md).
 */
export function RemotesStatus({ config }: PageBaseProps) {
  const session = useMemo(() => inboxFor(config), [config]);
  const source = useMemo(() => deployStatusFor(config), [config]);
  const startPreview = useMemo(() => previewStarterFor(config), [config]);
  const health = useMemo(() => remoteHealthFor(config), [config]);
  return (
    <div className={styles.page}>
      <PageMeta
        title={REMOTES_TEXT.metaTitle}
        description={REMOTES_TEXT.title}
        path={ADMIN_PATHS.remotes}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={styles.title}>{REMOTES_TEXT.title}</h1>
      <AdminSession api={session} current="remotes" forbiddenDetail={REMOTES_TEXT.forbiddenDetail}>
        {(_user, onUnauthorized) => (
          <DeployStatusView
            source={source}
            health={health}
            startPreview={startPreview}
            onUnauthorized={onUnauthorized}
          />
        )}
      </AdminSession>
    </div>
  );
}
