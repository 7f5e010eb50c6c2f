import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { useMediaQuery } from '@gagyeong/ui';
import { withParticle } from '@gagyeong/contracts/korean';
import bannerUrl from '../../../assets/business/banner.svg';
import mapLocalUrl from '../../../assets/business/map-local.svg';
import mapWideUrl from '../../../assets/business/map-wide.svg';
import heroUrl from '../../../assets/home/premium-01-park.svg';
import { Accordion } from '../../../components/accordion';
import { FadeInImage } from '../../../components/fade-in-image';
import { MultilineText } from '../../../components/multiline-text';
import { Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PremiumImage } from '../../../components/premium-image';
import { PREMIUM_IMAGE_SIZE, PREMIUM_SLIDES } from '../../../content/premium';
import { FACTS, GENERAL_DISCLAIMERS, OVERVIEW_ROWS, OVERVIEW_SUMMARY_LABELS, PROJECT } from '../../../content/project';
import { BUSINESS_EYEBROW, BUSINESS_MENU } from './business-menu';
import { OverviewTable } from './overview-table';
import { PremiumSlider } from './premium-slider';
import styles from './business-intro-page.module.css';

const MAPS = [
  {
    id: 'wide',
    src: mapWideUrl,
    title: '광역 입지',
    alt: `광역 교통 개념도: ${withParticle(PROJECT.name, '은/는')} 청주 도심 서쪽에 있고 고속도로, 도심 간선도로, 철도와 서울·세종·대전·청주국제공항 방면으로 이어집니다`,
  },
  {
    id: 'local',
    src: mapLocalUrl,
    title: '생활권 입지',
    alt: `생활권 개념도: ${PROJECT.name} 옆 근린공원과 주변의 행정·상업·의료·교육 시설, 버스터미널`,
  },
] as const;

const MAP_NOTE = '입지 개념도는 이해를 돕기 위한 것으로 실제 위치와 거리는 다를 수 있습니다.';

function LocationMaps() {
  return (
    <div className={styles.maps}>
      {MAPS.map((map) => (
        <figure key={map.id} className={styles.map}>
          <FadeInImage src={map.src} alt={map.alt} width={800} height={640} />
          <figcaption>{map.title}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function DesktopOverview() {
  return (
    <>
      <section className={styles.block} aria-labelledby="business-overview-title">
        <p className={styles.eyebrow}>OVERVIEW</p>
        <h2 id="business-overview-title" className={styles.heading}>
          사업개요
        </h2>
        <p className={styles.lead}>
          {FACTS.location} 공원 옆에 들어서는 {FACTS.scaleShort}, 총 {FACTS.households} 규모의 {FACTS.tenure} 주거
          단지입니다.
        </p>
        <OverviewTable caption={`${PROJECT.name} 사업개요`} />
        <p className={styles.tableNote}>※ 추후 공지 항목은 인허가 절차가 끝나는 대로 안내해 드립니다.</p>
      </section>

      <section className={styles.block} aria-labelledby="business-location-title">
        <p className={styles.eyebrow}>LOCATION</p>
        <h2 id="business-location-title" className={styles.heading}>
          입지 환경
        </h2>
        <LocationMaps />
        <p className={styles.tableNote}>※ {MAP_NOTE}</p>
      </section>

      <section className={styles.block} aria-labelledby="business-premium-title">
        <p className={styles.eyebrow}>PREMIUM</p>
        <h2 id="business-premium-title" className={styles.heading}>
          여섯 가지 프리미엄
        </h2>
        <ul className={styles.themes}>
          {PREMIUM_SLIDES.map((slide, index) => (
            <li key={slide.id} className={styles.theme}>
              <PremiumImage theme={slide} />
              <div className={styles.themeText}>
                <p className={styles.themeNumber}>{String(index + 1).padStart(2, '0')}</p>
                <h3>{slide.title}</h3>
                <p>
                  <MultilineText text={slide.desc} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const summaryRows = OVERVIEW_ROWS.filter((row) => (OVERVIEW_SUMMARY_LABELS as readonly string[]).includes(row.label));

/** docs/product.md §2 "Mobile business overview": hero image, then one accordion of three sections. */
function MobileOverview() {
  return (
    <>
      <div className={styles.mobileHero}>
        <img
          src={heroUrl}
          alt={`공원 너머로 보이는 ${PROJECT.name} 단지 일러스트`}
          width={PREMIUM_IMAGE_SIZE.width}
          height={PREMIUM_IMAGE_SIZE.height}
          decoding="async"
        />
      </div>
      <Accordion
        headingLevel={2}
        defaultOpenId="overview"
        items={[
          {
            id: 'overview',
            title: '사업개요',
            content: <OverviewTable rows={summaryRows} caption={`${PROJECT.name} 사업개요 요약`} />,
          },
          {
            id: 'location',
            title: '입지 환경',
            content: (
              <>
                <LocationMaps />
                <p className={styles.tableNote}>※ {MAP_NOTE}</p>
              </>
            ),
          },
          {
            id: 'premium',
            title: '프리미엄',
            content: <PremiumSlider slides={PREMIUM_SLIDES} label={`${PROJECT.name} 프리미엄`} />,
          },
        ]}
      />
    </>
  );
}

export function BusinessIntroPage() {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <SubPageLayout
      title="사업개요"
      text={`공원과 함께하는 ${FACTS.households}의 새로운 주거`}
      banner={bannerUrl}
      menu={BUSINESS_MENU}
      eyebrow={BUSINESS_EYEBROW}
    >
      {mobile ? <MobileOverview /> : <DesktopOverview />}
      <Disclaimer items={GENERAL_DISCLAIMERS} />
    </SubPageLayout>
  );
}
