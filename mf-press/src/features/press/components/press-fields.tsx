import type { ChangeEvent } from 'react';
import { PRESS_LIMITS, PRESS_REQUIRED_MESSAGE } from '@gagyeong/contracts/press';
import { useHydratedValue } from '@gagyeong/ui';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import styles from './admin-panel.module.css';

export interface PressFieldValues {
  readonly title: string;
  readonly summary: string;
  readonly content: string;
}

/** The fields in order; the body is optional, and its hint says how it is split into paragraphs. */
const FIELDS: readonly {
  readonly name: keyof PressFieldValues;
  readonly label: string;
  readonly required: boolean;
  /** A text area of this many rows; a one-line input without. */
  readonly rows?: number;
  readonly hint?: string;
}[] = [
  { name: 'title', label: PRESS_ADMIN_TEXT.titleLabel, required: true },
  { name: 'summary', label: PRESS_ADMIN_TEXT.summaryLabel, required: true, rows: 3 },
  {
    name: 'content',
    label: PRESS_ADMIN_TEXT.contentLabel,
    required: false,
    rows: 10,
    hint: PRESS_ADMIN_TEXT.contentHint,
  },
];

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
  return (
    <>
      {FIELDS.map(({ name, label, required, rows, hint }) => {
        const id = `${idPrefix}-${name}`;
        const control = {
          id,
          name,
          required,
          maxLength: PRESS_LIMITS[name],
          'aria-describedby': hint === undefined ? undefined : `${id}-hint`,
        };
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={id}>
              {label}
              {required ? (
                <>
                  {' '}
                  <span className={styles.required}>{PRESS_ADMIN_TEXT.requiredMark}</span>
                </>
              ) : null}
            </label>
            <PressControl
              control={control}
              rows={rows}
              value={values[name]}
              onValue={(value) => onChange(name, value)}
            />
            {hint === undefined ? null : (
              <p id={`${id}-hint`} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

/** One field's input or text area; what was typed before the script ran stays (docs/architecture.md §3). */
function PressControl({
  control,
  rows,
  value,
  onValue,
}: {
  readonly control: {
    readonly id: string;
    readonly name: string;
    readonly required: boolean;
    readonly maxLength: number;
    readonly 'aria-describedby': string | undefined;
  };
  readonly rows: number | undefined;
  readonly value: string;
  readonly onValue: (value: string) => void;
}) {
  const ref = useHydratedValue<HTMLInputElement & HTMLTextAreaElement>(value, onValue);
  const props = {
    ...control,
    ref,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value),
  };
  return rows === undefined ? <input {...props} /> : <textarea rows={rows} {...props} />;
}

/**
 * The title and summary trimmed and the body as typed, or, when the title or the summary is
 * missing, nothing after docs/product.md §5's alert: the write form and the editor check alike.
 */
export function filledPressFields({ title, summary, content }: PressFieldValues): PressFieldValues | undefined {
  const filled = { title: title.trim(), summary: summary.trim(), content };
  if (filled.title && filled.summary) return filled;
  window.alert(PRESS_REQUIRED_MESSAGE);
  return undefined;
}

/** A failed post, save or delete, announced: the prefix, then why. */
export function FormFailure({ prefix, reason }: { readonly prefix: string; readonly reason: string }) {
  return (
    <p className={styles.error} role="alert">
      {prefix}
      {reason}
    </p>
  );
}
