import { useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findMenuSection, MENU, SITE } from '@gagyeong/contracts';
import { closeOtherDetails, tabbableIn, useModalLayer } from '@gagyeong/ui';
import { LABELS, VISIT_LINK } from '../content';
import { ChevronIcon, MenuToggleIcon, PhoneIcon } from './icons';
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
 *
 * The menu and its sections are `<details>`, so they open and close before the scripts run, and
 * without them (docs/architecture.md §3, "Before the scripts run"); once hydrated, the toggle
 * opens the menu as a modal layer, on the current page's section.
 */
export function MobileHeader({ open, onOpenChange }: MobileHeaderProps) {
  const { pathname } = useLocation();
  const baseId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const sectionsRef = useRef<HTMLUListElement>(null);
  const [panelTop, setPanelTop] = useState<number>();
  const current = findMenuSection(pathname);
  const currentIndex = current ? MENU.indexOf(current) : -1;

  const close = () => onOpenChange(false);

  // The panel starts where the header ends, which depends on how far the banner has scrolled.
  const placePanel = () => setPanelTop(barRef.current?.getBoundingClientRect().bottom);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    if (!open) {
      placePanel();
      // Open on the current page's section, so the visitor sees where they are.
      sectionsRef.current?.querySelectorAll('details').forEach((section, index) => {
        section.open = index === currentIndex;
      });
    }
    onOpenChange(!open);
  };

  // The page leads: a menu the visitor opened before the scripts ran stays open, as the modal
  // layer it is now. (Once hydrated, the toggle's click decides: its own toggling is prevented.)
  useEffect(() => {
    if (!menuRef.current?.open) return;
    setPanelTop(barRef.current?.getBoundingClientRect().bottom);
    onOpenChange(true);
  }, [onOpenChange]);

  // The bar, the panel in it, is one modal layer: the rest of the page is inert and does not
  // scroll, focus moves to the panel's first link, Tab cycles through the bar (the panel follows
  // its toggle), and closing gives focus back to the toggle.
  useModalLayer({
    active: open,
    branches: [barRef],
    onEscape: close,
    initialFocus: () => (panelRef.current ? tabbableIn([panelRef.current])[0] : undefined),
    returnFocus: toggleRef,
  });

  // Choosing any link in the panel closes the menu (also when it points at the current page).
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <div className={styles.mobile}>
      <div ref={barRef} className={styles.bar}>
        {/* Opened by the visitor before the scripts ran: the page leads (the effect above). */}
        <details ref={menuRef} className={styles.menu} open={open} suppressHydrationWarning>
          {/* What it opens is its <details>' content: the panel. */}
          <summary
            ref={toggleRef}
            className={styles.iconButton}
            aria-label={open ? LABELS.closeMenu : LABELS.openMenu}
            onClick={toggle}
          >
            <MenuToggleIcon className={styles.toggleIcon} />
          </summary>
          <div
            ref={panelRef}
            className={styles.panel}
            role="dialog"
            aria-label={LABELS.mobilePanel}
            // Only once measured, in the browser: the server's page carries no style attribute
            // (its CSP then allows none), and the stylesheet places the panel under the header.
            style={panelTop === undefined ? undefined : ({ '--panel-top': `${panelTop}px` } as CSSProperties)}
            onClick={onPanelClick}
          >
            <div className={styles.backdrop} aria-hidden="true" onClick={close} />
            <div className={styles.sheet}>
              <Link to={VISIT_LINK.to} className={styles.visit}>
                {VISIT_LINK.label}
              </Link>
              <nav aria-label={LABELS.mobileNav}>
                <ul ref={sectionsRef} className={styles.sections}>
                  {MENU.map((section, index) => {
                    const summaryId = `${baseId}-section-${index}`;
                    return (
                      <li key={section.title}>
                        <details
                          className={styles.section}
                          name={baseId}
                          open={index === currentIndex}
                          onToggle={closeOtherDetails}
                          suppressHydrationWarning
                        >
                          <summary id={summaryId} className={styles.sectionButton}>
                            {section.title}
                            <ChevronIcon className={styles.chevron} />
                          </summary>
                          <ul className={styles.items} aria-labelledby={summaryId}>
                            <MenuLinks items={section.items} pathname={pathname} className={styles.itemLink} />
                          </ul>
                        </details>
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
        </details>
        <Link to="/" className={styles.logoLink} aria-label={LABELS.home} onClick={close}>
          <Logo className={styles.logo} />
        </Link>
        <a href={SITE.phoneHref} className={styles.iconButton} aria-label={LABELS.call}>
          <PhoneIcon />
        </a>
      </div>
    </div>
  );
}
