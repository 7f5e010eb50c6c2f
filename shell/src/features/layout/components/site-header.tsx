import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { interestOpener, MOBILE_MEDIA_QUERY, SITE } from '@gagyeong/contracts';
import { useMediaQuery, VisuallyHidden } from '@gagyeong/ui';
import { CONSULT_LINK, LABELS } from '../content';
import { useScrolled } from '../hooks/use-scrolled';
import { DesktopNav } from './desktop-nav';
import { PhoneIcon } from './icons';
import { Logo } from './logo';
import { MobileHeader } from './mobile-header';
import { TopBanner } from './top-banner';
import styles from './site-header.module.css';

/**
 * The site header (docs/product.md §2): promo banner, then the desktop bar (>900px) or the mobile bar
 * (≤900px), both rendered and switched by CSS so the first paint is already right.
 * On `/` it lies over the hero, transparent; elsewhere it sits in the page and, like the home
 * header once scrolled, turns solid with a shadow when the page is scrolled (`data-scrolled`).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const scrolled = useScrolled();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [dropdownIndex, setDropdownIndex] = useState<number | null>(null);
  const [menuRequested, setMenuRequested] = useState(false);
  // The slide menu exists only in the mobile layout: widening the window closes it.
  const menuOpen = menuRequested && isMobile;

  // A route change (any link, back/forward) closes whatever the header had open.
  const [routeSeen, setRouteSeen] = useState(pathname);
  if (routeSeen !== pathname) {
    setRouteSeen(pathname);
    setDropdownIndex(null);
    setMenuRequested(false);
  }

  // Escape closes a dropdown opened by hover too, where focus is not inside the nav.
  useEffect(() => {
    if (dropdownIndex === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDropdownIndex(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dropdownIndex]);

  return (
    <header
      className={styles.header}
      data-home={isHome}
      data-scrolled={scrolled}
      data-solid={dropdownIndex !== null || menuOpen}
      onMouseLeave={() => setDropdownIndex(null)}
    >
      <TopBanner />
      <div className={styles.desktop}>
        <div className={styles.desktopInner}>
          <Link to="/" className={styles.logoLink} aria-label={LABELS.home}>
            <Logo className={styles.logo} />
          </Link>
          <DesktopNav openIndex={dropdownIndex} onOpenIndexChange={setDropdownIndex} />
          <div className={styles.actions}>
            <Link to={CONSULT_LINK.to} className={styles.consult}>
              {CONSULT_LINK.label}
            </Link>
            <a className={styles.phone} {...interestOpener('header')}>
              <PhoneIcon className={styles.phoneIcon} />
              <span>{SITE.phone}</span> <VisuallyHidden>{LABELS.phoneButtonHint}</VisuallyHidden>
            </a>
          </div>
        </div>
      </div>
      <MobileHeader open={menuOpen} onOpenChange={setMenuRequested} />
    </header>
  );
}
