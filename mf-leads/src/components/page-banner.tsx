import { useId, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { findSiteMapSection } from '@gagyeong/contracts';
import { BANNER_ART_SIZE, FirstScreenImage } from '@gagyeong/ui';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  /** The runtime config's site slug: the 홍보센터 tabs link its press list and customer page. */
  readonly siteSlug: string;
  readonly title: string;
  readonly text: string;
  readonly image: string;
  readonly children: ReactNode;
}

/**
 * Sub-page frame (docs/product.md §2): banner with title and text, the section's tab menu (every
 * page of the section, the contracts' site map), the page body.
 */
export function PageBanner({ siteSlug, title, text, image, children }: PageBannerProps) {
  const { pathname } = useLocation();
  const section = findSiteMapSection(pathname, siteSlug);
  const titleId = useId();

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-labelledby={titleId}>
        <FirstScreenImage className={styles.image} src={image} alt="" size={BANNER_ART_SIZE} />
        {/* Painted with the first frame; its entrance only moves it (docs/product.md §2). */}
        <div className={styles.text}>
          {section ? <p className={styles.eyebrow}>{section.title}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{text}</p>
        </div>
      </section>
      {section ? (
        <nav className={styles.tabs} aria-label={`${section.title} 메뉴`}>
          <ul>
            {section.items.map((item) => (
              <li key={item.subUrl}>
                <NavLink
                  to={item.subUrl}
                  end
                  className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
                >
                  {item.subTitle}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
