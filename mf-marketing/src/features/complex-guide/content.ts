import type { UNIT_PLAN_LABEL_TO_PATH } from '@gagyeong/contracts';
import { withParticle } from '@gagyeong/contracts/korean';
import type { ZoomableFigureText } from '../../components/zoomable-figure';
import { FACTS, PROJECT } from '../../content/project';

export const COMPLEX_COPY = {
  intro: { title: '단지배치도', text: `중앙공원을 품은 ${FACTS.scaleShort}` },
  detail: { title: '동호수배치도', text: `${PROJECT.buildings}개동 ${FACTS.households}의 동·호수 배치` },
  community: { title: '커뮤니티', text: '단지 안에서 누리는 운동, 배움, 휴식' },
} as const;

/** Numbered points of the site layout artwork (the numbers are drawn in the image). */
export const SITE_LAYOUT_POINTS = [
  '주출입구',
  '부출입구',
  '중앙 수경공간',
  '순환 산책로',
  '어린이놀이터',
  '지하주차장 진입',
] as const;

export const SPECIAL_DESIGN_POINTS = [
  { title: '공원형 단지', text: '차량은 지하로, 지상은 중앙공원과 순환 산책로 중심의 보행 공간으로 계획했습니다.' },
  {
    title: '남향 위주 배치',
    text: `지상 최고 ${PROJECT.floorsAbove}층 ${PROJECT.buildings}개동을 공원 주변에 열어 두어 채광과 조망을 고려했습니다.`,
  },
  {
    title: '넉넉한 주차',
    text: `지하 ${PROJECT.floorsBelow}개층 주차공간에 ${withParticle(FACTS.parking, '을/를')} 계획했습니다.`,
  },
] as const;

/** The drawings that pan and zoom on a phone (components/zoomable-figure.tsx). */
function zoomText(label: string): ZoomableFigureText {
  return {
    label,
    panHint: '밀거나 스크롤해서 도면 전체를 볼 수 있습니다.',
    zoomHint: '버튼으로 확대·축소할 수 있습니다.',
    zoomIn: `${label} 확대`,
    zoomOut: `${label} 축소`,
    level: (level) => (level === 'fit' ? '전체' : `${Math.round(Number(level) * 100)}%`),
  };
}
export const SITE_LAYOUT_ZOOM = zoomText('단지배치도');
export const PLACEMENT_ZOOM = zoomText('동호수 배치도');

export const COMPLEX_DISCLAIMERS = [
  '단지배치도와 이미지는 소비자의 이해를 돕기 위한 것으로, 인허가 과정에서 동 배치, 조경, 시설 위치가 변경될 수 있습니다.',
  '주출입구·부출입구와 지하주차장 진입 위치는 교통영향평가 등 관계기관 협의에 따라 달라질 수 있습니다.',
  '단지 내 시설의 명칭과 면적, 운영 방식은 확정되지 않았으며 입주자 모집공고를 따릅니다.',
] as const;

export type UnitTypeLabel = (typeof UNIT_PLAN_LABEL_TO_PATH)[number][0];

/** Colours of the unit types in the placement map and its legend. */
export const UNIT_TYPE_COLORS: Readonly<Record<UnitTypeLabel, string>> = {
  '84A': '#2f5d50',
  // The brand's strong brass (--gg-accent-strong): white 호 labels on it keep 5.3:1.
  '84B': '#86672a',
  '84C': '#4f7388',
  '84D': '#9a5640',
};

export interface PlacedBuilding {
  readonly dong: string;
  /** Centre in the map's 1200×760 coordinates, and rotation in degrees. */
  readonly x: number;
  readonly y: number;
  readonly rotate: number;
  /** Unit type of each 호 line, 1호 first. */
  readonly lines: readonly UnitTypeLabel[];
}

/** Planned placement (not final): which type each 호 line of each 동 has. */
export const PLACED_BUILDINGS: readonly PlacedBuilding[] = [
  { dong: '101동', x: 230, y: 190, rotate: -8, lines: ['84A', '84A', '84B', '84C'] },
  { dong: '102동', x: 430, y: 140, rotate: -4, lines: ['84A', '84B', '84B', '84A'] },
  { dong: '103동', x: 640, y: 130, rotate: 0, lines: ['84C', '84A', '84A', '84C'] },
  { dong: '104동', x: 850, y: 150, rotate: 5, lines: ['84A', '84B', '84B', '84D'] },
  { dong: '105동', x: 1000, y: 320, rotate: 12, lines: ['84C', '84A', '84A', '84D'] },
  { dong: '106동', x: 290, y: 560, rotate: 4, lines: ['84D', '84A', '84A', '84B'] },
  { dong: '107동', x: 900, y: 580, rotate: -6, lines: ['84B', '84A', '84A', '84C'] },
];

export const PLACEMENT_DISCLAIMERS = [
  '동·호수 배치는 계획 단계의 안으로, 인허가와 설계 변경에 따라 달라질 수 있습니다.',
  `호수별 타입과 층별 세대 구성은 입주자 모집공고에서 확정됩니다. (총 ${FACTS.households}, ${FACTS.scale})`,
] as const;

export const COMMUNITY_INTRO = {
  heading: '일상을 채우는 단지 안의 커뮤니티',
  lead: `운동과 취미, 배움과 돌봄, 이웃과의 만남까지. ${PROJECT.name} 입주민을 위한 커뮤니티 시설을 단지 중앙에 계획했습니다.`,
} as const;

export const COMMUNITY_DISCLAIMERS = [
  '커뮤니티 시설은 계획 단계로, 시설 구성·면적·위치는 인허가 과정에서 변경될 수 있습니다.',
  '게스트하우스는 계획(예정) 시설이며, 시설별 운영 방식과 이용료는 입주 후 관리규약에 따라 정해집니다.',
] as const;
