import { SITE } from '@gagyeong/contracts';
import { formatCount } from '@gagyeong/contracts/number-format';

/**
 * Project facts (docs/architecture.md §1, docs/product.md §1), each written once. Pages and metadata import from here, so the
 * remote can be re-skinned for the next complex by editing this file.
 */

/** Shown wherever a figure has not been fixed yet. */
export const TO_BE_ANNOUNCED = '추후 공지';

const buildings = 7;
const floorsBelow = 2;
const floorsAbove = 29;
const unitArea = 84;
const parkingSpaces = 1400;
const parkingPerHousehold = 1.5;
const rentalYears = 10;

export const PROJECT = {
  name: SITE.name,
  /** English wordmark used in artwork and small caps labels. */
  nameEn: SITE.nameEn,
  phone: SITE.phone,
  phoneHref: SITE.phoneHref,
  city: SITE.address.city,
  district: SITE.address.district,
  dong: SITE.address.dong,
  address: `${SITE.address.region} ${SITE.address.city} ${SITE.address.district} ${SITE.address.dong} 일원`,
  households: SITE.households,
  buildings,
  floorsBelow,
  floorsAbove,
  unitArea,
  parkingSpaces,
  parkingPerHousehold,
  rentalYears,
} as const;

/** Derived phrases, so no figure is typed twice in copy. */
export const FACTS = {
  location: `${PROJECT.city} ${PROJECT.district} ${PROJECT.dong}`,
  households: `${formatCount(PROJECT.households)}세대`,
  scale: `지하 ${PROJECT.floorsBelow}층 ~ 지상 ${PROJECT.floorsAbove}층, ${PROJECT.buildings}개동 (예정)`,
  scaleShort: `지상 ${PROJECT.floorsAbove}층 ${PROJECT.buildings}개동`,
  housingType: `전용 ${PROJECT.unitArea}㎡ 단일 타입 (타입 다양화 예정)`,
  unitArea: `전용 ${PROJECT.unitArea}㎡`,
  parking: `약 ${formatCount(PROJECT.parkingSpaces)}대 (세대당 약 ${PROJECT.parkingPerHousehold}대, 예정)`,
  tenure: `${PROJECT.rentalYears}년 민간임대 후 분양전환 예정`,
  rentalYears: `${PROJECT.rentalYears}년`,
} as const;

/** docs/product.md §1 community facilities (planned). */
export const COMMUNITY_FACILITIES = [
  { name: '피트니스센터', description: '최신 유산소·근력 장비를 갖춘 입주민 전용 운동 공간' },
  { name: '실내골프연습장', description: '타석과 스크린을 갖춘 사계절 골프 연습 공간' },
  { name: 'GX룸', description: '요가·필라테스 등 그룹 운동 프로그램을 위한 공간' },
  { name: '독서실·스터디룸', description: '조용히 몰입할 수 있는 학습·독서 공간' },
  { name: '어린이집', description: '단지 안에서 안심하고 맡기는 보육 공간' },
  { name: '라운지', description: '이웃과 만나고 쉬어 가는 커뮤니티 라운지' },
  { name: '게스트하우스', description: '가족과 손님을 위한 단지 내 숙박 공간' },
] as const;

export interface OverviewRow {
  readonly label: string;
  readonly value: string;
}

/** docs/product.md §2 "/BusinessGuide/intro": the overview table, in this order. */
export const OVERVIEW_ROWS: readonly OverviewRow[] = [
  { label: '사업명', value: PROJECT.name },
  { label: '대지위치', value: PROJECT.address },
  { label: '대지면적', value: TO_BE_ANNOUNCED },
  { label: '건축면적', value: TO_BE_ANNOUNCED },
  { label: '연면적', value: TO_BE_ANNOUNCED },
  { label: '용적률', value: TO_BE_ANNOUNCED },
  { label: '건폐율', value: TO_BE_ANNOUNCED },
  { label: '건축규모', value: FACTS.scale },
  { label: '세대수', value: `총 ${FACTS.households}` },
  { label: '주차대수', value: FACTS.parking },
  { label: '주택형', value: FACTS.housingType },
];

/** The shorter overview of the mobile accordion (docs/product.md §2 "Mobile business overview"). */
export const OVERVIEW_SUMMARY_LABELS = ['사업명', '대지위치', '건축규모', '주택형', '세대수'] as const;

/** Legal small print repeated on pages that show plans, images or figures. */
export const GENERAL_DISCLAIMERS = [
  '본 홈페이지의 이미지와 CG는 소비자의 이해를 돕기 위한 것으로 실제와 다를 수 있습니다.',
  '사업 내용과 수치는 인허가 과정에서 변경될 수 있으며, 확정된 내용은 입주자 모집공고를 따릅니다.',
  `${FACTS.tenure}인 임대주택으로, 분양전환 조건과 시기는 관계 법령과 임대차 계약에 따릅니다.`,
] as const;
