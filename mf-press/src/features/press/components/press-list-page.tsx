import { useParams } from 'react-router-dom';
import type { SiteConfig } from '@gagyeong/contracts';
import { PRESS_TEXT } from '../../../content/press-text';
import { AdminPanel } from './admin-panel';
import { PressBanner } from './press-banner';
import { PressList } from './press-list';
import { pressListPath } from './press-paths';
import { PressSeo } from './press-seo';
import { usePressList } from '../hooks/use-press-list';
import styles from './press-page.module.css';

/** `/:site/press`: banner, the site's articles, and the administrator panel below. */
export function PressListPage({ config }: { readonly config: SiteConfig }) {
  const { site = config.siteSlug } = useParams();
  // The panel waits for the first page of the list (same cached query), so the list arriving does
  // not push it down under the visitor's eyes.
  const listPending = usePressList(site).isPending;
  return (
    <div className={styles.page}>
      <PressSeo
        title={PRESS_TEXT.metaListTitle}
        description={PRESS_TEXT.metaListDescription}
        siteUrl={config.siteUrl}
        path={pressListPath(site)}
        type="website"
        breadcrumb={[{ name: PRESS_TEXT.bannerTitle, path: pressListPath(site) }]}
      />
      <PressBanner titleIsHeading />
      <div className={styles.content}>
        <PressList site={site} />
        {!listPending && <AdminPanel site={site} />}
      </div>
    </div>
  );
}
