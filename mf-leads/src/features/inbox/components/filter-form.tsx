import type { FormHTMLAttributes, ReactNode } from 'react';
import type { SelectOption } from '../../../components/form-field';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

export type FilterFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'className'> & {
  readonly submitLabel: string;
  /** Marks the button while a submission runs. */
  readonly pending?: boolean;
  /** What follows the button (a link, a problem). */
  readonly after?: ReactNode;
  readonly children: ReactNode;
};

/** The admin sections' forms: their fields in a row that wraps, then the submit button. */
export function FilterForm({ submitLabel, pending, after, children, ...form }: FilterFormProps) {
  return (
    <form className={styles.filters} {...form}>
      {children}
      <button type="submit" className={formStyles.submit} aria-disabled={pending}>
        {submitLabel}
      </button>
      {after}
    </form>
  );
}

/** A filter's choices: any ('', labelled `all`), then each value with its label. */
export function filterOptions<T extends string>(
  all: string,
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption<T | ''>[] {
  return [{ value: '', label: all }, ...values.map((value) => ({ value, label: labels[value] }))];
}
