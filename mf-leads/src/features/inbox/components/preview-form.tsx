import { useState, type FormEvent } from 'react';
import { REMOTE_NAMES, type RemoteName } from '@gagyeong/contracts';
import type { StartPreviewRequest } from '@gagyeong/contracts/delivery';
import { describeDeployment } from '@gagyeong/contracts/live-map';
import { INBOX_TEXT } from '../../../content/admin-text';
import { DELIVERY_TEXT } from '../../../content/delivery-text';
import { InboxError } from '../api/inbox-api';
import type { DeployStatus } from '../api/deploy-status';
import { openPage } from './open-page';
import { InputField, SelectField } from '../../../components/form-field';
import { AdminSection, ErrorAlert } from './admin-section';
import styles from './leads-inbox.module.css';

const { preview: TEXT } = DELIVERY_TEXT;
const REMOTE_OPTIONS = REMOTE_NAMES.map((name) => ({ value: name, label: name }));
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
    <AdminSection title={TEXT.title}>
      <p>{TEXT.intro}</p>
      <form className={styles.filters} onSubmit={(event) => void submit(event)} aria-label={TEXT.title}>
        <SelectField
          label={TEXT.remote}
          value={remote}
          options={REMOTE_OPTIONS}
          onValue={(name) => {
            setRemote(name);
            setChoice('0');
          }}
        />
        <SelectField
          label={TEXT.release}
          value={choices.length === 0 ? BY_URL : choice}
          options={[
            ...choices.map((option, index) => ({ value: String(index), label: option.label })),
            { value: BY_URL, label: TEXT.byUrl },
          ]}
          onValue={setChoice}
        />
        {byUrl ? <InputField label={TEXT.url} type="text" inputMode="url" value={url} onValue={setUrl} /> : null}
        <div>
          <button type="submit" className={styles.smallButton} disabled={busy}>
            {TEXT.start}
          </button>
        </div>
      </form>
      {busy ? <p role="status">{TEXT.starting}</p> : null}
      <ErrorAlert message={error} />
    </AdminSection>
  );
}
