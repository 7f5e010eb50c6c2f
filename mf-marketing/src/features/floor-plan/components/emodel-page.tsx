import { useId } from 'react';
import bannerUrl from '../../../assets/floor-plan/banner.svg';
import { Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PROJECT } from '../../../content/project';
import { FLOOR_PLAN_MENU, MODEL_UNIT_DISCLAIMERS } from '../content';
import { EmodelTour } from './emodel-tour';
import styles from './floor-plan.module.css';

/** /FloorPlan/Emodel: the model-house virtual tour by type. */
export function EmodelPage() {
  const headingId = useId();
  return (
    <SubPageLayout
      title="E-모델하우스"
      text="집에서 편하게 둘러보는 가상 모델하우스"
      banner={bannerUrl}
      menu={FLOOR_PLAN_MENU}
      menuVariant="side"
    >
      <section aria-labelledby={headingId}>
        <header className={styles.head}>
          <p className={styles.eyebrow}>E-MODEL HOUSE</p>
          <h2 id={headingId} className={styles.heading}>
            {PROJECT.name} 가상 모델하우스
          </h2>
          <p className={styles.lead}>타입을 고르면 해당 세대의 가상 투어가 열립니다.</p>
        </header>
        <EmodelTour />
        <Disclaimer items={MODEL_UNIT_DISCLAIMERS} />
      </section>
    </SubPageLayout>
  );
}
