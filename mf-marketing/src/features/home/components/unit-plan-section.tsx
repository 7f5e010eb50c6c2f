import { Link } from 'react-router-dom';
import { UNIT_PLAN_LABEL_TO_PATH } from '@gagyeong/contracts';
import { withParticle } from '@gagyeong/contracts/korean';
import planUrl from '../../../assets/home/plan-preview.svg';
import { FadeInImage } from '../../../components/fade-in-image';
import { FACTS, PROJECT } from '../../../content/project';
import { HomeSection, SectionTitle, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

/** docs/product.md §2: the preview links to this unit-plan page. */
export const UNIT_PREVIEW_PATH = '/FloorPlan/84A';
const previewLabel = UNIT_PLAN_LABEL_TO_PATH.find(([, path]) => path === UNIT_PREVIEW_PATH)?.[0] ?? '';

const FEATURES = [
  '맞통풍과 채광을 고려한 판상형 배치',
  '드레스룸과 팬트리를 갖춘 넉넉한 수납',
  '가족이 모이는 넓은 거실과 주방',
] as const;

/** Section 5: unit-plan preview. */
export function UnitPlanSection({ active }: HomeSectionProps) {
  return (
    <HomeSection name="unit" active={active}>
      <div className={`${styles.inner} ${styles.split}`}>
        <div className={styles.reveal}>
          <SectionTitle name="unit" eyebrow="UNIT PLAN">
            {FACTS.unitArea},
            <br />
            넓게 누리는 공간
          </SectionTitle>
          <p className={styles.body}>
            {PROJECT.name}의 모든 세대는 {withParticle(FACTS.housingType, '으로/로')} 계획되어 있습니다. 생활 동선과
            수납을 먼저 생각한 평면으로 가족 모두의 일상을 여유롭게 담습니다.
          </p>
          <ul className={styles.checks}>
            {FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Link to={UNIT_PREVIEW_PATH} className={styles.primaryButton}>
            {previewLabel} 타입 평면 보기
          </Link>
        </div>
        <div className={`${styles.planFrame} ${styles.reveal}`}>
          <FadeInImage
            src={planUrl}
            alt={`${FACTS.unitArea} 평면 예시: 거실, 주방·식당, 침실 3개, 욕실 2개, 드레스룸, 발코니`}
            width={800}
            height={600}
          />
          <p className={styles.planNote}>평면 이미지는 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.</p>
        </div>
      </div>
    </HomeSection>
  );
}
