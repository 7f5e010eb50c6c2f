import { withParticle } from '@gagyeong/contracts/korean';
import { FACTS, PROJECT, TO_BE_ANNOUNCED } from '../../content/project';

/** One titled block of a sales guide page: paragraphs, a bullet list and/or a table. */
export interface GuideBlock {
  readonly id: string;
  readonly title: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
}

const SCHEDULE_TABLE = {
  head: ['구분', '일정', '비고'],
  rows: [
    ['입주자 모집공고', TO_BE_ANNOUNCED, '홈페이지 및 관심고객 문자 안내'],
    ['청약 접수', TO_BE_ANNOUNCED, '인터넷 또는 현장 접수 (예정)'],
    ['당첨자 발표', TO_BE_ANNOUNCED, '홈페이지 게시 및 개별 문자 안내 (예정)'],
    ['서류 제출·계약', TO_BE_ANNOUNCED, '견본주택(홍보관) 방문 (예정)'],
  ],
} as const;

export const SUPPLY_GUIDE: readonly GuideBlock[] = [
  {
    id: 'outline',
    title: '공급 개요',
    table: {
      head: ['구분', '내용'],
      rows: [
        ['단지명', PROJECT.name],
        ['위치', PROJECT.address],
        ['공급 규모', `${FACTS.scale}, 총 ${FACTS.households}`],
        ['주택형', FACTS.housingType],
        ['공급 방식', FACTS.tenure],
      ],
    },
  },
  {
    id: 'schedule',
    title: '공급 일정',
    paragraphs: ['모든 일정은 인허가 완료 후 확정되며, 입주자 모집공고를 통해 공식 안내합니다.'],
    table: SCHEDULE_TABLE,
  },
  {
    id: 'eligibility',
    title: '신청 자격',
    paragraphs: [
      '민간임대주택은 관계 법령과 입주자 모집공고에서 정하는 자격을 갖춘 분이 신청할 수 있습니다. 세부 요건은 모집공고 확정 시 공지할 예정입니다.',
    ],
    items: [
      '입주자 모집공고일 기준 만 19세 이상인 분 (예정)',
      '무주택 세대구성원 요건 적용 여부 및 세부 기준: 추후 공지',
      '소득·자산 기준 적용 여부: 추후 공지',
      '청약통장 가입 여부와 관계없이 신청 가능 여부: 모집공고에서 확정',
    ],
  },
  {
    id: 'documents',
    title: '구비 서류',
    items: [
      '신청자 신분증',
      '주민등록등본 (세대원 전원 표기)',
      '가족관계증명서',
      '무주택 확인 관련 서류 (요건 적용 시)',
      '대리 신청 시 위임장, 인감증명서, 대리인 신분증',
    ],
    paragraphs: ['서류의 발급 기준일과 추가 서류는 입주자 모집공고에서 반드시 확인해 주세요.'],
  },
  {
    id: 'procedure',
    title: '신청 절차',
    paragraphs: [
      '인터넷 접수: 지정된 청약 사이트에서 본인 인증 후 신청서를 작성합니다. (예정)',
      '현장 접수: 견본주택(홍보관)에 구비 서류를 지참하여 방문 접수합니다. (예정)',
      '접수 방법과 장소, 운영 시간은 모집공고에서 확정하여 안내합니다.',
    ],
  },
  {
    id: 'winners',
    title: '당첨자 발표',
    paragraphs: [
      '당첨자는 공정한 추첨으로 선정할 예정이며, 발표 일시와 방법은 모집공고에서 안내합니다. 발표 후 홈페이지와 개별 문자로 결과를 알려 드립니다.',
    ],
  },
  {
    id: 'contract',
    title: '계약 안내',
    paragraphs: [
      '당첨자는 지정된 기간 내 계약 장소를 방문하여 서류 확인 후 임대차 계약을 체결합니다. 기간 내 계약하지 않으면 당첨 권리를 포기한 것으로 봅니다.',
      `${withParticle(FACTS.tenure, '으로/로')}, 분양전환 조건과 시기는 관계 법령과 임대차 계약서에 따릅니다.`,
    ],
  },
];

