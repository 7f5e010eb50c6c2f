import bannerUrl from '../../../assets/sales/banner.svg';
import { Accordion } from '../../../components/accordion';
import { Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { SUBSCRIPTION_FAQ, SUBSCRIPTION_STEPS } from '../sales-copy';
import { SALES_EYEBROW, SALES_MENU } from './sales-menu';
import styles from './sales-pages.module.css';

export function SubscriptionGuidePage() {
  return (
    <SubPageLayout
      title="청약안내"
      text="자격 확인부터 계약까지, 청약 절차를 단계별로 안내합니다"
      banner={bannerUrl}
      menu={SALES_MENU}
      eyebrow={SALES_EYEBROW}
    >
      <section aria-labelledby="subscription-steps-title">
        <h2 id="subscription-steps-title" className={styles.sectionTitle}>
          청약 절차
        </h2>
        <ol className={styles.steps}>
          {SUBSCRIPTION_STEPS.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <span className={styles.stepNumber}>STEP {String(index + 1).padStart(2, '0')}</span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              {step.paragraphs?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {step.items ? (
                <ul className={styles.items}>
                  {step.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.faq} aria-labelledby="subscription-faq-title">
        <h2 id="subscription-faq-title" className={styles.sectionTitle}>
          자주 묻는 질문
        </h2>
        <Accordion
          items={SUBSCRIPTION_FAQ.map((faq) => ({
            id: faq.id,
            title: faq.question,
            content: <p className={styles.answer}>{faq.answer}</p>,
          }))}
        />
      </section>
      <Disclaimer
        items={[
          '청약 방법과 일정은 예정 사항으로, 입주자 모집공고에서 확정됩니다.',
          '부적격 당첨, 서류 미비 등으로 인한 불이익은 신청자에게 있으니 모집공고를 꼼꼼히 확인해 주세요.',
        ]}
      />
    </SubPageLayout>
  );
}
