import { useId, useState, type FormEvent } from 'react';
import { PRESS_LIMITS, PRESS_REQUIRED_MESSAGE, pressInputProblem } from '@gagyeong/contracts/press';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import { useCreatePress } from '../hooks/use-create-press';
import { errorMessage } from './error-message';
import styles from './admin-panel.module.css';

/**
 * The administrator's write form. Title and summary are required: without them the docs/product.md §5 alert
 * shows and nothing is sent. After posting the fields clear (the list reloads from the start);
 * on failure what was typed stays.
 */
export function WritePressForm({ site }: { readonly site: string }) {
  const create = useCreatePress();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [content, setContent] = useState('');
  /** Why the server's text rule would refuse what was typed, found before sending. */
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const id = useId();

  const edit = (setter: (value: string) => void) => (value: string) => {
    // A new edit replaces the last result line.
    if (create.isSuccess || create.isError) create.reset();
    setProblem(undefined);
    setter(value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const cleanTitle = title.trim();
    const cleanSummary = summary.trim();
    if (!cleanTitle || !cleanSummary) {
      window.alert(PRESS_REQUIRED_MESSAGE);
      return;
    }
    const found = pressInputProblem({ siteId: site, title, summary, content });
    setProblem(found);
    if (found !== undefined) return;
    create.mutate(
      { siteId: site, title: cleanTitle, summary: cleanSummary, content },
      {
        onSuccess: () => {
          setTitle('');
          setSummary('');
          setContent('');
        },
      },
    );
  };

  return (
    // noValidate: the required check is docs/product.md §5's alert, not the browser's bubble.
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {PRESS_ADMIN_TEXT.writeHeading}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>
          {PRESS_ADMIN_TEXT.titleLabel} <span className={styles.required}>{PRESS_ADMIN_TEXT.requiredMark}</span>
        </label>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={PRESS_LIMITS.title}
          value={title}
          onChange={(event) => edit(setTitle)(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-summary`}>
          {PRESS_ADMIN_TEXT.summaryLabel} <span className={styles.required}>{PRESS_ADMIN_TEXT.requiredMark}</span>
        </label>
        <textarea
          id={`${id}-summary`}
          name="summary"
          rows={3}
          required
          maxLength={PRESS_LIMITS.summary}
          value={summary}
          onChange={(event) => edit(setSummary)(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>{PRESS_ADMIN_TEXT.contentLabel}</label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={10}
          maxLength={PRESS_LIMITS.content}
          value={content}
          onChange={(event) => edit(setContent)(event.target.value)}
          aria-describedby={`${id}-content-hint`}
        />
        <p id={`${id}-content-hint`} className={styles.hint}>
          {PRESS_ADMIN_TEXT.contentHint}
        </p>
      </div>
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-post. */}
        <button type="submit" className={styles.primary} aria-disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? PRESS_ADMIN_TEXT.submitting : PRESS_ADMIN_TEXT.submit}
        </button>
      </div>
      {problem !== undefined ? (
        <p className={styles.error} role="alert">
          {PRESS_ADMIN_TEXT.postFailedPrefix}
          {problem}
        </p>
      ) : null}
      {create.isError ? (
        <p className={styles.error} role="alert">
          {PRESS_ADMIN_TEXT.postFailedPrefix}
          {errorMessage(create.error)}
        </p>
      ) : null}
      {create.isSuccess ? (
        <p className={styles.success} role="status">
          {PRESS_ADMIN_TEXT.posted}
        </p>
      ) : null}
    </form>
  );
}
