import type { FormHTMLAttributes, ReactNode } from 'react';
import { InputField, type SelectOption } from '../../../components/form-field';
import { PERIOD_TEXT } from '../../../content/admin-text';
import type { FieldBinding } from '../hooks/use-draft';
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

/**
 * 시작일 and 종료일 of a filter form. `named` submits them as `from` and `to` (a GET form);
 * `ordered` keeps the start on or before the end as the dates are picked.
 */
export function PeriodFields({
  from,
  to,
  named = false,
  ordered = false,
}: {
  readonly from: FieldBinding<string>;
  readonly to: FieldBinding<string>;
  readonly named?: boolean;
  readonly ordered?: boolean;
}) {
  const bound = (date: string) => (ordered && date ? date : undefined);
  return (
    <>
      <InputField
        label={PERIOD_TEXT.from}
        name={named ? 'from' : undefined}
        type="date"
        max={bound(to.value)}
        {...from}
      />
      <InputField label={PERIOD_TEXT.to} name={named ? 'to' : undefined} type="date" min={bound(from.value)} {...to} />
    </>
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
