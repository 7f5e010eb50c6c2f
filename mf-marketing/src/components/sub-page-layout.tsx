import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { findMenuSection, type MenuLink } from '@gagyeong/contracts';
import { BANNER_ART_SIZE, FirstScreenImage } from '@gagyeong/ui';
import styles from './sub-page-layout.module.css';

export interface SubPageLayoutProps {
  readonly title: string;
  readonly text: string;
  /** Banner image URL (drawn at the ui package's BANNER_ART_SIZE). */
  readonly banner: string;
  /** Alt text when the banner carries meaning; decorative (empty alt) otherwise. */
  readonly bannerAlt?: string;
  /** Defaults to the menu section of the current path. */
  readonly menu?: readonly MenuLink[];
  readonly menuVariant?: 'tabs' | 'side';
  /** Small label above the title; the current menu section's title by default. */
  readonly eyebrow?: string;
  readonly children: ReactNode;
}

/** Sub-page frame (docs/product.md §2 "Sub-page common elements"): banner, section menu, page body. */
export function SubPageLayout({
  title,
  text,
  banner,
  bannerAlt = '',
  menu,
  menuVariant = 'tabs',
  eyebrow,
  children,
}: SubPageLayoutProps) {
  const { pathname } = useLocation();
  const section = findMenuSection(pathname);
  const items = menu ?? section?.items ?? [];
  const label = eyebrow ?? section?.title;

  const nav =
    items.length > 0 ? (
      <nav className={menuVariant === 'side' ? styles.side : styles.tabs} aria-label={`${label ?? title} 메뉴`}>
        <ul className={styles.menuList}>
          {items.map((item) => (
            <li key={item.subUrl}>
              <NavLink
                to={item.subUrl}
                end
                className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.active}` : styles.menuLink)}
              >
                {item.subTitle}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <FirstScreenImage className={styles.bannerImage} src={banner} alt={bannerAlt} size={BANNER_ART_SIZE} />
        {/* Painted with the first frame; its entrance only moves it (docs/product.md §2). */}
        <div className={styles.bannerText}>
          {label ? <p className={styles.eyebrow}>{label}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{text}</p>
        </div>
      </header>
      {menuVariant === 'side' ? (
        <div className={styles.withSide}>
          {nav}
          <div className={styles.body}>{children}</div>
        </div>
      ) : (
        <>
          {nav}
          <div className={styles.body}>{children}</div>
        </>
      )}
    </div>
  );
}
