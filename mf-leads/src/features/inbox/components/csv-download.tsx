import { useState } from 'react';
import { INBOX_TEXT } from '../../../content/leads-text';
import type { CsvSource } from '../api/inbox-for';
import type { InboxFilter } from '../api/inbox-api';

/** Same name the embedded server gives its file: gagyeong-leads-YYYYMMDD.csv. */
function fileName(now: Date): string {
  return `gagyeong-leads-${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;
}

/**
 * "CSV 내려받기" for the applied filter: a plain link to the embedded server's file, or (firebase
 * mode) a button that builds the same file in the browser and saves it.
 */
export function CsvDownload({
  csv,
  filter,
  className,
  onError,
}: {
  csv: CsvSource;
  filter: InboxFilter;
  className: string | undefined;
  onError: (error: unknown) => void;
}) {
  const [pending, setPending] = useState(false);
  if (csv.kind === 'link') {
    return (
      <a className={className} href={csv.url(filter)} download>
        {INBOX_TEXT.csv}
      </a>
    );
  }
  const save = async () => {
    setPending(true);
    try {
      const text = await csv.text(filter);
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(new Date());
      link.click();
      // The click has handed the file to the browser; the URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void save()} disabled={pending}>
      {INBOX_TEXT.csv}
    </button>
  );
}
