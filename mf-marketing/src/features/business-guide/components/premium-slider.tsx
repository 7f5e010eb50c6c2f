import { useEffect, useId, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@gagyeong/ui';
import { MultilineText } from '../../../components/multiline-text';
import { PremiumImage } from '../../../components/premium-image';
import type { PremiumSlide } from '../../../content/premium';
import styles from './premium-slider.module.css';

/** docs/product.md §9: auto-advance interval and swipe threshold. */
export const SLIDE_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 50;

export interface PremiumSliderProps {
  readonly slides: readonly PremiumSlide[];
  readonly label: string;
}

/**
 * WAI-ARIA APG carousel: auto-advances every 6 s with wraparound; a pause button comes first;
 * rotation stops while the pointer is over it or focus is inside it, and never starts under
 * prefers-reduced-motion. Dots pick a slide; a horizontal swipe over 50 px moves one slide.
 */
export function PremiumSlider({ slides, label }: PremiumSliderProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // undefined until the visitor chooses: then playing unless reduced motion is asked for.
  const [playChoice, setPlayChoice] = useState<boolean>();
  const playing = playChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && count > 1;
  const touchStartX = useRef<number | null>(null);
  const baseId = useId();

  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playButton}
          onClick={() => setPlayChoice(!playing)}
          aria-label={playing ? '자동 넘김 정지' : '자동 넘김 시작'}
        >
          <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
        </button>
        <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-label="이전 슬라이드">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} onClick={() => go(index + 1)} aria-label="다음 슬라이드">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className={styles.viewport}
        // Announce slide changes only when the visitor caused them, not on every auto-advance.
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === index;
            return (
              <div
                key={slide.id}
                id={`${baseId}-slide-${slideIndex}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${count}개 중 ${slideIndex + 1}번째: ${slide.title}`}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                <PremiumImage theme={slide} className={styles.image} />
                <div className={styles.caption}>
                  <p className={styles.number}>{String(slideIndex + 1).padStart(2, '0')}</p>
                  <h3 className={styles.title}>{slide.title}</h3>
                  <p className={styles.desc}>
                    <MultilineText text={slide.desc} />
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.dots}>
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.id}
            type="button"
            className={styles.dot}
            aria-label={`${slideIndex + 1}번째 슬라이드 보기: ${slide.title}`}
            aria-controls={`${baseId}-slide-${slideIndex}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => go(slideIndex)}
          />
        ))}
      </div>
    </section>
  );
}
