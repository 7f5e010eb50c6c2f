import { HONEYPOT_FIELD } from '@gagyeong/contracts/leads';
import { useHydratedValue, visuallyHidden } from '@gagyeong/ui';
import { FIELD_LABELS } from '../../../content/leads-text';

/**
 * docs/product.md §5 honeypot: out of sight, out of the tab order and of the accessibility tree, so only a
 * bot fills it; the server then answers as usual and stores nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  // A bot that filled it before the script ran is still caught.
  const ref = useHydratedValue(value, onChange);
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        {FIELD_LABELS.honeypot}
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
