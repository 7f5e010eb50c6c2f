import { HONEYPOT_FIELD } from '@gagyeong/contracts/leads';
import { visuallyHidden } from '@gagyeong/ui';
import { FIELD_LABELS } from '../../../content/leads-text';

/**
 * docs/product.md §5 honeypot: out of sight, out of the tab order and of the accessibility tree, so only a
 * bot fills it; the server then answers as usual and stores nothing.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        {FIELD_LABELS.honeypot}
        <input
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
