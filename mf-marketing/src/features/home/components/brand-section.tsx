import { Link } from 'react-router-dom';
import { withParticle } from '@gagyeong/contracts/korean';
import storyUrl from '../../../assets/brand/story.svg';
import { FadeInImage } from '../../../components/fade-in-image';
import { FACTS, PROJECT } from '../../../content/project';
import { HomeSection, SectionTitle, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

/** Section 3: brand intro, linking to the promotional video. */
export function BrandSection({ active }: HomeSectionProps) {
  return (
    <HomeSection name="brand" active={active}>
      <div className={`${styles.inner} ${styles.split}`}>
        <div className={`${styles.brandArt} ${styles.reveal}`}>
          <FadeInImage
            src={storyUrl}
            alt={`노을빛 하늘 아래 공원과 함께 선 ${PROJECT.name} 일러스트`}
            width={800}
            height={960}
          />
        </div>
        <div className={styles.reveal}>
          <SectionTitle name="brand" eyebrow="BRAND">
            공원을 품은 도시의
            <br />
            새로운 주거 기준
          </SectionTitle>
          <p className={styles.body}>
            {withParticle(PROJECT.name, '은/는')} 매일의 풍경이 곧 휴식이 되는 집을 생각합니다.{' '}
            {withParticle(FACTS.tenure, '으로/로')} 오래 머물 수 있는 안정적인 주거 위에, 공원과 커뮤니티가 어우러진
            단지의 가치를 더했습니다.
          </p>
          <div className={styles.linkRow}>
            <Link to="/Brand/video" className={styles.primaryButton}>
              홍보영상 보기
            </Link>
            <Link to="/Brand/intro" className={styles.ghostButton}>
              브랜드 소개
            </Link>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
