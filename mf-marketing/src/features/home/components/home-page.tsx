import { useCallback, useRef, type ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@gagyeong/ui';
import { sectionStops } from '../hooks/section-stops';
import { useSectionStepper } from '../hooks/use-section-stepper';
import { BrandSection } from './brand-section';
import { HeroSection } from './hero-section';
import { LocationSection } from './location-section';
import { PremiumSection } from './premium-section';
import { UnitPlanSection } from './unit-plan-section';
import { VisitSection } from './visit-section';
import styles from './home-page.module.css';

/** Names of the full-page steps, for the side indicator; the last one is the footer. */
export const HOME_STEPS = ['메인', '입지 포인트', '브랜드', '프리미엄', '평면 안내', '방문 예약', '하단 정보'] as const;

/** Space kept below a section's content when a step brings its bottom into view. */
const CONTENT_MARGIN = 24;
/** Space always kept between the fixed header and a section's content. */
const HEADER_MARGIN = 8;

export interface HomePageProps {
  readonly popupOpen: boolean;
  readonly visitFormSlot: ReactNode;
}

export function HomePage({ popupOpen, visitFormSlot }: HomePageProps) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const root = useRef<HTMLDivElement>(null);
  // Read from the DOM when needed (the six <section> children), never during render.
  const sections = useCallback(
    () => Array.from(root.current?.querySelectorAll<HTMLElement>(':scope > section') ?? []),
    [],
  );

  // Measured at each step: section heights follow the viewport, the fonts and the visit form.
  const stops = useCallback(() => {
    const list = sections();
    const box = root.current?.getBoundingClientRect();
    const headerHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--gg-header-height'));
    const headerHeightOr0 = Number.isFinite(headerHeight) ? headerHeight : 0;
    return sectionStops({
      sections: list.map((section) => {
        const rect = section.getBoundingClientRect();
        // A section's bottom padding is only space: what must come into view ends above it.
        const style = getComputedStyle(section);
        const padding = parseFloat(style.paddingBottom) || 0;
        // Its top padding clears the header with room to spare: the stop may move down that far.
        const slack = (parseFloat(style.paddingTop) || 0) - headerHeightOr0 - HEADER_MARGIN;
        return {
          top: rect.top + window.scrollY,
          height: rect.height - Math.max(padding - CONTENT_MARGIN, 0),
          slack: Math.max(slack, 0),
        };
      }),
      end: (box?.bottom ?? 0) + window.scrollY,
      viewportHeight: window.innerHeight,
      headerHeight: headerHeightOr0,
      maxScroll: Math.max(document.documentElement.scrollHeight - window.innerHeight, 0),
    });
  }, [sections]);

  const scrollTo = useCallback((top: number, smooth: boolean) => {
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  const { step, goTo } = useSectionStepper({
    count: HOME_STEPS.length,
    enabled: !mobile,
    paused: popupOpen,
    stops,
    scrollTo,
    smooth: !reducedMotion,
  });

  return (
    <div ref={root} className={styles.home} data-step={step} data-mode={mobile ? 'scroll' : 'fullpage'}>
      <HeroSection active={step === 0} />
      <LocationSection active={step === 1} />
      <BrandSection active={step === 2} />
      <PremiumSection active={step === 3} />
      <UnitPlanSection active={step === 4} />
      <VisitSection active={step === 5}>{visitFormSlot}</VisitSection>
      {mobile ? null : (
        <nav className={styles.dots} aria-label="메인 화면 구역 이동">
          <ol>
            {HOME_STEPS.map((name, index) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={name}
                  aria-current={index === step ? 'step' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
