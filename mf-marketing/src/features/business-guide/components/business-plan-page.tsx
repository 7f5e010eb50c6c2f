import bannerUrl from '../../../assets/business/banner.svg';
import { ComingSoon } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PROJECT, TO_BE_ANNOUNCED } from '../../../content/project';
import { BUSINESS_EYEBROW, BUSINESS_MENU } from './business-menu';
import styles from './business-coming-soon.module.css';

/** The usual order of a private-rental supply; every date is still to be announced. */
const STEPS = ['입주자 모집공고', '청약 접수', '당첨자 발표', '서류 제출·자격 확인', '계약 체결', '입주'] as const;

export function BusinessPlanPage() {
  return (
    <SubPageLayout
      title="공급일정"
      text="모집공고부터 입주까지, 확정되는 대로 가장 먼저 알려 드립니다"
      banner={bannerUrl}
      menu={BUSINESS_MENU}
      eyebrow={BUSINESS_EYEBROW}
    >
      <ComingSoon
        title="공급일정을 준비하고 있습니다"
        text={
          <>
            <p>{PROJECT.name}의 공급일정은 인허가 절차를 거쳐 확정된 뒤 이 페이지와 입주자 모집공고로 안내합니다.</p>
            <p>관심고객으로 등록하시면 일정이 확정되는 즉시 연락드립니다.</p>
          </>
        }
        related={{ to: '/SalesInfo/guide', label: '공급안내 보기' }}
      />
      <section className={styles.steps} aria-labelledby="plan-steps-title">
        <h2 id="plan-steps-title" className={styles.stepsTitle}>
          진행 예정 절차
        </h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className={styles.stepNumber}>{String(index + 1).padStart(2, '0')}</span>
              <strong>{step}</strong>
              <span className={styles.stepDate}>{TO_BE_ANNOUNCED}</span>
            </li>
          ))}
        </ol>
      </section>
    </SubPageLayout>
  );
}
