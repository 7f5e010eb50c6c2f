import { openInterestPopup, SITE } from '@gagyeong/contracts';
import { LABELS } from '../content';
import { CalendarIcon, PhoneIcon } from './icons';
import styles from './fixed-bar.module.css';

/** The mobile-only bottom bar (hidden above 900px by CSS): visit reservation and tap-to-call. */
export function FixedBar() {
  return (
    <aside className={styles.bar} aria-label={LABELS.fixedBar}>
      <button
        type="button"
        className={`${styles.action} ${styles.visit}`}
        aria-haspopup="dialog"
        onClick={() => openInterestPopup('fixed-bar')}
      >
        <CalendarIcon className={styles.icon} />
        {LABELS.visit}
      </button>
      <a className={`${styles.action} ${styles.call}`} href={SITE.phoneHref}>
        <PhoneIcon className={styles.icon} />
        {LABELS.phoneConsult}
      </a>
    </aside>
  );
}
