import { useId, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findMenuSection, MENU, SITE } from '@gagyeong/contracts';
import { tabbableIn, useModalLayer } from '@gagyeong/ui';
import { LABELS, VISIT_LINK } from '../content';
import { ChevronIcon, CloseIcon, MenuIcon, PhoneIcon } from './icons';
import { Logo } from './logo';
import { MenuLinks } from './menu-links';
import styles from './mobile-header.module.css';

interface MobileHeaderProps {
  /** Whether the slide menu is open (the header closes it when the viewport leaves mobile). */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The ≤900px header bar (menu toggle, logo, tap-to-call) and its slide-in menu: a dialog-like
 * panel that takes focus when it opens, keeps Tab inside the bar and the panel, closes on Escape,
 * on the backdrop and on any link (focus back on the toggle); its sections are an accordion with
 * at most one open.
 */
export function MobileHeader({ open, onOpenChange }: MobileHeaderProps) {
  const { pathname } = useLocation();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const barRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openSection, setOpenSection] = useState<number | null>(null);
  const [panelTop, setPanelTop] = useState(0);

  const close = () => onOpenChange(false);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    // The panel starts where the header ends, which depends on how far the banner has scrolled.
    setPanelTop(barRef.current?.getBoundingClientRect().bottom ?? 0);
    // Open on the current page's section, so the visitor sees where they are.
    const current = findMenuSection(pathname);
    setOpenSection(current ? MENU.indexOf(current) : null);
    onOpenChange(true);
  };

  // The bar and the panel are one modal layer: the rest of the page is inert and does not scroll,
  // focus moves to the panel's first link, Tab cycles through the bar and the panel, and closing
  // gives focus back to the toggle.
  useModalLayer({
    active: open,
    branches: [barRef, panelRef],
    onEscape: close,
    initialFocus: ([, panel]) => (panel ? tabbableIn([panel])[0] : undefined),
    returnFocus: toggleRef,
  });

  // Choosing any link in the panel closes the menu (also when it points at the current page).
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <div className={styles.mobile}>
      <div ref={barRef} className={styles.bar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.iconButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? LABELS.closeMenu : LABELS.openMenu}
          onClick={toggle}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className={styles.logoLink} aria-label={LABELS.home} onClick={close}>
          <Logo className={styles.logo} />
        </Link>
        <a href={SITE.phoneHref} className={styles.iconButton} aria-label={LABELS.call}>
          <PhoneIcon />
        </a>
      </div>

      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-label={LABELS.mobilePanel}
        hidden={!open}
        // Only while open: a closed page carries no style attribute (its CSP then allows none).
        style={open ? ({ '--panel-top': `${panelTop}px` } as CSSProperties) : undefined}
        onClick={onPanelClick}
      >
        <div className={styles.backdrop} aria-hidden="true" onClick={close} />
        <div className={styles.sheet}>
          <Link to={VISIT_LINK.to} className={styles.visit}>
            {VISIT_LINK.label}
          </Link>
          <nav aria-label={LABELS.mobileNav}>
            <ul className={styles.sections}>
              {MENU.map((section, index) => {
                const expanded = openSection === index;
                const buttonId = `${baseId}-section-${index}`;
                const listId = `${baseId}-items-${index}`;
                return (
                  <li key={section.title} className={styles.section}>
                    <button
                      id={buttonId}
                      type="button"
                      className={styles.sectionButton}
                      aria-expanded={expanded}
                      aria-controls={listId}
                      onClick={() => setOpenSection((current) => (current === index ? null : index))}
                    >
                      {section.title}
                      <ChevronIcon className={styles.chevron} />
                    </button>
                    <ul id={listId} className={styles.items} aria-labelledby={buttonId} hidden={!expanded}>
                      <MenuLinks items={section.items} pathname={pathname} className={styles.itemLink} />
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          <a href={SITE.phoneHref} className={styles.call}>
            <PhoneIcon className={styles.callIcon} />
            <span>
              {LABELS.phoneConsult} <strong>{SITE.phone}</strong>
            </span>
          </a>
        </div>
      </div>
    </div>
  );
}