export const SUBSCRIPTION_STEPS: readonly GuideBlock[] = [
  {
    id: 'check',
    title: '자격 확인',
    paragraphs: ['모집공고에서 신청 자격과 유의사항을 확인하고, 세대 구성과 주택 소유 여부를 미리 점검합니다.'],
  },
  {
    id: 'apply',
    title: '청약 신청',
    paragraphs: ['인터넷 접수 또는 견본주택(홍보관) 현장 접수 중 편한 방법으로 신청합니다. (예정)'],
    items: [
      '인터넷: 공동인증서 또는 간편 인증 후 신청서 작성 (예정)',
      '현장: 신분증과 구비 서류 지참, 대리 접수 시 위임 서류 필요 (예정)',
    ],
  },
  {
    id: 'announce',
    title: '당첨자 발표',
    paragraphs: ['추첨 결과를 홈페이지 게시와 개별 문자로 안내합니다. 발표 일시는 추후 공지합니다.'],
  },
  {
    id: 'verify',
    title: '서류 제출',
    paragraphs: ['당첨자는 기간 내 자격 확인 서류를 제출합니다. 부적격으로 판정되면 당첨이 취소될 수 있습니다.'],
  },
  {
    id: 'sign',
    title: '계약 체결',
    paragraphs: ['지정 기간에 계약 장소를 방문하여 임대차 계약을 체결하고 계약금을 납부합니다.'],
  },
];

export const SUBSCRIPTION_FAQ = [
  {
    id: 'account',
    question: '청약통장이 없어도 신청할 수 있나요?',
    answer: '민간임대주택의 청약통장 필요 여부는 모집공고에서 확정됩니다. 확정되면 관심고객께 먼저 안내해 드립니다.',
  },
  {
    id: 'owner',
    question: '집을 가지고 있어도 신청할 수 있나요?',
    answer: '무주택 요건 적용 여부와 세부 기준은 추후 공지합니다. 모집공고에서 반드시 확인해 주세요.',
  },
  {
    id: 'proxy',
    question: '대리인이 대신 신청하거나 계약할 수 있나요?',
    answer: '대리 접수와 대리 계약은 위임장, 인감증명서, 대리인 신분증 등 서류를 갖추면 가능할 예정입니다.',
  },
  {
    id: 'conversion',
    question: '분양전환은 언제, 어떻게 이루어지나요?',
    answer: `${FACTS.tenure}입니다. 전환 시기와 가격 산정 방식은 관계 법령과 임대차 계약 조건에 따릅니다.`,
  },
] as const;

export const STAMP_TAX_TABLE = {
  head: ['계약서 기재금액', '인지세액'],
  rows: [
    ['1천만 원 초과 ~ 3천만 원 이하', '2만 원'],
    ['3천만 원 초과 ~ 5천만 원 이하', '4만 원'],
    ['5천만 원 초과 ~ 1억 원 이하', '7만 원'],
    ['1억 원 초과 ~ 10억 원 이하', '15만 원'],
    ['10억 원 초과', '35만 원'],
  ],
} as const;

export const STAMP_TAX_GUIDE: readonly GuideBlock[] = [
  {
    id: 'what',
    title: '인지세란',
    paragraphs: [
      '인지세는 부동산의 소유권 이전에 관한 계약서 등 재산에 관한 권리를 증명하는 문서를 작성할 때 납부하는 세금입니다. 분양전환 시 체결하는 매매(공급) 계약서가 대상이 될 수 있습니다.',
      '임대차 계약 단계의 인지세 해당 여부와 납부 대상 계약은 모집공고와 계약 안내에서 확정하여 알려 드립니다.',
    ],
  },
  {
    id: 'amount',
    title: '세액 기준',
    paragraphs: [
      '인지세법에 따른 부동산 소유권 이전 증서의 세액 기준입니다. 주택의 경우 기재금액 1억 원 이하는 비과세입니다.',
    ],
    table: STAMP_TAX_TABLE,
  },
  {
    id: 'how',
    title: '납부 방법',
    items: [
      '온라인: 전자수입인지 사이트(e-revenuestamp.or.kr)에서 구매 후 출력',
      '오프라인: 우체국 또는 수탁 은행 창구에서 전자수입인지 구매',
      '구매한 전자수입인지는 계약 시 계약서와 함께 제출',
    ],
  },
  {
    id: 'note',
    title: '유의사항',
    items: [
      '세액과 부담 주체는 관계 법령과 계약 조건에 따르며 법령 개정에 따라 달라질 수 있습니다.',
      '계약 전 반드시 모집공고와 계약 안내문을 확인해 주세요.',
    ],
  },
];
