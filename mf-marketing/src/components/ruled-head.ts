import type { SectionHeadClasses } from './section-head';
import styles from './ruled-head.module.css';

/** The section head of a side-menu page (floor plans, interiors): ruled off, with the page's own heading and lead. */
export function ruledHead(heading: string | undefined, lead: string | undefined): SectionHeadClasses {
  return { head: styles.ruled, eyebrow: styles.eyebrow, heading, lead };
}
