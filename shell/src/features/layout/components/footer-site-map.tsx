import { useLocation } from 'react-router-dom';
import { siteMap } from '@gagyeong/contracts';
import { LABELS } from '../content';
import { MenuLinks } from './menu-links';
import styles from './site-footer.module.css';

/**
 * Every page by menu section (the contracts' site map): the menu's pages and those it leaves out,
 * so each route is reachable from a link the server renders, also without JavaScript and for
 * crawlers. A link's name starts with its section, since labels repeat (84A is a plan and an interior).
 */
export function FooterSiteMap({ siteSlug }: { readonly siteSlug: string }) {
  const { pathname } = useLocation();
  return (
    <nav className={styles.siteMap} aria-label={LABELS.siteMap}>
      <ul className={styles.siteMapSections}>
        {siteMap(siteSlug).map((section) => (
          <li key={section.title}>
            <p className={styles.siteMapTitle}>{section.title}</p>
            <ul>
              <MenuLinks
                items={section.items}
                pathname={pathname}
                className={styles.siteMapLink}
                section={section.title}
              />
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
