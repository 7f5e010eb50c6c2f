import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { findMenuSection, MENU } from '@gagyeong/contracts';
import { LABELS } from '../content';
import { MenuLinks } from './menu-links';
import styles from './desktop-nav.module.css';

interface DesktopNavProps {
  /** Index of the MENU section whose dropdown is open, or null. The header owns it so that the
   * pointer leaving the whole header (not just the nav) closes the dropdown. */
  readonly openIndex: number | null;
  readonly onOpenIndexChange: (index: number | null) => void;
}

/**
 * One item per MENU section, linking to the section's first page, with a dropdown of the
 * section's pages under the item (disclosure navigation: the item carries aria-expanded).
 * Opens on hover and on keyboard focus; ArrowDown moves into the dropdown, arrows move within it,
 * Escape closes it and returns focus to the item.
 */
export function DesktopNav({ openIndex, onOpenIndexChange }: DesktopNavProps) {
  const { pathname } = useLocation();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const triggerRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const currentSection = findMenuSection(pathname);

  const listId = (index: number) => `${baseId}-menu-${index}`;
  const dropdownLinks = (index: number): HTMLAnchorElement[] =>
    Array.from(document.getElementById(listId(index))?.querySelectorAll('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && openIndex !== null) {
      event.preventDefault();
      triggerRefs.current[openIndex]?.focus();
      onOpenIndexChange(null);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget)) onOpenIndexChange(null);
  };

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // Show the dropdown now so its first link can take focus in the same keystroke.
    flushSync(() => onOpenIndexChange(index));
    dropdownLinks(index)[0]?.focus();
  };

  const onDropdownKeyDown = (index: number) => (event: KeyboardEvent<HTMLUListElement>) => {
    const links = dropdownLinks(index);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? links[at >= last ? 0 : at + 1]
        : event.key === 'ArrowUp'
          ? links[at <= 0 ? last : at - 1]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label={LABELS.mainNav} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className={styles.list}>
        {MENU.map((section, index) => {
          const first = section.items[0];
          if (!first) return null;
          const open = openIndex === index;
          return (
            <li key={section.title} className={styles.item} onMouseEnter={() => onOpenIndexChange(index)}>
              <Link
                ref={(element) => {
                  triggerRefs.current[index] = element;
                }}
                to={first.subUrl}
                className={styles.trigger}
                data-current={section === currentSection ? 'true' : undefined}
                aria-expanded={open}
                aria-controls={listId(index)}
                onFocus={() => onOpenIndexChange(index)}
                onKeyDown={onTriggerKeyDown(index)}
              >
                {section.title}
              </Link>
              <ul
                id={listId(index)}
                className={styles.dropdown}
                hidden={!open}
                aria-label={section.title}
                onKeyDown={onDropdownKeyDown(index)}
              >
                <MenuLinks
                  items={section.items}
                  pathname={pathname}
                  className={styles.link}
                  onFollow={() => onOpenIndexChange(null)}
                />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
