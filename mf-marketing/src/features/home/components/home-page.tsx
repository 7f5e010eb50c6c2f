import { useCallback, useRef, type ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@gagyeong/ui';
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

export interface HomePageProps {
  readonly popupOpen: boolean;
  readonly visitFormSlot: ReactNode;
}

export function HomePage({ popupOpen, visitFormSlot }: HomePageProps) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const root = useRef<HTMLDivElement>(null);
  const sectionCount = HOME_STEPS.length - 1;
  // Read from the DOM when needed (the six <section> children), never during render.
  const sections = useCallback(
    () => Array.from(root.current?.querySelectorAll<HTMLElement>(':scope > section') ?? []),
    [],
  );

  const topOf = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;
  const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

  const scrollToStep = useCallback(
    (index: number, smooth: boolean) => {
      const section = sections()[index];
      // The step after the last section is the footer: the bottom of the document.
      const top = index < sectionCount && section ? topOf(section) : maxScroll();
      window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    },
    [sectionCount, sections],
  );

  const nearestStep = useCallback(() => {
    const y = window.scrollY;
    const list = sections();
    const last = list[sectionCount - 1];
    if (last && y > topOf(last) + 1 && y >= maxScroll() - 2) return sectionCount;
    let best = 0;
    list.forEach((section, index) => {
      const bestSection = list[best];
      if (bestSection && Math.abs(topOf(section) - y) < Math.abs(topOf(bestSection) - y)) best = index;
    });
    return best;
  }, [sectionCount, sections]);

  const { step, goTo } = useSectionStepper({
    count: HOME_STEPS.length,
    enabled: !mobile,
    paused: popupOpen,
    scrollToStep,
    nearestStep,
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
