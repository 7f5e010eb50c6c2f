import bannerUrl from '../../../assets/floor-plan/banner.svg';
import { Disclaimer } from '../../../components/notice';
import { HeadedSection } from '../../../components/section-head';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PROJECT } from '../../../content/project';
import { FLOOR_PLAN_MENU, MODEL_UNIT_DISCLAIMERS } from '../content';
import { EmodelTour } from './emodel-tour';
import { HEAD_CLASSES } from './head-classes';

/** /FloorPlan/Emodel: the model-house virtual tour by type. */
export function EmodelPage() {
  return (
    <SubPageLayout
      title="E-모델하우스"
      text="집에서 편하게 둘러보는 가상 모델하우스"
      banner={bannerUrl}
      menu={FLOOR_PLAN_MENU}
      menuVariant="side"
    >
      <HeadedSection
        classes={HEAD_CLASSES}
        eyebrow="E-MODEL HOUSE"
        title={`${PROJECT.name} 가상 모델하우스`}
        lead="타입을 고르면 해당 세대의 가상 투어가 열립니다."
      >
        <EmodelTour />
        <Disclaimer items={MODEL_UNIT_DISCLAIMERS} />
      </HeadedSection>
    </SubPageLayout>
  );
}
