import { interestOpener, SITE } from '@gagyeong/contracts';
import { LABELS } from '../content';
import { CalendarIcon, PhoneIcon } from './icons';
import styles from './fixed-bar.module.css';

/**
 * The mobile-only bottom bar (hidden above 900px by CSS): visit reservation (an interest-popup
 * opener, a link to the interest page until the scripts run) and tap-to-call.
 */
export function FixedBar() {
  return (
    <aside className={styles.bar} aria-label={LABELS.fixedBar}>
      <a className={`${styles.action} ${styles.visit}`} {...interestOpener('fixed-bar')}>
        <CalendarIcon className={styles.icon} />
        {LABELS.visit}
      </a>
      <a className={`${styles.action} ${styles.call}`} href={SITE.phoneHref}>
        <PhoneIcon className={styles.icon} />
        {LABELS.phoneConsult}
      </a>
    </aside>
  );
}
