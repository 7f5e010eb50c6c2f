import { Link } from 'react-router-dom';
import { formatCount } from '@gagyeong/contracts/number-format';
import { withParticle } from '@gagyeong/contracts/korean';
import bannerUrl from '../../../assets/brand/banner.svg';
import storyUrl from '../../../assets/brand/story.svg';
import { FadeInImage } from '../../../components/fade-in-image';
import { useDelayedFlag } from '../../../components/hooks/use-delayed-flag';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { FACTS, PROJECT } from '../../../content/project';
import styles from './brand-intro-page.module.css';

/** docs/product.md §9: the brand text box becomes active after this delay. */
export const BRAND_TEXT_DELAY_MS = 500;

const VALUES = [
  {
    en: 'PARK LIFE',
    title: '공원을 품은 단지',
    text: '도심 공원과 이어지는 녹지 동선과 사계절 정원이 매일의 풍경이 됩니다. 창을 열면 숲이, 몇 걸음이면 산책로가 있습니다.',
  },
  {
    en: 'STABLE HOME',
    title: `${FACTS.rentalYears} 안심 거주`,
    text: `${FACTS.tenure}. 목돈 부담은 덜고 오래 머물 수 있는 안정적인 주거를 제안합니다.`,
  },
  {
    en: 'CITY INFRA',
    title: '완성된 생활권',
    text: `${FACTS.location}의 상업·행정·의료 인프라와 광역 교통망을 가까이에서 누립니다.`,
  },
] as const;

const FIGURES = [
  { value: formatCount(PROJECT.households), unit: '세대', label: '총 세대수' },
  { value: String(PROJECT.floorsAbove), unit: '층', label: '지상 최고 층수' },
  { value: String(PROJECT.buildings), unit: '개동', label: '단지 규모' },
  { value: String(PROJECT.rentalYears), unit: '년', label: '민간임대 기간' },
] as const;

export function BrandIntroPage() {
  const active = useDelayedFlag(BRAND_TEXT_DELAY_MS);
  return (
    <SubPageLayout
      title="브랜드 소개"
      text={`공원의 여유와 도시의 편리함이 하나가 되는 곳, ${PROJECT.name}`}
      banner={bannerUrl}
    >
      <section className={styles.story} aria-labelledby="brand-story-title">
        <div className={styles.art}>
          <FadeInImage
            src={storyUrl}
            alt={`공원 너머 노을빛을 받는 ${PROJECT.name} ${FACTS.scaleShort} 일러스트`}
            width={800}
            height={960}
            loading="eager"
            // The page's largest paint on a phone, beside the banner.
            fetchPriority="high"
          />
        </div>
        <div className={styles.textBox} data-active={active ? 'true' : 'false'}>
          <p className={styles.eyebrow}>BRAND STORY</p>
          <h2 id="brand-story-title" className={styles.heading}>
            공원 곁에서 시작되는
            <br />
            새로운 일상
          </h2>
          <p>
            {withParticle(PROJECT.name, '은/는')} {FACTS.location}, 도심 공원과 맞닿은 자리에 들어서는{' '}
            {FACTS.households} 규모의 주거 단지입니다. 창을 열면 숲이 보이고, 몇 걸음이면 산책로에 닿는 삶. 매일의
            풍경이 곧 휴식이 되는 집을 생각했습니다.
          </p>
          <p>
            {withParticle(FACTS.tenure, '으로/로')} 목돈 부담은 덜고, 오래 머물 수 있는 안정적인 주거를 제안합니다. 지하{' '}
            {PROJECT.floorsBelow}층~지상 {PROJECT.floorsAbove}층 {PROJECT.buildings}개동의 단지 안에 커뮤니티와 조경을
            세심하게 담아 가족 모두의 시간을 품격 있게 채웁니다.
          </p>
          <Link className={styles.videoLink} to="/Brand/video">
            홍보영상 보기
          </Link>
        </div>
      </section>

      <section className={styles.values} aria-labelledby="brand-values-title">
        <h2 id="brand-values-title" className={styles.sectionTitle}>
          {withParticle(PROJECT.name, '이/가')} 약속하는 세 가지 가치
        </h2>
        <ul className={styles.valueList}>
          {VALUES.map((value) => (
            <li key={value.en} className={styles.valueCard}>
              <p className={styles.valueEn}>{value.en}</p>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.figures} aria-label="단지 규모 한눈에 보기">
        <dl className={styles.figureList}>
          {FIGURES.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>
                {figure.value}
                <span className={styles.figureUnit}>{figure.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </SubPageLayout>
  );
}
