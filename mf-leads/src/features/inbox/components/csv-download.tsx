import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ACCESS_LIMITS, ExportReasonSchema } from '@gagyeong/contracts/access';
import { INBOX_TEXT } from '../../../content/admin-text';
import type { CsvSource } from '../api/inbox-for';
import type { InboxFilter } from '../api/inbox-api';
import { Field } from '../../../components/form-field';
import formStyles from '../../../components/form.module.css';
import { ErrorAlert } from './admin-section';
import { FilterForm } from './filter-form';
import styles from './leads-inbox.module.css';

/** Same name the embedded server gives its file: gagyeong-leads-YYYYMMDD.csv. */
function fileName(now: Date): string {
  return `gagyeong-leads-${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;
}

/** Hands a URL to the browser as a download (the page stays). */
function download(href: string, name?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (name) link.download = name;
  else link.setAttribute('download', '');
  link.click();
}

/**
 * "CSV 내려받기" for the applied filter, after the reason for the download is typed (it goes into
 * the access record; without one nothing is downloaded): the embedded server's file, or (firebase
 * mode) the same file built in the browser.
 */
export function CsvDownload({
  csv,
  filter,
  onError,
}: {
  csv: CsvSource;
  filter: InboxFilter;
  onError: (error: unknown) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(ExportReasonSchema, reason);
    if (!checked.success) {
      setProblem(checked.issues[0]?.message ?? '');
      return;
    }
    setProblem(null);
    onError(null);
    if (csv.kind === 'link') {
      download(csv.url(filter, checked.output));
      return;
    }
    setPending(true);
    try {
      const text = await csv.text(filter, checked.output);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      download(url, fileName(new Date()));
      // The click has handed the file to the browser; the URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <FilterForm
      aria-label={INBOX_TEXT.csv}
      noValidate
      onSubmit={(event) => void submit(event)}
      submitLabel={INBOX_TEXT.csv}
      pending={pending}
      after={<ErrorAlert id={`${id}-problem`} message={problem} />}
    >
      <Field id={`${id}-reason`} label={INBOX_TEXT.csvReason}>
        <input
          id={`${id}-reason`}
          className={formStyles.input}
          type="text"
          required
          maxLength={ACCESS_LIMITS.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        />
        <small id={`${id}-hint`} className={styles.hint}>
          {INBOX_TEXT.csvReasonHint}
        </small>
      </Field>
    </FilterForm>
  );
}
