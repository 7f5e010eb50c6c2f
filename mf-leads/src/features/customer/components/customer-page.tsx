import { useId, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { CUSTOMER_PATH, SITE, type PageBaseProps } from '@gagyeong/contracts';
import { LEAD_LIMITS } from '@gagyeong/contracts/leads';
import { FirstScreenImage } from '@gagyeong/ui';
import consultationImage from '../../../assets/customer-consultation.svg';
import { PageMeta } from '../../../components/page-meta';
import { CUSTOMER_TEXT, FIELD_LABELS, FORM_TEXT } from '../../../content/leads-text';
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
import styles from './customer-page.module.css';

/** Intrinsic size of the sample artwork. */
const CUSTOMER_IMAGE_SIZE = { width: 640, height: 420 } as const;

/**
 * /:site/customer (docs/product.md §2, §4, §5, §8): the customer-service page with its inquiry form. The
 * three fields carry the star, but only name and phone are required (docs/product.md §5).
 */
export function CustomerPage({ config, serverData }: PageBaseProps) {
  const { site = config.siteSlug } = useParams();
  const lead = useLeadForm({ config, form: 'customer' });
  const { values, status, setValue } = lead;
  const submitting = status === 'submitting';
  const formHeadingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void lead.submit(event.currentTarget);
  };

  const path = CUSTOMER_PATH(site);
  return (
    <div className={styles.page}>
      <PageMeta
        title={CUSTOMER_TEXT.metaTitle}
        description={CUSTOMER_TEXT.metaDescription}
        path={path}
        siteUrl={config.siteUrl}
        breadcrumb={[{ name: CUSTOMER_TEXT.breadcrumb, path }]}
      />
      <header className={styles.header}>
        <p className={styles.eyebrow}>CUSTOMER CENTER</p>
        <h1 className={styles.title}>{CUSTOMER_TEXT.title}</h1>
      </header>
      <div className={styles.columns}>
        <section className={styles.info} aria-label="상담 안내">
          {/* The page's largest first-screen element (no banner on this page). */}
          <FirstScreenImage
            className={styles.image}
            src={consultationImage}
            alt={CUSTOMER_TEXT.imageAlt}
            size={CUSTOMER_IMAGE_SIZE}
          />
          {CUSTOMER_TEXT.blurb.map((line) => (
            <p key={line} className={styles.blurb}>
              {line}
            </p>
          ))}
          <p className={styles.phone}>
            <span className={styles.phoneLabel}>{CUSTOMER_TEXT.phoneLabel}</span>{' '}
            <a href={SITE.phoneHref} className={styles.phoneNumber}>
              {SITE.phone}
            </a>
          </p>
          <p className={styles.hours}>{CUSTOMER_TEXT.hours}</p>
        </section>
        <section className={styles.formCard} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className={styles.formTitle}>
            {CUSTOMER_TEXT.formTitle}
          </h2>
          <form
            className={formStyles.form}
            method="post"
            action={config.leads.customer}
            aria-labelledby={formHeadingId}
            aria-busy={submitting}
            onSubmit={onSubmit}
          >
            <p className={formStyles.requiredNote}>{FORM_TEXT.requiredNote}</p>
            <NameField value={values.name} onChange={(value) => setValue('name', value)} />
            <PhoneField value={values.phone} onChange={(value) => setValue('phone', value)} />
            <TextField
              label={FIELD_LABELS.message}
              name="message"
              rows={5}
              marked
              value={values.message}
              onChange={(value) => setValue('message', value)}
              maxLength={LEAD_LIMITS.message}
              placeholder={FORM_TEXT.customerMessagePlaceholder}
            />
            <LandingFields serverData={serverData} />
            <HoneypotField value={values._gotcha} onChange={(value) => setValue('_gotcha', value)} />
            <ConsentNotice checked={values.consent} onChange={(checked) => setValue('consent', checked)} />
            <button type="submit" className={formStyles.submit} disabled={submitting}>
              {submitting ? FORM_TEXT.submitting : CUSTOMER_TEXT.submit}
            </button>
            <InlineResult status={status} detail={lead.detail} />
          </form>
        </section>
      </div>
    </div>
  );
}
