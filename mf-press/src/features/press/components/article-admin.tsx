import { useId, useState, type FormEvent } from 'react';
import { PRESS_LIMITS, PRESS_REQUIRED_MESSAGE, type PressArticle } from '@gagyeong/contracts/press';
import { PRESS_TEXT } from '../../../content/press-text';
import { useAuthState } from '../hooks/use-auth-state';
import { useDeletePress } from '../hooks/use-delete-press';
import { useUpdatePress } from '../hooks/use-update-press';
import { AccountBar } from './account-bar';
import { errorMessage } from './error-message';
import styles from './admin-panel.module.css';

type Mode = 'idle' | 'editing' | 'confirm-delete';

/**
 * Under an article, for administrators only (the server and the rules check again): who is
 * signed in, and editing title, summary and body or deleting the article, each confirmed.
 * `onDeleted` leaves the page, whose article is gone.
 */
export function ArticleAdmin({
  article,
  onDeleted,
}: {
  readonly article: PressArticle;
  readonly onDeleted: () => void;
}) {
  const auth = useAuthState();
  if (auth.status !== 'signed-in' || auth.user.role !== 'admin') return null;
  return (
    <section className={styles.panel} aria-label={PRESS_TEXT.articleAdmin}>
      <AccountBar email={auth.user.email} />
      <ArticleAdminActions key={article.id} article={article} onDeleted={onDeleted} />
    </section>
  );
}

function ArticleAdminActions({
  article,
  onDeleted,
}: {
  readonly article: PressArticle;
  readonly onDeleted: () => void;
}) {
  const update = useUpdatePress();
  const remove = useDeletePress();
  const [mode, setMode] = useState<Mode>('idle');
  const [title, setTitle] = useState(article.title);
  const [summary, setSummary] = useState(article.summary);
  const [content, setContent] = useState(article.content);
  const id = useId();

  const startEditing = () => {
    update.reset();
    setTitle(article.title);
    setSummary(article.summary);
    setContent(article.content);
    setMode('editing');
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const cleanTitle = title.trim();
    const cleanSummary = summary.trim();
    // The same rule and alert as the write form.
    if (!cleanTitle || !cleanSummary) {
      window.alert(PRESS_REQUIRED_MESSAGE);
      return;
    }
    update.mutate(
      { id: article.id, input: { title: cleanTitle, summary: cleanSummary, content } },
      { onSuccess: () => setMode('idle') },
    );
  };

  const confirmDelete = () => {
    if (remove.isPending) return;
    remove.mutate({ id: article.id, siteId: article.siteId }, { onSuccess: onDeleted });
  };

  if (mode === 'editing') {
    return (
      // noValidate: the required check is the alert, as on the write form.
      <form className={styles.form} onSubmit={save} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {PRESS_TEXT.editHeading}
        </h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>
            {PRESS_TEXT.titleLabel} <span className={styles.required}>{PRESS_TEXT.requiredMark}</span>
          </label>
          <input
            id={`${id}-title`}
            required
            maxLength={PRESS_LIMITS.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-summary`}>
            {PRESS_TEXT.summaryLabel} <span className={styles.required}>{PRESS_TEXT.requiredMark}</span>
          </label>
          <textarea
            id={`${id}-summary`}
            rows={3}
            required
            maxLength={PRESS_LIMITS.summary}
            value={summary}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-content`}>{PRESS_TEXT.contentLabel}</label>
          <textarea
            id={`${id}-content`}
            rows={10}
            maxLength={PRESS_LIMITS.content}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-describedby={`${id}-content-hint`}
          />
          <p id={`${id}-content-hint`} className={styles.hint}>
            {PRESS_TEXT.contentHint}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setMode('idle')}>
            {PRESS_TEXT.cancel}
          </button>
          <button
            type="submit"
            className={styles.primary}
            aria-disabled={update.isPending}
            aria-busy={update.isPending}
          >
            {update.isPending ? PRESS_TEXT.saving : PRESS_TEXT.save}
          </button>
        </div>
        {update.isError ? (
          <p className={styles.error} role="alert">
            {PRESS_TEXT.saveFailedPrefix}
            {errorMessage(update.error)}
          </p>
        ) : null}
      </form>
    );
  }

  if (mode === 'confirm-delete') {
    return (
      <div role="alertdialog" aria-labelledby={`${id}-confirm`} className={styles.form}>
        <p id={`${id}-confirm`}>{PRESS_TEXT.confirmDelete(article.title)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setMode('idle')} autoFocus>
            {PRESS_TEXT.cancel}
          </button>
          <button type="button" className={styles.danger} onClick={confirmDelete} aria-busy={remove.isPending}>
            {remove.isPending ? PRESS_TEXT.deleting : PRESS_TEXT.confirmDeleteButton}
          </button>
        </div>
        {remove.isError ? (
          <p className={styles.error} role="alert">
            {PRESS_TEXT.deleteFailedPrefix}
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={startEditing}>
          {PRESS_TEXT.edit}
        </button>
        <button type="button" className={styles.danger} onClick={() => setMode('confirm-delete')}>
          {PRESS_TEXT.delete}
        </button>
      </div>
      {update.isSuccess ? (
        <p className={styles.success} role="status">
          {PRESS_TEXT.saved}
        </p>
      ) : null}
    </div>
  );
}
