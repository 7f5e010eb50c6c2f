import { useLocation, useParams } from 'react-router-dom';
import type { SiteConfig } from '@gagyeong/contracts';
import { PRESS_TEXT } from '../../../content/press-text';
import { AdminPanel } from './admin-panel';
import { PressBanner } from './press-banner';
import { PressList } from './press-list';
import { pressListPath, pressPageOf } from './press-paths';
import { PressSeo } from './press-seo';
import { usePressList } from '../hooks/use-press-list';
import styles from './press-page.module.css';

/**
 * `/:site/press[?page=N]`: banner, the site's articles from page N (1: the newest), and the
 * administrator panel below. Each numbered page is a page of its own (canonical included).
 */
export function PressListPage({ config }: { readonly config: SiteConfig }) {
  const { site = config.siteSlug } = useParams();
  const firstPage = pressPageOf(useLocation().search);
  // The panel waits for the first page of the list (same cached query), so the list arriving does
  // not push it down under the visitor's eyes.
  const listPending = usePressList(site, firstPage).isPending;
  return (
    <div className={styles.page}>
      <PressSeo
        title={firstPage > 1 ? PRESS_TEXT.metaListPageTitle(firstPage) : PRESS_TEXT.metaListTitle}
        description={PRESS_TEXT.metaListDescription}
        siteUrl={config.siteUrl}
        path={pressListPath(site, firstPage)}
        type="website"
        breadcrumb={[{ name: PRESS_TEXT.bannerTitle, path: pressListPath(site) }]}
      />
      <PressBanner titleIsHeading />
      <div className={styles.content}>
        <PressList site={site} firstPage={firstPage} />
        {!listPending && <AdminPanel site={site} />}
      </div>
    </div>
  );
}
