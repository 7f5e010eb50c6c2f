import { UNIT_PLAN_LABEL_TO_PATH, type FloorPlanPage, type MenuLink } from '@gagyeong/contracts';
import plan84a from '../../assets/floor-plan/plan-84a.svg';
import plan84b from '../../assets/floor-plan/plan-84b.svg';
import plan84c from '../../assets/floor-plan/plan-84c.svg';
import plan84d from '../../assets/floor-plan/plan-84d.svg';
import plan114a from '../../assets/floor-plan/plan-114a.svg';
import plan114b from '../../assets/floor-plan/plan-114b.svg';
import { FACTS, PROJECT } from '../../content/project';

/** The floor-plan pages that show a unit plan (the others are videos and the E-model house). */
export type UnitPlanPage = Exclude<FloorPlanPage, 'videos' | 'Emodel'>;

export interface UnitPlan {
  /** What the visitor sees: the menu label (84A–84D serve the legacy 59A–84B paths), or 114A/114B. */
  readonly label: string;
  readonly image: string;
  /** Intrinsic size of the plan artwork. */
  readonly width: number;
  readonly height: number;
  /** Exclusive area as shown in the type summary. */
  readonly area: string;
  readonly layout: string;
  readonly rooms: string;
  readonly features: readonly string[];
  /** Present for types that are not confirmed for supply. */
  readonly note?: string;
}

/** Visible label of a legacy unit-plan path, read from the contracts' mapping. */
function labelOf(page: UnitPlanPage): string {
  const path = `/FloorPlan/${page}`;
  return UNIT_PLAN_LABEL_TO_PATH.find(([, to]) => to === path)?.[0] ?? page;
}

const AREA_84 = FACTS.unitArea;
const AREA_114 = '전용 114㎡ (검토안)';

const DIVERSIFICATION_NOTE = `현재 공급 계획은 ${FACTS.housingType}입니다. 114㎡ 타입은 타입 다양화에 따라 검토 중인 평면(안)으로, 공급 여부와 구성은 확정되지 않았습니다.`;

export const UNIT_PLANS: Readonly<Record<UnitPlanPage, UnitPlan>> = {
  '59A': {
    label: labelOf('59A'),
    image: plan84a,
    width: 1510,
    height: 1430,
    area: AREA_84,
    layout: '4Bay 판상형',
    rooms: '침실 3 · 욕실 2',
    features: [
      '침실2·침실3·거실·침실1이 남향으로 나란히 놓인 4Bay 구조',
      '주방·식당과 거실을 잇는 개방형 LDK',
      '부부 침실 전용 드레스룸과 욕실',
    ],
  },
  '59B': {
    label: labelOf('59B'),
    image: plan84b,
    width: 1390,
    height: 1520,
    area: AREA_84,
    layout: '3Bay 판상형',
    rooms: '침실 3 · 욕실 2',
    features: ['넓은 거실 폭을 확보한 3Bay 구조', '북측 침실3을 분리한 가족 맞춤 동선', '넉넉한 부부 침실 드레스룸'],
  },
  '84A': {
    label: labelOf('84A'),
    image: plan84c,
    width: 1600,
    height: 1360,
    area: AREA_84,
    layout: '2면 개방형',
    rooms: '침실 3 · 알파룸 · 욕실 2',
    features: ['남·동 두 방향 발코니로 채광과 조망을 넓힌 설계', '서재·취미실로 쓰는 알파룸', '주방 옆 팬트리 수납'],
  },
  '84B': {
    label: labelOf('84B'),
    image: plan84d,
    width: 1510,
    height: 1430,
    area: AREA_84,
    layout: '4Bay 판상형 (대칭형)',
    rooms: '침실 3 · 욕실 2',
    features: ['84A 타입을 좌우 대칭한 4Bay 구조', '부부 침실을 서측에 둔 배치', '개방형 LDK와 다용도실'],
  },
  '114A': {
    label: '114A',
    image: plan114a,
    width: 1720,
    height: 1550,
    area: AREA_114,
    layout: '4Bay 판상형',
    rooms: '침실 4 · 욕실 2',
    features: ['남향 4Bay와 북측 침실4', '주방 팬트리와 대형 드레스룸', '가족 구성원별 독립 공간'],
    note: DIVERSIFICATION_NOTE,
  },
  '114B': {
    label: '114B',
    image: plan114b,
    width: 1780,
    height: 1450,
    area: AREA_114,
    layout: '2면 개방형',
    rooms: '침실 4 · 욕실 2',
    features: ['남·동 두 방향 발코니', '넓은 부부 침실과 드레스룸', '주방 팬트리 수납'],
    note: DIVERSIFICATION_NOTE,
  },
};

/** docs/product.md §9: the unit-plan viewer shows three types (84A, 84B, 84C). */
export const VIEWER_PAGES: readonly UnitPlanPage[] = ['59A', '59B', '84A'];

/** Viewer tab label with the area sign (docs/product.md §3 "Unit type"). */
export const viewerLabel = (plan: UnitPlan) => `${plan.label}㎡`;

export const UNIT_PLAN_HEADING = `${PROJECT.name} 민간임대 ${FACTS.households} · ${PROJECT.buildings}개동`;

export const FLOOR_PLAN_COPY = {
  title: '평면안내',
  text: `${FACTS.unitArea}, 공원을 담은 여유로운 공간 설계`,
} as const;

/** Side menu of the unit-plan pages: the unit-plan labels plus the E-model house. */
export const FLOOR_PLAN_MENU: readonly MenuLink[] = [
  ...UNIT_PLAN_LABEL_TO_PATH.map(([subTitle, subUrl]) => ({ subTitle, subUrl })),
  { subTitle: 'E-모델하우스', subUrl: '/FloorPlan/Emodel' },
];

/** Side menu of the videos page (docs/product.md §2 "/FloorPlan/videos"). */
export const VIDEOS_MENU: readonly MenuLink[] = [
  { subTitle: '평면 영상', subUrl: '/FloorPlan/videos' },
  { subTitle: '입지안내', subUrl: '/LocationEnvironment/intro' },
  { subTitle: '프리미엄', subUrl: '/LocationEnvironment/primium' },
];

export const MODEL_UNIT_DISCLAIMERS = [
  '평면도와 이미지는 유상옵션이 포함된 모델하우스(견본주택) 기준으로, 옵션 품목과 위치는 실제 시공과 다를 수 있습니다.',
  '치수와 가구 배치는 이해를 돕기 위한 것으로 실제와 다를 수 있으며, 세부 사항은 입주자 모집공고를 따릅니다.',
  '발코니 확장 여부와 마감재는 계약 조건에 따라 달라질 수 있습니다.',
] as const;

/** The pages whose tabs have addresses of their own (contracts' page-tabs.ts). */
export const VIDEOS_PATH = '/FloorPlan/videos';
export const EMODEL_PATH = '/FloorPlan/Emodel';

/** docs/product.md §2 "/FloorPlan/Emodel". */
export const EMODEL_HINT = '화면을 클릭하시면 VR을 보실 수 있습니다';
export const EMODEL_PENDING_TEXT = 'VR 모델하우스는 준비 중입니다';
/** docs/product.md §9: at most five model-house tabs. */
export const MAX_EMODEL_TABS = 5;
export const DEFAULT_EMODEL_ID = '84A';
