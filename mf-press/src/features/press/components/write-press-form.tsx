import { useId, useState, type FormEvent } from 'react';
import { pressInputProblem } from '@gagyeong/contracts/press';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import { useCreatePress } from '../hooks/use-create-press';
import { errorMessage } from './error-message';
import { filledPressFields, FormFailure, PressFields, type PressFieldValues } from './press-fields';
import styles from './admin-panel.module.css';

const EMPTY: PressFieldValues = { title: '', summary: '', content: '' };

/**
 * The administrator's write form. Title and summary are required: without them the docs/product.md §5 alert
 * shows and nothing is sent. After posting the fields clear (the list reloads from the start);
 * on failure what was typed stays.
 */
export function WritePressForm({ site }: { readonly site: string }) {
  const create = useCreatePress();
  const [values, setValues] = useState<PressFieldValues>(EMPTY);
  /** Why the server's text rule would refuse what was typed, found before sending. */
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const id = useId();

  const edit = (field: keyof PressFieldValues, value: string) => {
    // A new edit replaces the last result line.
    if (create.isSuccess || create.isError) create.reset();
    setProblem(undefined);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const filled = filledPressFields(values);
    if (!filled) return;
    const found = pressInputProblem({ siteId: site, ...values });
    setProblem(found);
    if (found !== undefined) return;
    create.mutate({ siteId: site, ...filled }, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    // noValidate: the required check is docs/product.md §5's alert, not the browser's bubble.
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {PRESS_ADMIN_TEXT.writeHeading}
      </h2>
      <PressFields idPrefix={id} values={values} onChange={edit} />
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-post. */}
        <button type="submit" className={styles.primary} aria-disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? PRESS_ADMIN_TEXT.submitting : PRESS_ADMIN_TEXT.submit}
        </button>
      </div>
      {problem !== undefined ? <FormFailure prefix={PRESS_ADMIN_TEXT.postFailedPrefix} reason={problem} /> : null}
      {create.isError ? (
        <FormFailure prefix={PRESS_ADMIN_TEXT.postFailedPrefix} reason={errorMessage(create.error)} />
      ) : null}
      {create.isSuccess ? (
        <p className={styles.success} role="status">
          {PRESS_ADMIN_TEXT.posted}
        </p>
      ) : null}
    </form>
  );
}
