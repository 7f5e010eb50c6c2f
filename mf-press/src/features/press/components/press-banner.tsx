import { PRESS_TEXT } from '../../../content/press-text';
import styles from './press-banner.module.css';

/**
 * The sub-page banner (docs/product.md §2). On the list "보도자료" is the page's h1; on an article the
 * article title is the h1, so the banner's title is plain text there.
 */
export function PressBanner({ titleIsHeading }: { readonly titleIsHeading: boolean }) {
  const Title = titleIsHeading ? 'h1' : 'p';
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.eyebrow} aria-hidden="true">
          {PRESS_TEXT.bannerEyebrow}
        </p>
        <Title className={styles.title}>{PRESS_TEXT.bannerTitle}</Title>
        <p className={styles.description}>{PRESS_TEXT.bannerDescription}</p>
      </div>
    </div>
  );
}
