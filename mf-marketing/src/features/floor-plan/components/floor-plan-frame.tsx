import type { ReactNode } from 'react';
import type { MenuLink } from '@gagyeong/contracts';
import bannerUrl from '../../../assets/floor-plan/banner.svg';
import { HeadedSection } from '../../../components/section-head';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { FLOOR_PLAN_COPY, FLOOR_PLAN_MENU } from '../content';
import styles from './floor-plan.module.css';

/** Named one by one: see components/section-head.tsx. */
const HEAD_CLASSES = { head: styles.head, eyebrow: styles.eyebrow, heading: styles.heading, lead: styles.lead };

/**
 * A floor-plan page: the section's banner (the unit plans' words unless the page has its own) and
 * side menu, then one section under a ruled head.
 */
export function FloorPlanFrame({
  title = FLOOR_PLAN_COPY.title,
  text = FLOOR_PLAN_COPY.text,
  menu = FLOOR_PLAN_MENU,
  eyebrow,
  heading,
  lead,
  children,
}: {
  readonly title?: string;
  readonly text?: string;
  readonly menu?: readonly MenuLink[];
  readonly eyebrow: string;
  readonly heading: string;
  readonly lead?: string;
  readonly children: ReactNode;
}) {
  return (
    <SubPageLayout title={title} text={text} banner={bannerUrl} menu={menu} menuVariant="side">
      <HeadedSection classes={HEAD_CLASSES} eyebrow={eyebrow} title={heading} lead={lead}>
        {children}
      </HeadedSection>
    </SubPageLayout>
  );
}
