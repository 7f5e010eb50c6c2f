import { PRESS_LIMITS } from '@gagyeong/contracts/press';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import styles from './admin-panel.module.css';

export interface PressFieldValues {
  readonly title: string;
  readonly summary: string;
  readonly content: string;
}

/**
 * Title, summary and body of an article, as the write form and the editor both ask for them: the
 * required marks, the contract's length limits and the body's paragraph hint. `idPrefix` keeps the
 * labels tied to their fields when both forms are on one page.
 */
export function PressFields({
  idPrefix,
  values,
  onChange,
}: {
  readonly idPrefix: string;
  readonly values: PressFieldValues;
  readonly onChange: (field: keyof PressFieldValues, value: string) => void;
}) {
  const required = <span className={styles.required}>{PRESS_ADMIN_TEXT.requiredMark}</span>;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-title`}>
          {PRESS_ADMIN_TEXT.titleLabel} {required}
        </label>
        <input
          id={`${idPrefix}-title`}
          name="title"
          required
          maxLength={PRESS_LIMITS.title}
          value={values.title}
          onChange={(event) => onChange('title', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-summary`}>
          {PRESS_ADMIN_TEXT.summaryLabel} {required}
        </label>
        <textarea
          id={`${idPrefix}-summary`}
          name="summary"
          rows={3}
          required
          maxLength={PRESS_LIMITS.summary}
          value={values.summary}
          onChange={(event) => onChange('summary', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-content`}>{PRESS_ADMIN_TEXT.contentLabel}</label>
        <textarea
          id={`${idPrefix}-content`}
          name="content"
          rows={10}
          maxLength={PRESS_LIMITS.content}
          value={values.content}
          onChange={(event) => onChange('content', event.target.value)}
          aria-describedby={`${idPrefix}-content-hint`}
        />
        <p id={`${idPrefix}-content-hint`} className={styles.hint}>
          {PRESS_ADMIN_TEXT.contentHint}
        </p>
      </div>
    </>
  );
}
