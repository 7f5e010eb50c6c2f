import { useParams } from 'react-router-dom';
import type { SiteConfig } from '@gagyeong/contracts';
import { PRESS_TEXT } from '../../../content/press-text';
import { AdminPanel } from './admin-panel';
import { PressBanner } from './press-banner';
import { PressList } from './press-list';
import { pressListPath } from './press-paths';
import { PressSeo } from './press-seo';
import styles from './press-page.module.css';

/** `/:site/press`: banner, the site's articles, and the administrator panel below. */
export function PressListPage({ config }: { readonly config: SiteConfig }) {
  const { site = config.siteSlug } = useParams();
  return (
    <div className={styles.page}>
      <PressSeo
        title={PRESS_TEXT.metaListTitle}
        description={PRESS_TEXT.metaListDescription}
        siteUrl={config.siteUrl}
        path={pressListPath(site)}
        type="website"
      />
      <PressBanner titleIsHeading />
      <div className={styles.content}>
        <PressList site={site} />
        <AdminPanel site={site} />
      </div>
    </div>
  );
}
