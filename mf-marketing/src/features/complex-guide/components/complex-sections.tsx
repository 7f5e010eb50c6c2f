import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UNIT_PLAN_LABEL_TO_PATH } from '@gagyeong/contracts';
import { withParticle } from '@gagyeong/contracts/korean';
import communityUrl from '../../../assets/complex/community.svg';
import siteLayoutUrl from '../../../assets/complex/site-layout.svg';
import specialDesignUrl from '../../../assets/complex/special-design.svg';
import { FadeInImage } from '../../../components/fade-in-image';
import { HeadedSection, type SectionHeadProps } from '../../../components/section-head';
import { ZoomableFigure } from '../../../components/zoomable-figure';
import { COMMUNITY_FACILITIES, FACTS, PROJECT } from '../../../content/project';
import {
  COMMUNITY_INTRO,
  PLACED_BUILDINGS,
  PLACEMENT_ZOOM,
  SITE_LAYOUT_POINTS,
  SITE_LAYOUT_ZOOM,
  SPECIAL_DESIGN_POINTS,
  UNIT_TYPE_COLORS,
} from '../content';
import { UnitPlacementMap } from './unit-placement-map';
import typography from '../../../components/typography.module.css';
import styles from './complex-guide.module.css';

/** Named one by one: see components/section-head.tsx. */
const HEAD_CLASSES = { head: styles.head, eyebrow: typography.eyebrow, heading: styles.heading, lead: styles.lead };

interface SectionProps {
  /** False inside the mobile accordion, whose button is the section's heading. */
  readonly titled?: boolean;
}

/**
 * On its own page, a section labelled by its head; inside an accordion panel, which is the region
 * and whose button is the heading, a plain block without one.
 */
function Section({
  titled,
  children,
  ...head
}: Omit<SectionHeadProps, 'classes'> & { readonly titled: boolean; readonly children: ReactNode }) {
  return titled ? (
    <HeadedSection className={styles.section} classes={HEAD_CLASSES} {...head}>
      {children}
    </HeadedSection>
  ) : (
    <div className={styles.section}>{children}</div>
  );
}

/** `firstScreen`: the plan shows without scrolling (the accordion opens on it), so it loads at once. */
export function SiteLayoutSection({
  titled = true,
  firstScreen = titled,
}: SectionProps & { readonly firstScreen?: boolean }) {
  return (
    <Section
      titled={titled}
      eyebrow="SITE PLAN"
      title="공원을 중심에 둔 단지 배치"
      lead={`${withParticle(FACTS.scaleShort, '이/가')} 중앙공원을 둘러싸고, 산책로와 커뮤니티가 단지를 하나로 잇습니다.`}
    >
      <ZoomableFigure className={styles.figure} text={SITE_LAYOUT_ZOOM}>
        <img
          src={siteLayoutUrl}
          alt={`${PROJECT.name} 단지배치도: 중앙공원과 수경공간을 둘러싼 ${PLACED_BUILDINGS.map((b) => b.dong).join(', ')}, 남측 커뮤니티센터와 어린이집, 주출입구와 부출입구, 어린이놀이터, 지하주차장 진입로`}
          width={1200}
          height={860}
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
        />
      </ZoomableFigure>
      <ol className={styles.points} aria-label="배치도 번호 안내">
        {SITE_LAYOUT_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </Section>
  );
}

export function SpecialDesignSection({ titled = true }: SectionProps) {
  return (
    <Section titled={titled} eyebrow="SPECIAL DESIGN" title="특화설계">
      <figure className={styles.figure}>
        <img
          src={specialDesignUrl}
          alt={`단지 단면 일러스트: 지상 공원과 산책로 위로 선 최고 ${PROJECT.floorsAbove}층 주동, 그 아래 지하 ${PROJECT.floorsBelow}개층 주차공간`}
          width={1200}
          height={640}
          loading="lazy"
          decoding="async"
        />
      </figure>
      <ul className={styles.designPoints}>
        {SPECIAL_DESIGN_POINTS.map((point) => (
          <li key={point.title}>
            <h3 className={styles.designTitle}>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CommunitySection({ titled = true }: SectionProps) {
  return (
    <Section titled={titled} eyebrow="COMMUNITY" title={COMMUNITY_INTRO.heading} lead={COMMUNITY_INTRO.lead}>
      <div className={styles.communityArt}>
        <FadeInImage
          src={communityUrl}
          alt={`커뮤니티센터 단면 일러스트: ${COMMUNITY_FACILITIES.slice(0, 6)
            .map((facility) => facility.name)
            .join(', ')}`}
          width={1200}
          height={720}
        />
      </div>
      <ul className={styles.facilities}>
        {COMMUNITY_FACILITIES.map((facility, index) => (
          <li key={facility.name} className={styles.facility}>
            <span className={styles.facilityNo} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.facilityName}>{facility.name}</h3>
            <p className={styles.facilityText}>{facility.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function UnitPlacementSection() {
  return (
    <Section
      titled
      eyebrow="UNIT PLACEMENT"
      title={`${PROJECT.buildings}개동 동·호수 배치`}
      lead={`중앙공원을 둘러싼 ${PROJECT.buildings}개동, 지상 최고 ${PROJECT.floorsAbove}층. 색으로 호수별 타입을 확인하세요.`}
    >
      <ul className={styles.legend} aria-label="타입 색상 범례">
        {UNIT_PLAN_LABEL_TO_PATH.map(([label, path]) => (
          <li key={label}>
            <span className={styles.swatch} style={{ background: UNIT_TYPE_COLORS[label] }} aria-hidden="true" />
            <Link to={path}>{label} 타입</Link>
          </li>
        ))}
      </ul>
      <ZoomableFigure className={styles.figure} text={PLACEMENT_ZOOM}>
        <UnitPlacementMap />
      </ZoomableFigure>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>동별 호수 라인 타입 (계획)</caption>
          <thead>
            <tr>
              <th scope="col">동</th>
              {PLACED_BUILDINGS[0]?.lines.map((_, index) => (
                <th key={index} scope="col">
                  {index + 1}호 라인
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLACED_BUILDINGS.map((building) => (
              <tr key={building.dong}>
                <th scope="row">{building.dong}</th>
                {building.lines.map((type, index) => (
                  <td key={index}>
                    <span className={styles.swatch} style={{ background: UNIT_TYPE_COLORS[type] }} aria-hidden="true" />
                    {type}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
