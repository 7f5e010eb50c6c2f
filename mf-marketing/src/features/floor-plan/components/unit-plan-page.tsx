import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { useMediaQuery } from '@gagyeong/ui';
import { Accordion } from '../../../components/accordion';
import { Disclaimer } from '../../../components/notice';
import {
  MODEL_UNIT_DISCLAIMERS,
  UNIT_PLAN_HEADING,
  UNIT_PLANS,
  VIEWER_PAGES,
  type UnitPlanPage as Page,
} from '../content';
import { EmodelTour } from './emodel-tour';
import { UnitPlanViewer } from './unit-plan-viewer';
import { ZoomViewport } from './zoom-viewport';
import { FloorPlanFrame } from './floor-plan-frame';
import styles from './floor-plan.module.css';

/**
 * /FloorPlan/59A … 114B: the type's zoomable plan. Up to 900px the type guide (the viewer) and the
 * E-model house follow in an accordion; the plan itself is left to the viewer when it has this type.
 */
export function UnitPlanPage({ page }: { readonly page: Page }) {
  const plan = UNIT_PLANS[page];
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const inViewer = VIEWER_PAGES.includes(page);
  const showPlan = !mobile || !inViewer;

  return (
    <FloorPlanFrame eyebrow="UNIT PLAN" heading={UNIT_PLAN_HEADING}>
      <div className={styles.typeHead}>
        <h3 className={styles.typeTitle}>
          {plan.label}
          <span className={styles.typeUnit}> 타입</span>
        </h3>
        <dl className={styles.specs}>
          <div>
            <dt>전용면적</dt>
            <dd>{plan.area}</dd>
          </div>
          <div>
            <dt>평면 구성</dt>
            <dd>{plan.layout}</dd>
          </div>
          <div>
            <dt>실 구성</dt>
            <dd>{plan.rooms}</dd>
          </div>
        </dl>
      </div>
      {plan.note ? (
        <p className={styles.note} role="note">
          {plan.note}
        </p>
      ) : null}

      {showPlan ? (
        // Keyed by page: moving to another type starts that plan unzoomed.
        <ZoomViewport key={page} label={`${plan.label} 타입 평면도`}>
          <img
            src={plan.image}
            alt={`${plan.label} 타입 평면도: ${plan.layout}, ${plan.rooms}, 거실·주방·침실·욕실·드레스룸·발코니·현관 배치와 치수`}
            width={plan.width}
            height={plan.height}
            decoding="async"
          />
        </ZoomViewport>
      ) : null}

      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>

      {mobile ? (
        <Accordion
          className={styles.mobileAccordion}
          defaultOpenId="guide"
          items={[
            { id: 'guide', title: '타입 안내', content: <UnitPlanViewer key={page} initialPage={page} /> },
            { id: 'emodel', title: 'E-모델하우스', content: <EmodelTour /> },
          ]}
        />
      ) : null}

      <Disclaimer items={MODEL_UNIT_DISCLAIMERS} />
    </FloorPlanFrame>
  );
}
