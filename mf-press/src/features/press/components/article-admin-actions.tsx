import { useId, useState, type FormEvent } from 'react';
import type { PressArticle } from '@gagyeong/contracts/press';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import { useDeletePress } from '../hooks/use-delete-press';
import { useUpdatePress } from '../hooks/use-update-press';
import { errorMessage } from './error-message';
import { filledPressFields, FormFailure, PressFields, type PressFieldValues } from './press-fields';
import type { ArticleAdminProps } from './article-admin';
import styles from './admin-panel.module.css';

type Mode = 'idle' | 'editing' | 'confirm-delete';

const fieldsOf = ({ title, summary, content }: PressArticle): PressFieldValues => ({ title, summary, content });

/** Editing and deleting one article, each confirmed: fetched only for a signed-in administrator. */
export function ArticleAdminActions({ article, onDeleted }: ArticleAdminProps) {
  const update = useUpdatePress();
  const remove = useDeletePress();
  const [mode, setMode] = useState<Mode>('idle');
  const [values, setValues] = useState<PressFieldValues>(() => fieldsOf(article));
  const id = useId();

  const startEditing = () => {
    update.reset();
    setValues(fieldsOf(article));
    setMode('editing');
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const input = filledPressFields(values);
    if (input) update.mutate({ id: article.id, input }, { onSuccess: () => setMode('idle') });
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
          {PRESS_ADMIN_TEXT.editHeading}
        </h2>
        <PressFields
          idPrefix={id}
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setMode('idle')}>
            {PRESS_ADMIN_TEXT.cancel}
          </button>
          <button
            type="submit"
            className={styles.primary}
            aria-disabled={update.isPending}
            aria-busy={update.isPending}
          >
            {update.isPending ? PRESS_ADMIN_TEXT.saving : PRESS_ADMIN_TEXT.save}
          </button>
        </div>
        {update.isError ? (
          <FormFailure prefix={PRESS_ADMIN_TEXT.saveFailedPrefix} reason={errorMessage(update.error)} />
        ) : null}
      </form>
    );
  }

  if (mode === 'confirm-delete') {
    return (
      <div role="alertdialog" aria-labelledby={`${id}-confirm`} className={styles.form}>
        <p id={`${id}-confirm`}>{PRESS_ADMIN_TEXT.confirmDelete(article.title)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setMode('idle')} autoFocus>
            {PRESS_ADMIN_TEXT.cancel}
          </button>
          <button type="button" className={styles.danger} onClick={confirmDelete} aria-busy={remove.isPending}>
            {remove.isPending ? PRESS_ADMIN_TEXT.deleting : PRESS_ADMIN_TEXT.confirmDeleteButton}
          </button>
        </div>
        {remove.isError ? (
          <FormFailure prefix={PRESS_ADMIN_TEXT.deleteFailedPrefix} reason={errorMessage(remove.error)} />
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={startEditing}>
          {PRESS_ADMIN_TEXT.edit}
        </button>
        <button type="button" className={styles.danger} onClick={() => setMode('confirm-delete')}>
          {PRESS_ADMIN_TEXT.delete}
        </button>
      </div>
      {update.isSuccess ? (
        <p className={styles.success} role="status">
          {PRESS_ADMIN_TEXT.saved}
        </p>
      ) : null}
    </div>
  );
}
