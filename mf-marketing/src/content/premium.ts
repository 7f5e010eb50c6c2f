import park from '../assets/home/premium-01-park.svg';
import transport from '../assets/home/premium-02-transport.svg';
import oneStop from '../assets/home/premium-03-onestop.svg';
import nature from '../assets/home/premium-04-nature.svg';
import education from '../assets/home/premium-05-education.svg';
import community from '../assets/home/premium-06-community.svg';
import { FACTS } from './project';

/** Premium artwork is drawn at this size (portrait, cropped with object-fit where needed). */
export const PREMIUM_IMAGE_SIZE = { width: 800, height: 900 } as const;

/** docs/product.md §3 "Premium card". Texts are plain strings; '\n' marks a line break. */
export interface PremiumCard {
  readonly id: string;
  readonly label: string;
  readonly image: string;
  readonly imageAlt: string;
  readonly title: string;
  readonly text1: string;
  readonly text2: string;
  readonly link: string;
  readonly linkText: string;
}

/** The four PREMIUM cards of the home page (docs/product.md §2 "Home"). */
export const PREMIUM_CARDS: readonly PremiumCard[] = [
  {
    id: 'park',
    label: 'PREMIUM 01',
    image: park,
    imageAlt: '노을 진 공원 너머로 보이는 단지 일러스트',
    title: '공원특례 프리미엄',
    text1: `도심 공원을 품은\n${FACTS.households} 대단지`,
    text2: '민간공원 특례사업으로 조성되는 공원과 함께\n단지 앞 녹지를 일상처럼 누립니다.',
    link: '/BusinessGuide/intro',
    linkText: '사업개요 보기',
  },
  {
    id: 'transport',
    label: 'PREMIUM 02',
    image: transport,
    imageAlt: '단지 앞을 지나는 도로와 전철 일러스트',
    title: '광역교통 프리미엄',
    text1: '도심과 광역을 잇는\n편리한 교통망',
    text2: '청주 도심 간선도로와 광역 교통망을\n가까이에서 이용할 수 있습니다.',
    link: '/LocationEnvironment/intro',
    linkText: '입지안내 보기',
  },
  {
    id: 'one-stop',
    label: 'PREMIUM 03',
    image: oneStop,
    imageAlt: '병원과 관공서, 상가가 모인 생활권 일러스트',
    title: '원스톱 생활 프리미엄',
    text1: '행정·의료·생활을\n한 번에 누리는 생활권',
    text2: '관공서와 의료시설, 대형 상업시설이 가까운\n가경동 생활 인프라를 누립니다.',
    link: '/LocationEnvironment/primium',
    linkText: '프리미엄 보기',
  },
  {
    id: 'nature',
    label: 'PREMIUM 04',
    image: nature,
    imageAlt: '숲 사이로 이어지는 산책로와 벤치 일러스트',
    title: '자연·휴식 프리미엄',
    text1: '숲과 산책로가 가까운\n쉼이 있는 일상',
    text2: '공원 산책로와 녹지가 이어지는\n여유로운 휴식 공간을 누립니다.',
    link: '/LocationEnvironment/primium',
    linkText: '프리미엄 보기',
  },
];

/** docs/product.md §3 "Premium slide": the six themes of the mobile business overview slider. */
export interface PremiumSlide {
  readonly id: string;
  readonly image: string;
  readonly imageAlt: string;
  readonly title: string;
  readonly desc: string;
}

export const PREMIUM_SLIDES: readonly PremiumSlide[] = [
  {
    id: 'park',
    image: park,
    imageAlt: '노을 진 공원 너머로 보이는 단지 일러스트',
    title: '공원 프리미엄',
    desc: '민간공원 특례사업으로 조성되는 공원과\n맞닿은 그린 라이프',
  },
  {
    id: 'transport',
    image: transport,
    imageAlt: '단지 앞을 지나는 도로와 전철 일러스트',
    title: '교통 프리미엄',
    desc: '청주 도심과 광역을 잇는\n편리한 교통 환경',
  },
  {
    id: 'one-stop',
    image: oneStop,
    imageAlt: '병원과 관공서, 상가가 모인 생활권 일러스트',
    title: '생활 프리미엄',
    desc: '행정·의료·쇼핑을 가까이 누리는\n원스톱 생활권',
  },
  {
    id: 'nature',
    image: nature,
    imageAlt: '숲 사이로 이어지는 산책로와 벤치 일러스트',
    title: '자연 프리미엄',
    desc: '숲과 산책로가 이어지는\n쉼이 있는 일상',
  },
  {
    id: 'education',
    image: education,
    imageAlt: '시계탑이 있는 학교와 운동장 일러스트',
    title: '교육 프리미엄',
    desc: '아이들의 통학과 학습을 생각한\n안심 교육 환경',
  },
  {
    id: 'community',
    image: community,
    imageAlt: '큰 창 너머로 공원이 보이는 커뮤니티 라운지 일러스트',
    title: '커뮤니티 프리미엄',
    desc: '피트니스부터 독서실까지\n단지 안에서 누리는 여유 (예정)',
  },
];
