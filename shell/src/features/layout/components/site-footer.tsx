import { interestOpener, SITE } from '@gagyeong/contracts';
import { BELOW_FOLD_LAID_OUT } from '@gagyeong/contracts/first-paint';
import { VisuallyHidden } from '@gagyeong/ui';
import { FAMILY_SITES, FOOTER, LABELS } from '../content';
import { FooterSiteMap } from './footer-site-map';
import { ChevronIcon } from './icons';
import { Logo } from './logo';
import styles from './site-footer.module.css';

/**
 * Project name, facts, phone, visit button (an interest-popup opener), the site map (every page,
 * `siteSlug`'s press list and customer page included), FAMILY SITE list (a `<details>`: it opens
 * without scripts too), builder, disclaimer, copyright.
 */
export function SiteFooter({
  siteSlug,
  belowFold = false,
}: {
  readonly siteSlug: string;
  /**
   * Never on the first screen (the home page's, which its hero fills): its CSS comes after the
   * first paint (contracts' first-paint.ts).
   */
  readonly belowFold?: boolean;
}) {
  return (
    <footer className={styles.footer} {...(belowFold ? BELOW_FOLD_LAID_OUT : {})}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo className={styles.logo} />
            <p className={styles.name}>{SITE.name}</p>
            <p className={styles.meta}>
              {FOOTER.location}
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
              {FOOTER.tenure}
            </p>
          </div>
          <div className={styles.contact}>
            <p className={styles.phoneLine}>
              <span className={styles.phoneLabel}>{FOOTER.phoneLabel}</span>
              <a className={styles.phone} href={SITE.phoneHref}>
                {SITE.phone}
              </a>
            </p>
            <a className={styles.visit} {...interestOpener('footer')}>
              {LABELS.visit}
            </a>
          </div>
        </div>

        <FooterSiteMap siteSlug={siteSlug} />

        <details className={styles.family} suppressHydrationWarning>
          <summary className={styles.familyToggle}>
            <span lang="en">{LABELS.familySite}</span>
            <ChevronIcon className={styles.chevron} />
          </summary>
          <ul className={styles.familyList}>
            {FAMILY_SITES.map((site) => (
              <li key={site.url}>
                <a className={styles.familyLink} href={site.url} target="_blank" rel="noopener">
                  {site.name}
                  <VisuallyHidden> {LABELS.newWindow}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </details>

        <div className={styles.bottom}>
          <p className={styles.builder}>{FOOTER.builderLine}</p>
          <p className={styles.disclaimer}>{FOOTER.disclaimer}</p>
          <p className={styles.copyright}>{FOOTER.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
