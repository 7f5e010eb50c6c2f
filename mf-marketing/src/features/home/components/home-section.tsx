import type { ReactNode } from 'react';
import { BELOW_FOLD } from '@gagyeong/contracts/first-paint';
import styles from './sections.module.css';

export interface HomeSectionProps {
  /** The full-page step currently shows this section (drives its entrance animation). */
  readonly active: boolean;
}

/**
 * Each section's own style. Named one by one: a class looked up by a computed name would keep every
 * class of the stylesheet in the bundle, where named ones are kept alone.
 */
const SECTION_CLASS = {
  hero: styles.hero,
  location: styles.location,
  brand: styles.brand,
  premium: styles.premium,
  unit: styles.unit,
  visit: styles.visit,
};

/** The home page's six sections; each names its style and its title's id. */
export type HomeSectionName = keyof typeof SECTION_CLASS;

/** The id of a section's title, which labels the section. */
export const titleId = (name: HomeSectionName) => `home-${name}-title`;

/**
 * One full-page step of the home page: a section labelled by its title. Every section but the hero
 * is never on the first screen: its CSS arrives after the first paint (contracts' first-paint.ts).
 */
export function HomeSection({
  name,
  active,
  children,
}: HomeSectionProps & { readonly name: HomeSectionName; readonly children: ReactNode }) {
  return (
    <section
      className={`${styles.section} ${SECTION_CLASS[name]}`}
      aria-labelledby={titleId(name)}
      data-active={active ? 'true' : 'false'}
      {...(name === 'hero' ? {} : BELOW_FOLD)}
    >
      {children}
    </section>
  );
}

/** A section's eyebrow and title (the hero has its own h1). */
export function SectionTitle({
  name,
  eyebrow,
  children,
}: {
  readonly name: HomeSectionName;
  readonly eyebrow: string;
  readonly children: ReactNode;
}) {
  return (
    <>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={titleId(name)} className={styles.heading}>
        {children}
      </h2>
    </>
  );
}
