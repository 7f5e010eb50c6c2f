import { INTERIOR_LABEL_TO_PATH, type InteriorPage, type MenuLink } from '@gagyeong/contracts';
import bedroom84a from '../../assets/interior/bedroom-84a.svg';
import bedroom84c from '../../assets/interior/bedroom-84c.svg';
import bedroom84d from '../../assets/interior/bedroom-84d.svg';
import kitchen84a from '../../assets/interior/kitchen-84a.svg';
import kitchen84c from '../../assets/interior/kitchen-84c.svg';
import kitchen84d from '../../assets/interior/kitchen-84d.svg';
import living84a from '../../assets/interior/living-84a.svg';
import living84c from '../../assets/interior/living-84c.svg';
import living84d from '../../assets/interior/living-84d.svg';

export const INTERIOR_COPY = {
  title: '인테리어',
  text: '빛과 소재로 완성하는 공원 곁의 일상',
} as const;

/** Side menu: the labels 84A and 84C (contracts' INTERIOR_LABEL_TO_PATH). */
export const INTERIOR_MENU: readonly MenuLink[] = INTERIOR_LABEL_TO_PATH.map(([subTitle, subUrl]) => ({
  subTitle,
  subUrl,
}));

export interface InteriorRoom {
  readonly name: string;
  readonly image: string;
  readonly alt: string;
  readonly text: string;
}

export interface InteriorType {
  readonly label: string;
  readonly concept: string;
  readonly lead: string;
  readonly rooms: readonly [InteriorRoom, InteriorRoom, InteriorRoom];
}

/** Label of a legacy interior path; /Interior/84B is not in the menu and shows as 84D. */
function labelOf(page: InteriorPage): string {
  return INTERIOR_LABEL_TO_PATH.find(([, path]) => path === `/Interior/${page}`)?.[0] ?? '84D';
}

export const INTERIOR_TYPES: Readonly<Record<InteriorPage, InteriorType>> = {
  '59A': {
    label: labelOf('59A'),
    concept: 'WARM OAK',
    lead: '따뜻한 오크 톤 마루와 아이보리 벽면, 노을빛이 머무는 거실. 가족이 모이는 시간을 편안하게 감싸는 구성입니다.',
    rooms: [
      {
        name: '거실',
        image: living84a,
        alt: '오크 마루와 아이보리 벽, 큰 창 너머로 노을과 공원이 보이는 84A 타입 거실 일러스트',
        text: '큰 창으로 공원 조망을 들인 거실. 낮은 소파와 러그로 여유로운 동선을 남겼습니다.',
      },
      {
        name: '주방',
        image: kitchen84a,
        alt: '딥그린 상하부장과 아일랜드 식탁, 펜던트 조명이 있는 84A 타입 주방 일러스트',
        text: '딥그린 수납장과 아일랜드 식탁, 세 개의 펜던트 조명이 머무는 주방입니다.',
      },
      {
        name: '침실',
        image: bedroom84a,
        alt: '딥그린 패널 헤드보드와 침대, 창가 조명이 있는 84A 타입 침실 일러스트',
        text: '패널 헤드보드와 간접 조명으로 차분하게 쉬어 가는 부부 침실입니다.',
      },
    ],
  },
  '84A': {
    label: labelOf('84A'),
    concept: 'LIGHT STONE',
    lead: '밝은 스톤 톤 바닥과 화이트 벽면으로 두 방향 채광을 더 환하게. 넓어 보이는 공간감을 살렸습니다.',
    rooms: [
      {
        name: '거실',
        image: living84c,
        alt: '밝은 스톤 톤 바닥과 화이트 벽, 큰 창 너머 공원이 보이는 84C 타입 거실 일러스트',
        text: '밝은 바닥과 벽이 빛을 넓게 퍼뜨려 한층 넓어 보이는 거실입니다.',
      },
      {
        name: '주방',
        image: kitchen84c,
        alt: '밝은 벽과 딥그린 수납장, 아일랜드 식탁이 있는 84C 타입 주방 일러스트',
        text: '밝은 마감에 딥그린 포인트를 더한 주방, 팬트리와 이어지는 수납 동선입니다.',
      },
      {
        name: '침실',
        image: bedroom84c,
        alt: '밝은 벽과 스톤 톤 바닥, 패널 헤드보드 침대가 있는 84C 타입 침실 일러스트',
        text: '두 방향 창으로 아침 빛이 드는 부부 침실입니다.',
      },
    ],
  },
  '84B': {
    label: labelOf('84B'),
    concept: 'DEEP WALNUT',
    lead: '깊은 월넛 마루와 샌드 톤 벽면으로 호텔처럼 차분한 분위기. 저녁이 아름다운 집을 제안합니다.',
    rooms: [
      {
        name: '거실',
        image: living84d,
        alt: '월넛 마루와 샌드 톤 벽, 큰 창 너머 노을이 보이는 84D 타입 거실 일러스트',
        text: '짙은 마루가 노을빛을 받아 깊이 있는 분위기를 만드는 거실입니다.',
      },
      {
        name: '주방',
        image: kitchen84d,
        alt: '월넛 바닥과 딥그린 수납장, 아일랜드 식탁이 있는 84D 타입 주방 일러스트',
        text: '월넛 바닥과 딥그린 수납장이 어우러진 주방입니다.',
      },
      {
        name: '침실',
        image: bedroom84d,
        alt: '월넛 바닥과 패널 헤드보드 침대가 있는 84D 타입 침실 일러스트',
        text: '짙은 톤으로 숙면에 집중하도록 구성한 침실입니다.',
      },
    ],
  },
};

export const INTERIOR_DISCLAIMERS = [
  '인테리어 이미지는 유상옵션이 포함된 모델하우스(견본주택) 연출을 표현한 일러스트로, 옵션 품목과 위치는 실제 시공과 다를 수 있습니다.',
  '가구, 소품, 조명 등 연출용 품목은 분양(임대) 가격에 포함되지 않습니다.',
  '마감재는 동급 이상의 제품으로 변경될 수 있으며, 세부 사항은 입주자 모집공고를 따릅니다.',
] as const;
