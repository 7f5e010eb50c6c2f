import { useId } from 'react';
import { INTEREST_PAGE_PATH, type PageBaseProps } from '@gagyeong/contracts';
import { menuTrail } from '@gagyeong/contracts/structured-data';
import bannerImage from '../../../assets/interest-banner.svg';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { FORM_TEXT, INTEREST_PAGE_TEXT } from '../../../content/leads-text';
import { InterestForm, useLeadForm } from '../../lead-form';
import styles from './interest-page.module.css';

/**
 * /Promotion/Customer: banner and the popup's interest form in the page, with the same
 * fields, states, messages and consent. Posts to the popup's endpoint: it is the same lead. Every
 * popup opener links here, for a tap before the scripts run or without them.
 */
export function InterestPage({ config, serverData }: PageBaseProps) {
  const lead = useLeadForm({ config, form: 'popup' });
  const headingId = useId();
  return (
    <>
      <PageMeta
        title={INTEREST_PAGE_TEXT.metaTitle}
        description={INTEREST_PAGE_TEXT.metaDescription}
        path={INTEREST_PAGE_PATH}
        siteUrl={config.siteUrl}
        breadcrumb={menuTrail(INTEREST_PAGE_PATH, INTEREST_PAGE_TEXT.title)}
      />
      <PageBanner
        siteSlug={config.siteSlug}
        title={INTEREST_PAGE_TEXT.title}
        text={INTEREST_PAGE_TEXT.text}
        image={bannerImage}
      >
        <section className={styles.card} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {INTEREST_PAGE_TEXT.formTitle}
          </h2>
          <p className={styles.intro}>{INTEREST_PAGE_TEXT.formIntro}</p>
          <InterestForm
            lead={lead}
            action={config.leads.popup}
            label={INTEREST_PAGE_TEXT.formTitle}
            onDone={lead.startOver}
            doneLabel={FORM_TEXT.startOver}
            serverData={serverData}
          />
        </section>
      </PageBanner>
    </>
  );
}
