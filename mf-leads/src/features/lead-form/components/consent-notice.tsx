import { useId } from 'react';
import { LEAD_CONSENT } from '@gagyeong/contracts/leads';
import { useHydratedChecked } from '@gagyeong/ui';
import styles from '../../../components/form.module.css';

export interface ConsentNoticeProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Form field name, for classic form posts. */
  readonly name?: string;
}

/**
 * What is collected, why, for how long, and the right to refuse (개인정보 보호법 §15), with the
 * required checkbox that starts unticked (docs/architecture.md §8).
 */
export function ConsentNotice({ checked, onChange, name = 'consent' }: ConsentNoticeProps) {
  const id = useId();
  const ref = useHydratedChecked(checked, onChange);
  const termsId = `${id}-terms`;
  return (
    <fieldset className={styles.consent}>
      <legend className={styles.consentTitle}>{LEAD_CONSENT.title}</legend>
      <dl id={termsId} className={styles.consentTerms}>
        <div>
          <dt>수집 항목</dt>
          <dd>{LEAD_CONSENT.items}</dd>
        </div>
        <div>
          <dt>함께 저장되는 정보</dt>
          <dd>{LEAD_CONSENT.alsoStored}</dd>
        </div>
        <div>
          <dt>수집·이용 목적</dt>
          <dd>{LEAD_CONSENT.purpose}</dd>
        </div>
        <div>
          <dt>보유·이용 기간</dt>
          <dd>{LEAD_CONSENT.retention}</dd>
        </div>
        <div>
          <dt>동의 거부 권리</dt>
          <dd>{LEAD_CONSENT.refusal}</dd>
        </div>
      </dl>
      <div className={styles.consentCheck}>
        <input
          ref={ref}
          id={`${id}-check`}
          type="checkbox"
          name={name}
          value="on"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={termsId}
        />
        <label htmlFor={`${id}-check`}>{LEAD_CONSENT.checkbox}</label>
      </div>
    </fieldset>
  );
}
