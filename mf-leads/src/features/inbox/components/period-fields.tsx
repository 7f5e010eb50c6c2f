import { InputField } from '../../../components/form-field';
import { PERIOD_TEXT } from '../../../content/admin-text';
import type { FieldBinding } from '../hooks/use-draft';

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
