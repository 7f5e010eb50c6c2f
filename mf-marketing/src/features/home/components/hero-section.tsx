import { Link } from 'react-router-dom';
import { interestOpener } from '@gagyeong/contracts';
import { FirstScreenImage } from '@gagyeong/ui';
import heroArtUrl from '../../../assets/home/hero.svg';
import { FACTS, PROJECT } from '../../../content/project';
import { HomeSection, titleId, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

/** The artwork's viewBox (assets/home/hero.svg): its intrinsic size, so its box is known before it draws. */
const HERO_ART_SIZE = { width: 1600, height: 1000 } as const;

/**
 * Section 1: hero. The artwork (assets/home/hero.svg, an original illustration for this project:
 * seven 29-floor towers over the park at dusk) is a first-screen image (`FirstScreenImage`), which
 * the host sends inline as a `data:` URL, so it paints in the first frame with the text. An
 * image, not inline SVG: its 240 shapes are then a document of their own, not nodes of the page
 * for every style pass, layout pass and hydration to walk
 * (docs/decisions/0099-the-hero-as-an-image.md).
 */
export function HeroSection({ active }: HomeSectionProps) {
  return (
    <HomeSection name="hero" active={active}>
      <FirstScreenImage className={styles.heroArt} src={heroArtUrl} alt="" size={HERO_ART_SIZE} />
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
          <a className={styles.primaryButton} {...interestOpener('hero')}>
            관심고객 등록
          </a>
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
