import { useId, type InputHTMLAttributes } from 'react';
import { KeepNumbers, useHydratedValue } from '@gagyeong/ui';
import { RequiredMark } from '../../../components/required-mark';
import styles from '../../../components/form.module.css';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'pattern' | 'maxLength' | 'required' | 'autoFocus'
>;

export interface TextFieldProps extends NativeProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shows the star (docs/product.md §5); defaults to `required`. */
  readonly marked?: boolean;
  readonly hint?: string;
  /** Multi-line (the message field). */
  readonly rows?: number;
}

/** A labelled input or textarea with the docs/product.md §5 star and an optional hint. */
export function TextField({ label, name, value, onChange, marked, hint, rows, required, ...native }: TextFieldProps) {
  const id = useId();
  // What was typed before the script ran stays (docs/architecture.md §3).
  const ref = useHydratedValue<HTMLInputElement & HTMLTextAreaElement>(value, onChange);
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    ref,
    name,
    value,
    required,
    className: styles.input,
    'aria-describedby': hintId,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {(marked ?? required) ? <RequiredMark /> : null}
      </label>
      {rows !== undefined ? (
        <textarea
          {...common}
          rows={rows}
          maxLength={native.maxLength}
          placeholder={native.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...common} {...native} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          <KeepNumbers text={hint} />
        </p>
      ) : null}
    </div>
  );
}
