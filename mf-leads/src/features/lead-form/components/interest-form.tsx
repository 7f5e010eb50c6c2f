import type { FormEvent } from 'react';
import { FORM_TEXT } from '../../../content/leads-text';
import type { LeadFormState } from '../hooks/use-lead-form';
import { ConsentNotice } from './consent-notice';
import { HoneypotField } from './honeypot-field';
import { LandingFields } from './landing-fields';
import { LeadResult } from './lead-result';
import { NameField, PhoneField } from './contact-fields';
import styles from '../../../components/form.module.css';

export interface InterestFormProps {
  readonly lead: LeadFormState;
  /** Where the form posts without JavaScript (the same endpoint the script uses). */
  readonly action: string;
  /** Accessible name of the form. */
  readonly label: string;
  readonly onDone: () => void;
  readonly doneLabel: string;
  /** What the page's module loaded on the server: the visit's attribution, posted as hidden fields. */
  readonly serverData?: unknown;
}

/**
 * The interest registration form of the popup and of /Promotion/Customer: 이름 and 연락처 with
 * only the browser's required check (docs/product.md §5), consent, and a result that replaces the form.
 */
export function InterestForm({ lead, action, label, onDone, doneLabel, serverData }: InterestFormProps) {
  const { values, status, setValue } = lead;
  if (status === 'success' || status === 'failure' || status === 'network') {
    return (
      <LeadResult status={status} detail={lead.detail} onBack={lead.backToForm} onDone={onDone} doneLabel={doneLabel} />
    );
  }

  const submitting = status === 'submitting';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void lead.submit(event.currentTarget);
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      aria-label={label}
      aria-busy={submitting}
      onSubmit={onSubmit}
    >
      <p className={styles.requiredNote}>{FORM_TEXT.requiredNote}</p>
      <NameField value={values.name} onChange={(value) => setValue('name', value)} />
      <PhoneField value={values.phone} onChange={(value) => setValue('phone', value)} />
      <LandingFields serverData={serverData} />
      <HoneypotField value={values._gotcha} onChange={(value) => setValue('_gotcha', value)} />
      <ConsentNotice checked={values.consent} onChange={(checked) => setValue('consent', checked)} />
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? FORM_TEXT.submitting : FORM_TEXT.submit}
      </button>
    </form>
  );
}
