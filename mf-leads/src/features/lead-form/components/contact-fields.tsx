import { LEAD_LIMITS } from '@gagyeong/contracts/leads';
import { FIELD_LABELS, FORM_TEXT } from '../../../content/leads-text';
import { TextField } from './text-field';

interface FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** 이름: required on every form (docs/product.md §5). */
export function NameField({ value, onChange }: FieldProps) {
  return (
    <TextField
      label={FIELD_LABELS.name}
      name="name"
      value={value}
      onChange={onChange}
      required
      autoComplete="name"
      maxLength={LEAD_LIMITS.name}
      placeholder={FORM_TEXT.namePlaceholder}
    />
  );
}

/** 연락처: required, `type="tel"`; only the home visit form adds a format (pattern and hint). */
export function PhoneField({ value, onChange, pattern, hint }: FieldProps & { pattern?: string; hint?: string }) {
  return (
    <TextField
      label={FIELD_LABELS.phone}
      name="phone"
      type="tel"
      value={value}
      onChange={onChange}
      required
      pattern={pattern}
      autoComplete="tel"
      inputMode="tel"
      maxLength={LEAD_LIMITS.phone}
      placeholder={FORM_TEXT.phonePlaceholder}
      hint={hint}
    />
  );
}
