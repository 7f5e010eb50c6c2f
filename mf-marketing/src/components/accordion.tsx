import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { closeOtherDetails } from '@gagyeong/ui';
import { arrowKeyTarget } from './arrow-keys';
import styles from './accordion.module.css';

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Open on first render; none when omitted. */
  readonly defaultOpenId?: string;
  /** Level of the heading in each part's header. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * An accordion with one part open at a time (docs/product.md §4): opening one closes the other,
 * activating the open one closes it. Each part is a `<details>` named for the accordion, so the
 * browser keeps that rule and a tap works before the scripts run, and without them
 * (docs/architecture.md §3, "Before the scripts run"); its `<summary>` holds the part's heading
 * and carries the expanded state. Up/Down/Home/End move focus between the headers. The browser
 * renders nothing of a closed part, so its content is out of the tab order and the accessibility tree.
 */
export function Accordion({ items, defaultOpenId, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target = arrowKeyTarget(event.key, index, items.length, 'column');
    if (target === undefined) return;
    event.preventDefault();
    summaries.current[target]?.focus();
  };

  return (
    <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
      {items.map((item, index) => {
        const summaryId = `${baseId}-${index}`;
        return (
          <details
            key={item.id}
            className={styles.item}
            name={baseId}
            open={item.id === defaultOpenId}
            onToggle={closeOtherDetails}
            // A part the visitor opened or closed before the scripts ran stays so.
            suppressHydrationWarning
          >
            <summary
              ref={(node) => {
                summaries.current[index] = node;
              }}
              id={summaryId}
              className={styles.trigger}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Heading className={styles.heading}>{item.title}</Heading>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div role="region" aria-labelledby={summaryId} className={styles.panel}>
              {item.content}
            </div>
          </details>
        );
      })}
    </div>
  );
}
