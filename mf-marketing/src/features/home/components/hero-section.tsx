import { Link } from 'react-router-dom';
import { openInterestPopup } from '@gagyeong/contracts';
import { FACTS, PROJECT } from '../../../content/project';
import { HeroArt } from './hero-art';
import { HomeSection, titleId, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

/** Section 1: hero. The artwork is inline SVG and the text is HTML, so both paint at once (LCP). */
export function HeroSection({ active }: HomeSectionProps) {
  return (
    <HomeSection name="hero" active={active}>
      <HeroArt className={styles.heroArt} />
      <div className={styles.heroShade} />
      <div className={styles.heroContent}>
        <p className={styles.heroEyebrow}>{PROJECT.nameEn}</p>
        <h1 id={titleId('hero')} className={styles.heroTitle}>
          공원 위에 그리는
          <br />
          새로운 일상,
          <br />
          <strong>{PROJECT.name}</strong>
        </h1>
        <p className={styles.heroFacts}>
          <span>{FACTS.location}</span>
          <span>{FACTS.scaleShort}</span>
          <span>총 {FACTS.households}</span>
        </p>
        <p className={styles.heroTenure}>{FACTS.tenure}</p>
        <div className={styles.heroActions}>
          <button type="button" className={styles.primaryButton} onClick={() => openInterestPopup('hero')}>
            관심고객 등록
          </button>
          <Link to="/BusinessGuide/intro" className={styles.ghostButton}>
            사업개요 보기
          </Link>
        </div>
      </div>
      <p className={styles.scrollHint} aria-hidden="true">
        SCROLL
      </p>
    </HomeSection>
  );
}
