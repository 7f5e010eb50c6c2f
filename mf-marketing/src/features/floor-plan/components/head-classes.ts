import styles from './floor-plan.module.css';

/** The floor-plan pages' section head, named one by one: see components/section-head.tsx. */
export const HEAD_CLASSES = { head: styles.head, eyebrow: styles.eyebrow, heading: styles.heading, lead: styles.lead };
