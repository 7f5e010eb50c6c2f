import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PopupHost } from '../features/popup/popup-host';
import { FixedBar, SiteFooter, SiteHeader } from '../features/layout';
import { useSiteConfig } from '../config/config-context';
import styles from './app-layout.module.css';

/** Header, page, footer and the mobile fixed bar around every route. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { siteSlug } = useSiteConfig();

  // docs/product.md §2: every route change starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <PopupHost>
      <a className={styles.skipLink} href="#main">
        본문 바로가기
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {/* The home page's hero fills the first screen, and five sections follow it. */}
      <SiteFooter siteSlug={siteSlug} belowFold={pathname === '/'} />
      <FixedBar />
    </PopupHost>
  );
}
