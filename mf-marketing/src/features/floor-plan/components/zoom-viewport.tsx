import { useId, useRef, type ReactNode } from 'react';
import { MAX_SCALE, MIN_SCALE, useZoomPan } from '../hooks/use-zoom-pan';
import styles from './zoom-viewport.module.css';

export interface ZoomViewportProps {
  /** What is being zoomed, e.g. "84A 타입 평면도"; names the controls and the viewport. */
  readonly label: string;
  /** Usually one <img>; it is scaled and moved as a whole. */
  readonly children: ReactNode;
}

/**
 * A viewport that zooms its content with +/− buttons and reset, the mouse wheel, pinch, drag to
 * move, and the keyboard (+, −, 0, arrow keys when focused).
 */
export function ZoomViewport({ label, children }: ZoomViewportProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const { state, zoomIn, zoomOut, reset, handlers } = useZoomPan(viewportRef);
  const hintId = useId();
  const percent = Math.round(state.scale * 100);
  const zoomed = state.scale > MIN_SCALE;

  return (
    <div className={styles.wrap}>
      <div
        ref={viewportRef}
        className={styles.viewport}
        data-zoomed={zoomed ? 'true' : 'false'}
        role="group"
        aria-roledescription="확대 보기"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        {...handlers}
      >
        <div
          className={styles.content}
          style={{ transform: `translate(${state.x}px, ${state.y}px) scale(${state.scale})` }}
          data-testid="zoom-content"
        >
          {children}
        </div>
      </div>
      <div className={styles.bar}>
        <p id={hintId} className={styles.hint}>
          확대: 버튼, 마우스 휠, 두 손가락 또는 + − 키 · 이동: 끌기 또는 방향키 · 0 키: 원래 크기
        </p>
        <div className={styles.controls} role="toolbar" aria-label={`${label} 확대 도구`}>
          <button type="button" className={styles.button} onClick={zoomOut} disabled={!zoomed} aria-label="축소">
            <span aria-hidden="true">−</span>
          </button>
          <output className={styles.level} aria-live="polite" aria-label="확대 배율">
            {percent}%
          </output>
          <button
            type="button"
            className={styles.button}
            onClick={zoomIn}
            disabled={state.scale >= MAX_SCALE}
            aria-label="확대"
          >
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className={styles.reset} onClick={reset} disabled={!zoomed}>
            원래 크기
          </button>
        </div>
      </div>
    </div>
  );
}
