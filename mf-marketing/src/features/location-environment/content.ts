import { withParticle } from '@gagyeong/contracts/korean';
import { FACTS, PROJECT } from '../../content/project';

/**
 * Copy for the location pages. Places are phrased as directions and categories ("인근", "방면",
 * "계획") rather than distances or travel times, which are not confirmed.
 */
export type LocationIconName = 'transport' | 'education' | 'shopping' | 'medical' | 'nature' | 'jobs';

export interface LocationPoint {
  readonly id: LocationIconName;
  readonly en: string;
  readonly title: string;
  readonly text: string;
  readonly items: readonly string[];
}

/** A location page's words: its banner (title, text), then its section's eyebrow, heading and lead. */
export interface LocationPageCopy {
  readonly title: string;
  readonly text: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly lead: string;
}

export const LOCATION_INTRO: LocationPageCopy = {
  title: '입지안내',
  text: `${FACTS.location}, 공원과 도시 인프라를 함께 누리는 자리`,
  eyebrow: 'LOCATION',
  heading: '도시의 중심에서 누리는 여섯 가지 생활 가치',
  lead: `교통, 교육, 쇼핑, 의료·행정, 자연, 일자리까지. ${withParticle(PROJECT.name, '은/는')} 이미 자리 잡은 ${PROJECT.district} 생활권 위에 공원을 더합니다.`,
};

export const LOCATION_POINTS: readonly LocationPoint[] = [
  {
    id: 'transport',
    en: 'TRANSPORT',
    title: '광역 교통',
    text: '버스터미널과 고속도로 진출입이 가까워 도시 안팎으로 움직이기 편리합니다.',
    items: ['시외·고속버스터미널 인근', '청주IC 방면 고속도로 접근', 'KTX 오송역·청주국제공항 방면 광역 이동'],
  },
  {
    id: 'education',
    en: 'EDUCATION',
    title: '교육',
    text: '인근 학교와 학원가를 가까이 두고, 단지 안에는 학습 공간을 계획했습니다.',
    items: ['단지 인근 초·중·고 학군', '생활권 내 학원가 이용', '단지 내 독서실·스터디룸 (계획)'],
  },
  {
    id: 'shopping',
    en: 'SHOPPING',
    title: '쇼핑·문화',
    text: '대형 상업·문화시설이 모인 생활권에서 주말의 여가가 가까워집니다.',
    items: ['대형 쇼핑·문화시설 인근', '대형마트와 생활 상권', '영화관 등 여가시설 이용'],
  },
  {
    id: 'medical',
    en: 'MEDICAL · ADMIN',
    title: '의료·행정',
    text: '의료기관과 행정·공공시설을 가까이에서 이용하는 원스톱 생활권입니다.',
    items: ['종합병원 등 의료기관 접근', '행정복지센터 등 공공시설', '금융·생활 편의시설'],
  },
  {
    id: 'nature',
    en: 'NATURE',
    title: '자연·공원',
    text: '근린공원과 맞닿은 파크사이드 입지에 단지 안 중앙공원을 더했습니다.',
    items: ['근린공원과 맞닿은 입지', '단지 내 중앙공원·순환 산책로 (계획)', '인근 녹지·하천 산책로'],
  },
  {
    id: 'jobs',
    en: 'JOBS',
    title: '직주근접',
    text: '산업단지와 업무지역으로의 출퇴근이 편리한 직주근접 입지입니다.',
    items: ['청주 산업단지 인근', '오송·오창 방면 산업·연구단지 출퇴근', '도심 업무지역 접근'],
  },
];

export interface PremiumPoint {
  readonly title: string;
  readonly text: string;
  readonly link?: { readonly to: string; readonly label: string };
}

export const LOCATION_PREMIUM: LocationPageCopy = {
  title: '프리미엄',
  text: `공원과 도시, 그리고 ${FACTS.rentalYears}의 안심을 함께 누리는 ${PROJECT.name}`,
  eyebrow: 'PREMIUM',
  heading: `${PROJECT.name}만의 여섯 가지 프리미엄`,
  lead: '매일의 풍경이 되는 공원, 가까운 도시 인프라, 오래 머물 수 있는 주거. 단지가 약속하는 가치를 정리했습니다.',
};

export const PREMIUM_POINTS: readonly PremiumPoint[] = [
  {
    title: '공원 특례 사업지',
    text: `근린공원과 함께 조성되는 파크사이드 단지. ${FACTS.scaleShort} ${FACTS.households} 규모로 계획되었습니다.`,
    link: { to: '/BusinessGuide/intro', label: '사업개요 보기' },
  },
  {
    title: '광역 교통',
    text: '버스터미널, 고속도로, KTX 오송역·청주국제공항 방면으로 이어지는 광역 교통망을 누립니다.',
    link: { to: '/LocationEnvironment/intro', label: '입지안내 보기' },
  },
  {
    title: '원스톱 생활권',
    text: '쇼핑·문화, 의료, 행정 시설이 모인 생활권에서 일상의 동선이 짧아집니다.',
    link: { to: '/LocationEnvironment/intro', label: '입지안내 보기' },
  },
  {
    title: '자연 속 휴식',
    text: '단지 중앙의 공원과 순환 산책로(계획)가 인근 녹지와 이어져 사계절 산책이 일상이 됩니다.',
    link: { to: '/ComplexGuide/intro', label: '단지배치도 보기' },
  },
  {
    title: '커뮤니티',
    text: '피트니스센터, 실내골프연습장, 독서실·스터디룸, 어린이집 등 입주민 커뮤니티를 계획했습니다.',
    link: { to: '/ComplexGuide/community', label: '커뮤니티 보기' },
  },
  {
    title: `${FACTS.rentalYears} 안심 거주`,
    text: `${FACTS.tenure}. 목돈 부담을 덜고 오래 머물 수 있는 주거입니다.`,
    link: { to: '/SalesInfo/guide', label: '공급안내 보기' },
  },
];

export const LOCATION_DISCLAIMERS = [
  '입지 개략도는 이해를 돕기 위한 것으로 실제 위치, 거리, 축척과 다릅니다.',
  '주변 시설과 교통 계획은 관계기관 사정에 따라 변경되거나 취소될 수 있습니다.',
  '"계획"으로 표시된 단지 내 시설은 인허가 과정에서 변경될 수 있습니다.',
] as const;
