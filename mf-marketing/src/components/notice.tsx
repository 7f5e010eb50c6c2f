import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { interestOpener } from '@gagyeong/contracts';
import styles from './notice.module.css';

export interface DisclaimerProps {
  readonly items: readonly ReactNode[];
  /** Visible heading of the small print; '유의사항' by default. */
  readonly title?: string;
  readonly className?: string;
}

/**
 * Small-print list under images and figures ("실제와 다를 수 있습니다" and the like). A note, not an
 * <aside>: it sits in the page's <main>, where a complementary landmark does not belong.
 */
export function Disclaimer({ items, title = '유의사항', className }: DisclaimerProps) {
  const titleId = useId();
  return (
    <div
      role="note"
      className={className ? `${styles.disclaimer} ${className}` : styles.disclaimer}
      aria-labelledby={titleId}
    >
      <p id={titleId} className={styles.disclaimerTitle}>
        {title}
      </p>
      <ul className={styles.disclaimerList}>
        {items.map((item, index) => (
          // Static copy: its position is its identity.
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export interface ComingSoonProps {
  readonly title: string;
  readonly text: ReactNode;
  /** Offer the interest popup so a visitor can be told when it is ready (default true). */
  readonly withInterestButton?: boolean;
  /** A related page worth visiting meanwhile. */
  readonly related?: { readonly to: string; readonly label: string };
}

/** An honest "준비 중" block for content that does not exist yet. */
export function ComingSoon({ title, text, withInterestButton = true, related }: ComingSoonProps) {
  return (
    <div className={styles.comingSoon}>
      <span className={styles.badge}>준비 중</span>
      <h2 className={styles.comingTitle}>{title}</h2>
      <div className={styles.comingText}>{text}</div>
      {withInterestButton || related ? (
        <div className={styles.actions}>
          {withInterestButton ? (
            <a className={styles.primary} {...interestOpener('page')}>
              관심고객 등록하고 소식 받기
            </a>
          ) : null}
          {related ? (
            <Link className={styles.secondary} to={related.to}>
              {related.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
