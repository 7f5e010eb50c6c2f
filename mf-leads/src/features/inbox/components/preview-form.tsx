import { useId, useState, type FormEvent } from 'react';
import { REMOTE_NAMES, type RemoteName } from '@gagyeong/contracts';
import type { StartPreviewRequest } from '@gagyeong/contracts/delivery';
import { describeDeployment } from '@gagyeong/contracts/live-map';
import { INBOX_TEXT } from '../../../content/admin-text';
import { DELIVERY_TEXT } from '../../../content/delivery-text';
import { InboxError } from '../api/inbox-api';
import type { DeployStatus } from '../api/deploy-status';
import { openPage } from './open-page';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

const { preview: TEXT } = DELIVERY_TEXT;
/** The choice that opens the address field. */
const BY_URL = 'url';

interface Choice {
  readonly label: string;
  readonly request: Omit<StartPreviewRequest, 'remote'>;
}

/**
 * What a remote's releases the page knows of may be previewed: the kept releases (local mode, by
 * version), and every deployment of the live map and the log (by URL, firebase mode's only way).
 */
export function previewChoices(status: DeployStatus, remote: RemoteName): Choice[] {
  const choices = new Map<string, Choice>();
  const row = status.remotes.find((r) => r.remote === remote);
  for (const version of [...(row?.releases ?? [])].reverse())
    choices.set(version, { label: version, request: { version } });
  const known = [row?.live?.canary, row?.live, row?.live?.previous, ...status.log.filter((e) => e.remote === remote)];
  for (const deployment of known) {
    if (!deployment?.url) continue;
    const label = describeDeployment({ url: deployment.url, version: deployment.version });
    if (!choices.has(label)) {
      choices.set(label, {
        label,
        request: { url: deployment.url, ...(deployment.version ? { version: deployment.version } : {}) },
      });
    }
  }
  return [...choices.values()];
}

/**
 * /admin/remotes: starts a preview of one release in this browser only (docs/decisions/0062-preview-in-one-browser.md),
 * then opens the site, where every page shows the banner that ends it.
 */
export function PreviewForm({
  status,
  start,
  onUnauthorized,
}: {
  readonly status: DeployStatus;
  readonly start: (request: StartPreviewRequest) => Promise<string>;
  readonly onUnauthorized: () => void;
}) {
  const id = useId();
  const [remote, setRemote] = useState<RemoteName>(REMOTE_NAMES[0]);
  const choices = previewChoices(status, remote);
  const [choice, setChoice] = useState('0');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = choice === BY_URL ? undefined : choices[Number(choice)];
  const byUrl = selected === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request: StartPreviewRequest | undefined = byUrl
      ? url.trim() === ''
        ? undefined
        : { remote, url: url.trim() }
      : { remote, ...selected.request };
    if (!request) {
      setError(TEXT.urlNeeded);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      openPage(await start(request));
    } catch (caught) {
      setBusy(false);
      if (caught instanceof InboxError && caught.status === 401) onUnauthorized();
      else setError(caught instanceof InboxError ? caught.message : INBOX_TEXT.unexpected);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{TEXT.title}</h2>
      <p>{TEXT.intro}</p>
      <form className={styles.filters} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-remote`}>
            {TEXT.remote}
          </label>
          <select
            id={`${id}-remote`}
            className={formStyles.input}
            value={remote}
            onChange={(event) => {
              setRemote(event.target.value as RemoteName);
              setChoice('0');
            }}
          >
            {REMOTE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-release`}>
            {TEXT.release}
          </label>
          <select
            id={`${id}-release`}
            className={formStyles.input}
            value={choices.length === 0 ? BY_URL : choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {choices.map((option, index) => (
              <option key={option.label} value={String(index)}>
                {option.label}
              </option>
            ))}
            <option value={BY_URL}>{TEXT.byUrl}</option>
          </select>
        </div>
        {byUrl ? (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-url`}>
              {TEXT.url}
            </label>
            <input
              id={`${id}-url`}
              className={formStyles.input}
              type="text"
              inputMode="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
        ) : null}
        <div>
          <button type="submit" className={styles.smallButton} disabled={busy}>
            {TEXT.start}
          </button>
        </div>
      </form>
      {busy ? <p role="status">{TEXT.starting}</p> : null}
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
