import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY, useHydrated, useMediaQuery } from '@gagyeong/ui';
import { BANNER_INTERVAL_MS, BANNER_LINES, LABELS } from '../content';
import { PauseIcon, PlayIcon } from './icons';
import styles from './top-banner.module.css';

/**
 * The thin promo strip above the header: short lines that cross-fade in turn. Rotation pauses
 * while the pointer or focus is on the strip, stops with the pause button (WCAG 2.2.2), and never
 * starts under prefers-reduced-motion. The lines rotate by script only, so the pause button
 * appears with it, in room the strip keeps for it (docs/architecture.md §3, "Before the scripts run").
 */
export function TopBanner() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const canRotate = useHydrated() && !reducedMotion && BANNER_LINES.length > 1;
  const rotating = canRotate && !stopped && !engaged;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % BANNER_LINES.length),
      BANNER_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <div
      className={styles.banner}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={() => setEngaged(false)}
    >
      <p className={styles.lines}>
        {BANNER_LINES.map((line, i) => (
          <span
            key={line}
            className={i === index ? `${styles.line} ${styles.current}` : styles.line}
            aria-hidden={i === index ? undefined : true}
          >
            {line}
          </span>
        ))}
      </p>
      {canRotate && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={stopped ? LABELS.playBanner : LABELS.pauseBanner}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayIcon className={styles.icon} /> : <PauseIcon className={styles.icon} />}
        </button>
      )}
    </div>
  );
}
