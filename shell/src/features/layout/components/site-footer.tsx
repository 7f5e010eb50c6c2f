import { useId, useState } from 'react';
import { openInterestPopup, SITE } from '@gagyeong/contracts';
import { BELOW_FOLD_LAID_OUT } from '@gagyeong/contracts/first-paint';
import { VisuallyHidden } from '@gagyeong/ui';
import { FAMILY_SITES, FOOTER, LABELS } from '../content';
import { FooterSiteMap } from './footer-site-map';
import { ChevronIcon } from './icons';
import { Logo } from './logo';
import styles from './site-footer.module.css';

/**
 * Project name, facts, phone, visit button, the site map (every page, `siteSlug`'s press list and
 * customer page included), FAMILY SITE list, builder, disclaimer, copyright.
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
  const [familyOpen, setFamilyOpen] = useState(false);
  const familyListId = `${useId()}-family`;

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
            <button
              type="button"
              className={styles.visit}
              aria-haspopup="dialog"
              onClick={() => openInterestPopup('footer')}
            >
              {LABELS.visit}
            </button>
          </div>
        </div>

        <FooterSiteMap siteSlug={siteSlug} />

        <div className={styles.family}>
          <button
            type="button"
            className={styles.familyToggle}
            aria-expanded={familyOpen}
            aria-controls={familyListId}
            onClick={() => setFamilyOpen((open) => !open)}
          >
            <span lang="en">{LABELS.familySite}</span>
            <ChevronIcon className={styles.chevron} />
          </button>
          <ul id={familyListId} className={styles.familyList} hidden={!familyOpen}>
            {FAMILY_SITES.map((site) => (
              <li key={site.url}>
                <a className={styles.familyLink} href={site.url} target="_blank" rel="noopener">
                  {site.name}
                  <VisuallyHidden> {LABELS.newWindow}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.bottom}>
          <p className={styles.builder}>{FOOTER.builderLine}</p>
          <p className={styles.disclaimer}>{FOOTER.disclaimer}</p>
          <p className={styles.copyright}>{FOOTER.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
