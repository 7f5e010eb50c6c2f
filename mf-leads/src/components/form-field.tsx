import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useHydratedValue } from '@gagyeong/ui';
import styles from './form.module.css';

interface FieldProps {
  /** The control's id, which its label points at. */
  readonly id: string;
  readonly label: ReactNode;
  /** Added to the field's own class (a narrower field, say). */
  readonly className?: string;
}

/** A label above its control (the children, which carry `id`), as every form here lays them out. */
export function Field({ id, label, className, children }: FieldProps & { readonly children: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'>;

/** A control's own id, unless the caller names it (to point a hint at it, say). */
type OwnId = Omit<FieldProps, 'id'> & { readonly id?: string };

/**
 * A labelled input; `onValue` gets what is typed, also what was typed before the script ran
 * (docs/architecture.md §3).
 */
export function InputField({
  id: named,
  label,
  className,
  value,
  onValue,
  ...input
}: OwnId & InputProps & { readonly value: string; readonly onValue: (value: string) => void }) {
  const own = useId();
  const id = named ?? own;
  const ref = useHydratedValue(value, onValue);
  return (
    <Field id={id} label={label} className={className}>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        {...input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}

export interface SelectOption<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'onChange' | 'value'>;

/**
 * A labelled select of `options`; `onValue` gets the chosen option's value, as typed as the
 * options, also for a choice made before the script ran.
 */
export function SelectField<T extends string | number>({
  id: named,
  label,
  className,
  options,
  value,
  onValue,
  ...select
}: OwnId &
  SelectProps & {
    readonly options: readonly SelectOption<T>[];
    readonly value: T;
    readonly onValue: (value: T) => void;
  }) {
  const own = useId();
  const id = named ?? own;
  const ref = useHydratedValue<HTMLSelectElement>(String(value), (shown) => {
    const chosen = options.find((option) => String(option.value) === shown);
    if (chosen) onValue(chosen.value);
  });
  return (
    <Field id={id} label={label} className={className}>
      <select
        ref={ref}
        id={id}
        className={styles.input}
        {...select}
        value={value}
        onChange={(event) => {
          const chosen = options[event.target.selectedIndex];
          if (chosen) onValue(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
