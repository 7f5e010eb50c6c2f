import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { isPlainClick } from '@gagyeong/contracts';
import { Tabs } from '../../../components/tabs';
import { UNIT_PLANS, VIEWER_PAGES, viewerLabel, type UnitPlanPage } from '../content';
import { ZoomViewport } from './zoom-viewport';
import styles from './unit-plan-viewer.module.css';

/** docs/product.md §9: the plan image fades in over this long after the type changes. */
export const PLAN_FADE_MS = 500;

export interface UnitPlanViewerProps {
  /** The type shown first; the first viewer type when it is not one of them. */
  readonly initialPage?: UnitPlanPage;
}

/** The page of a viewer type: its viewer starts there (the address of the viewer's tab). */
const pathOf = (page: string) => `/FloorPlan/${page}`;

interface ArrowProps {
  readonly label: string;
  readonly symbol: string;
  /** Where the arrow goes; none at the end it points past (disabled). */
  readonly page: UnitPlanPage | undefined;
  readonly onGo: () => void;
  readonly arrowRef: RefObject<HTMLElement | null>;
}

/**
 * A link to the type's page, where the viewer starts on it (before the scripts run, or without
 * them); once hydrated, a click changes the type in place. At the end, a disabled button.
 */
function Arrow({ label, symbol, page, onGo, arrowRef }: ArrowProps) {
  const content = <span aria-hidden="true">{symbol}</span>;
  const ref = (node: HTMLElement | null) => {
    arrowRef.current = node;
  };
  if (page === undefined) {
    return (
      <button ref={ref} type="button" className={styles.arrow} disabled aria-label={label}>
        {content}
      </button>
    );
  }
  return (
    <a
      ref={ref}
      href={pathOf(page)}
      className={styles.arrow}
      aria-label={label}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onGo();
      }}
    >
      {content}
    </a>
  );
}

/**
 * The unit-plan viewer (docs/product.md §2): tabs 84A㎡, 84B㎡, 84C㎡, previous/next arrows that are disabled at
 * the ends, and the chosen plan fading in over 500 ms inside a zoomable viewport. Tabs and arrows
 * link each type's page, where the viewer starts on that type (docs/architecture.md §3, "Before
 * the scripts run").
 */
export function UnitPlanViewer({ initialPage }: UnitPlanViewerProps) {
  const initialIndex = initialPage ? VIEWER_PAGES.indexOf(initialPage) : -1;
  const [index, setIndex] = useState(Math.max(0, initialIndex));
  const [fading, setFading] = useState(false);
  const prevRef = useRef<HTMLElement>(null);
  const nextRef = useRef<HTMLElement>(null);
  const last = VIEWER_PAGES.length - 1;

  useEffect(() => {
    if (!fading) return undefined;
    const timer = window.setTimeout(() => setFading(false), PLAN_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [fading, index]);

  const select = (next: number) => {
    if (next < 0 || next > last || next === index) return;
    setIndex(next);
    setFading(true);
    // An arrow that becomes disabled would drop keyboard focus to the page: hand it to the other one.
    if (next === 0) nextRef.current?.focus();
    if (next === last) prevRef.current?.focus();
  };

  const tabs = VIEWER_PAGES.map((page) => {
    const plan = UNIT_PLANS[page];
    return {
      id: page,
      label: viewerLabel(plan),
      panel: (
        <figure className={styles.figure}>
          <ZoomViewport label={`${plan.label} 타입 평면도`}>
            <img
              key={page}
              className={styles.image}
              data-fading={fading ? 'true' : 'false'}
              src={plan.image}
              alt={`${plan.label} 타입 평면도: ${plan.layout}, ${plan.rooms}, 거실·주방·침실·욕실·드레스룸·발코니·현관 배치와 치수`}
              width={plan.width}
              height={plan.height}
              loading="lazy"
              decoding="async"
            />
          </ZoomViewport>
          <figcaption className={styles.caption}>
            <span className={styles.captionType}>{viewerLabel(plan)}</span>
            <span>
              {plan.layout} · {plan.rooms}
            </span>
            <Link className={styles.more} to={`/FloorPlan/${page}`}>
              {plan.label} 평면 자세히 보기
            </Link>
          </figcaption>
        </figure>
      ),
    };
  });

  const current = VIEWER_PAGES[index] ?? VIEWER_PAGES[0];
  return (
    <div className={styles.viewer}>
      <Tabs
        label="타입 선택"
        tabs={tabs}
        hrefOf={pathOf}
        selectedId={current}
        onChange={(id) => select(VIEWER_PAGES.findIndex((page) => page === id))}
      />
      <div className={styles.arrows}>
        <Arrow
          label="이전 타입"
          symbol="‹"
          page={VIEWER_PAGES[index - 1]}
          onGo={() => select(index - 1)}
          arrowRef={prevRef}
        />
        <span className={styles.count} aria-hidden="true">
          {index + 1} / {VIEWER_PAGES.length}
        </span>
        <Arrow
          label="다음 타입"
          symbol="›"
          page={VIEWER_PAGES[index + 1]}
          onGo={() => select(index + 1)}
          arrowRef={nextRef}
        />
      </div>
    </div>
  );
}
