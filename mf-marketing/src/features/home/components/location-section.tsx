import { interestOpener } from '@gagyeong/contracts';
import { withParticle } from '@gagyeong/contracts/korean';
import mapUrl from '../../../assets/business/map-local.svg';
import { FadeInImage } from '../../../components/fade-in-image';
import { PROJECT } from '../../../content/project';
import { HomeSection, SectionTitle, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

const POINTS = [
  { title: '공원 인접', text: '도심 공원과 이어지는 녹지 생활' },
  { title: '교통', text: '청주 도심과 광역을 잇는 교통망' },
  { title: '생활', text: '행정·의료·쇼핑 원스톱 생활권' },
  { title: '교육', text: '통학이 편리한 교육 환경' },
] as const;

/** Section 2: location point, with a link that opens the interest popup (the interest page before the scripts run). */
export function LocationSection({ active }: HomeSectionProps) {
  return (
    <HomeSection name="location" active={active}>
      <div className={`${styles.inner} ${styles.split}`}>
        <div className={styles.reveal}>
          <SectionTitle name="location" eyebrow="LOCATION POINT">
            도심의 편리함과 공원의 여유,
            <br />그 중심에 서다
          </SectionTitle>
          <p className={styles.body}>
            {withParticle(PROJECT.dong, '은/는')} 청주 서부 생활권의 중심입니다. 풍부한 상업·행정 인프라와 광역 교통망
            사이, 공원과 맞닿은 자리에 {withParticle(PROJECT.name, '이/가')} 들어섭니다.
          </p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point.title}>
                <strong>{point.title}</strong>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
          <a className={styles.textLink} {...interestOpener('location')}>
            입지 상담 신청하기
          </a>
        </div>
        <div className={`${styles.mapFrame} ${styles.reveal}`}>
          <FadeInImage
            src={mapUrl}
            alt={`${PROJECT.name} 주변 생활권 개념도: 단지 옆 공원, 주요 도로, 상업·행정·의료·교육 시설의 위치`}
            width={800}
            height={640}
          />
        </div>
      </div>
    </HomeSection>
  );
}
