import { Link } from 'react-router-dom';
import { siteMap } from '@gagyeong/contracts';
import { VisuallyHidden } from '@gagyeong/ui';
import { LABELS } from '../content';
import styles from './site-footer.module.css';

/**
 * Every page by menu section (the contracts' site map): the menu's pages and those it leaves out,
 * so each route is reachable from a link the server renders, also without JavaScript and for
 * crawlers. A link's name starts with its section, since labels repeat (84A is a plan and an interior).
 */
export function FooterSiteMap({ siteSlug }: { readonly siteSlug: string }) {
  return (
    <nav className={styles.siteMap} aria-label={LABELS.siteMap}>
      <ul className={styles.siteMapSections}>
        {siteMap(siteSlug).map((section) => (
          <li key={section.title}>
            <p className={styles.siteMapTitle}>{section.title}</p>
            <ul>
              {section.items.map((item) => (
                <li key={item.subUrl}>
                  <Link to={item.subUrl} className={styles.siteMapLink}>
                    <VisuallyHidden>{section.title} </VisuallyHidden>
                    {item.subTitle}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
