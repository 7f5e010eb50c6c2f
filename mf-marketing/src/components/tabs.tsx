import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { isPlainClick } from '@gagyeong/contracts';
import { arrowKeyTarget } from './arrow-keys';
import styles from './tabs.module.css';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly panel: ReactNode;
}

export interface TabsProps {
  readonly tabs: readonly TabItem[];
  /**
   * Each tab's own address, where the server renders the page with that tab chosen: each tab is
   * a link there, so a tap before the page's scripts run, or without them, shows it
   * (docs/architecture.md §3, "Before the scripts run"). Once hydrated, a click selects in place.
   */
  readonly hrefOf: (id: string) => string;
  /** Controlled selection; pair with onChange. */
  readonly selectedId?: string;
  /** Uncontrolled initial selection; the first tab when omitted. */
  readonly defaultSelectedId?: string;
  readonly onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly className?: string;
}

/**
 * WAI-ARIA APG tabs with automatic activation: roving tabindex, Left/Right wrap around, Home/End.
 * Only the selected panel's content is mounted, so hidden tabs never load their iframes or images.
 */
export function Tabs({ tabs, hrefOf, selectedId, defaultSelectedId, onChange, label, className }: TabsProps) {
  const [internalId, setInternalId] = useState(defaultSelectedId ?? tabs[0]?.id);
  const currentId = selectedId ?? internalId;
  const active = tabs.find((tab) => tab.id === currentId) ?? tabs[0];
  const baseId = useId();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (id: string) => {
    if (selectedId === undefined) setInternalId(id);
    onChange?.(id);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    select(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const target = arrowKeyTarget(event.key, index, tabs.length, 'row');
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active?.id;
          return (
            <a
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              id={`${baseId}-tab-${index}`}
              href={hrefOf(tab.id)}
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={(event) => onClick(event, tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const selected = tab.id === active?.id;
        return (
          <div
            key={tab.id}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            tabIndex={0}
            hidden={!selected}
            className={styles.panel}
          >
            {selected ? tab.panel : null}
          </div>
        );
      })}
    </div>
  );
}
