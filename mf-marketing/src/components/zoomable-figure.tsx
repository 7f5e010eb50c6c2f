import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from './zoomable-figure.module.css';

/**
 * How large a drawing is shown up to 900 px wide (docs/product.md §9), as a share of its drawn width
 * (1200 px): 'fit' shows all of it, the others a part, to pan. 0.85 keeps its smallest labels (14 px)
 * at 12 px. The widths are in zoomable-figure.module.css: the level is an attribute, never a style,
 * so the server's HTML needs no style hash and a page without scripts shows the readable level.
 */
export const ZOOM_LEVELS = ['fit', '0.6', '0.85', '1.2'] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
export const READABLE_ZOOM: ZoomLevel = '0.85';

export interface ZoomableFigureText {
  /** The drawing's name, for the pannable region. */
  readonly label: string;
  /** Shown under the drawing on narrow screens, scripts or not. */
  readonly panHint: string;
  /** Added to the hint once the buttons work. */
  readonly zoomHint: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** The level now, e.g. "전체" or "85%". */
  readonly level: (level: ZoomLevel) => string;
}

const subscribeNothing = () => () => undefined;

function ZoomIcon({ plus }: { readonly plus: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={plus ? 'M4 10h12M10 4v12' : 'M4 10h12'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The scroll position that keeps the point at the middle of the view in the middle after zooming. */
function keepCentre(view: HTMLElement, before: { width: number; height: number }) {
  const after = { width: view.scrollWidth, height: view.scrollHeight };
  const centreX = (view.scrollLeft + view.clientWidth / 2) / before.width;
  const centreY = (view.scrollTop + view.clientHeight / 2) / before.height;
  view.scrollLeft = centreX * after.width - view.clientWidth / 2;
  view.scrollTop = centreY * after.height - view.clientHeight / 2;
}

/**
 * A drawing too detailed for a phone's width (the site plan, the unit placement map): up to 900 px
 * it is shown at a readable size in a region that pans (touch, scroll bars, or the arrow keys once
 * focused), with a visible hint, and zoom buttons once scripts run. Wider screens
 * show the whole drawing, as it reads there.
 */
export function ZoomableFigure({
  text,
  className,
  children,
}: {
  readonly text: ZoomableFigureText;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const [level, setLevel] = useState<ZoomLevel>(READABLE_ZOOM);
  // The buttons need scripts: hidden in the server's HTML (and while hydrating), shown after.
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const view = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  const before = useRef<{ width: number; height: number; barTop: number } | null>(null);

  const index = ZOOM_LEVELS.indexOf(level);
  const zoom = (step: 1 | -1) => {
    const next = ZOOM_LEVELS[index + step];
    if (!next) return;
    if (view.current && bar.current) {
      const { scrollWidth: width, scrollHeight: height } = view.current;
      before.current = { width, height, barTop: bar.current.getBoundingClientRect().top };
    }
    setLevel(next);
  };
  // The drawing keeps its middle, and the buttons stay under the finger while the figure's height changes.
  useLayoutEffect(() => {
    if (view.current && bar.current && before.current) {
      keepCentre(view.current, before.current);
      window.scrollBy(0, bar.current.getBoundingClientRect().top - before.current.barTop);
    }
    before.current = null;
  }, [level]);

  return (
    <figure className={`${styles.figure} ${className ?? ''}`}>
      <div
        ref={view}
        className={styles.view}
        data-zoom={level}
        role="group"
        aria-label={`${text.label} (${text.level(level)})`}
        // Focusable, so the arrow keys pan it.
        tabIndex={0}
      >
        <div className={styles.drawing}>{children}</div>
      </div>
      <figcaption ref={bar} className={styles.bar}>
        <span className={styles.hint}>
          {text.panHint}
          {enhanced ? ` ${text.zoomHint}` : null}
        </span>
        <span className={styles.buttons} hidden={!enhanced}>
          <button
            type="button"
            className={styles.button}
            onClick={() => zoom(-1)}
            disabled={index === 0}
            aria-label={text.zoomOut}
          >
            <ZoomIcon plus={false} />
          </button>
          <output className={styles.level} aria-live="polite">
            {text.level(level)}
          </output>
          <button
            type="button"
            className={styles.button}
            onClick={() => zoom(1)}
            disabled={index === ZOOM_LEVELS.length - 1}
            aria-label={text.zoomIn}
          >
            <ZoomIcon plus />
          </button>
        </span>
      </figcaption>
    </figure>
  );
}
