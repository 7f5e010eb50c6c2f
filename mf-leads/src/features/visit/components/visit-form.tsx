import type { FormEvent } from 'react';
import type { PageBaseProps } from '@gagyeong/contracts';
import { LEAD_LIMITS, VISIT_PHONE_PATTERN } from '@gagyeong/contracts/leads';
import { FIELD_LABELS, FORM_TEXT, VISIT_TEXT } from '../../../content/leads-text';
import {
  ConsentNotice,
  HoneypotField,
  InlineResult,
  NameField,
  PhoneField,
  TextField,
  LandingFields,
  useLeadForm,
} from '../../lead-form';
import formStyles from '../../../components/form.module.css';
import styles from './visit-form.module.css';

/**
 * The home page's visit reservation (docs/product.md §2, §5, §7; the marketing remote's last section gives
 * it its heading and introduction): a classic form that posts name, phone,
 * message, _gotcha and consent to `config.leads.visit` and works as such (the server answers a
 * Korean page); with JavaScript it is sent in place and the result shown under it.
 */
export function VisitForm({ config, serverData }: PageBaseProps) {
  const lead = useLeadForm({ config, form: 'visit' });
  const { values, status, setValue } = lead;
  const submitting = status === 'submitting';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void lead.submit(event.currentTarget);
  };

  return (
    <div className={styles.wrapper}>
      <form
        className={formStyles.form}
        method="post"
        action={config.leads.visit}
        aria-label={VISIT_TEXT.title}
        aria-busy={submitting}
        onSubmit={onSubmit}
      >
        <p className={formStyles.requiredNote}>{FORM_TEXT.requiredNote}</p>
        <div className={styles.row}>
          <NameField value={values.name} onChange={(value) => setValue('name', value)} />
          <PhoneField
            value={values.phone}
            onChange={(value) => setValue('phone', value)}
            pattern={VISIT_PHONE_PATTERN}
            hint={FORM_TEXT.visitPhoneHint}
          />
        </div>
        <TextField
          label={FIELD_LABELS.message}
          name="message"
          rows={5}
          value={values.message}
          onChange={(value) => setValue('message', value)}
          maxLength={LEAD_LIMITS.message}
          placeholder={FORM_TEXT.messagePlaceholder}
        />
        <LandingFields serverData={serverData} />
        <HoneypotField value={values._gotcha} onChange={(value) => setValue('_gotcha', value)} />
        <ConsentNotice checked={values.consent} onChange={(checked) => setValue('consent', checked)} />
        <button type="submit" className={formStyles.submit} disabled={submitting}>
          {submitting ? FORM_TEXT.submitting : VISIT_TEXT.submit}
        </button>
        <InlineResult status={status} detail={lead.detail} />
      </form>
    </div>
  );
}
