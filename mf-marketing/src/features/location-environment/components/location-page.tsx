import type { ReactNode } from 'react';
import bannerUrl from '../../../assets/location/banner.svg';
import { HeadedSection } from '../../../components/section-head';
import { SubPageLayout } from '../../../components/sub-page-layout';
import type { LocationPageCopy } from '../content';
import typography from '../../../components/typography.module.css';
import styles from './location.module.css';

/** Named one by one: see components/section-head.tsx. */
const HEAD_CLASSES = { head: styles.head, eyebrow: typography.eyebrow, heading: styles.heading, lead: styles.lead };

/** A location page: the section's banner, then one section headed by the page's copy. */
export function LocationPage({ copy, children }: { readonly copy: LocationPageCopy; readonly children: ReactNode }) {
  return (
    <SubPageLayout title={copy.title} text={copy.text} banner={bannerUrl}>
      <HeadedSection classes={HEAD_CLASSES} eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        {children}
      </HeadedSection>
    </SubPageLayout>
  );
}
