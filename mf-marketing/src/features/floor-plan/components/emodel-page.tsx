import { Disclaimer } from '../../../components/notice';
import { PROJECT } from '../../../content/project';
import { MODEL_UNIT_DISCLAIMERS } from '../content';
import { EmodelTour } from './emodel-tour';
import { FloorPlanFrame } from './floor-plan-frame';

/** /FloorPlan/Emodel: the model-house virtual tour by type. */
export function EmodelPage() {
  return (
    <FloorPlanFrame
      title="E-모델하우스"
      text="집에서 편하게 둘러보는 가상 모델하우스"
      eyebrow="E-MODEL HOUSE"
      heading={`${PROJECT.name} 가상 모델하우스`}
      lead="타입을 고르면 해당 세대의 가상 투어가 열립니다."
    >
      <EmodelTour />
      <Disclaimer items={MODEL_UNIT_DISCLAIMERS} />
    </FloorPlanFrame>
  );
}
