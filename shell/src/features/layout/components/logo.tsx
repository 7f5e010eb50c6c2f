import { SITE } from '@gagyeong/contracts';
import styles from './logo.module.css';

interface LogoProps {
  readonly className?: string;
}

/**
 * The project's wordmark: a leaf inside a park ring, then the name. Drawn for this project; the
 * text takes `currentColor` so the same mark works on the transparent, white and green surfaces.
 * Decorative: the link or heading around it carries the name.
 */
export function Logo({ className }: LogoProps) {
  return (
    <svg
      className={className ? `${styles.logo} ${className}` : styles.logo}
      width="188"
      height="44"
      viewBox="0 0 188 44"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.ring} cx="21" cy="22" r="19" />
      <path className={styles.hill} d="M5 30c5-4 10-5 16-3s11 1 16-3v2a19 19 0 0 1-32 4z" />
      <path className={styles.leaf} d="M13 29c-1.5-10 5-17.5 17-18.5 0.8 11.5-5.5 18.5-17 18.5z" />
      <path className={styles.vein} d="M13.5 28.5 26.5 14.5" />
      {/* textLength pins the width whichever fallback font renders it, so nothing shifts. */}
      <text className={styles.name} x="50" y="25" textLength="132" lengthAdjust="spacingAndGlyphs">
        {SITE.name}
      </text>
      {/* Not drawn (SVG ignores bare text), but keeps the two lines two words for name checks. */}{' '}
      <text className={styles.tagline} x="51" y="38" textLength="130" lengthAdjust="spacing">
        {SITE.nameEn}
      </text>
    </svg>
  );
}
