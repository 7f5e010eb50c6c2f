import { useId, type ReactNode } from 'react';

/**
 * The classes a page's stylesheet gives a section head's parts, named one by one
 * (`{ head: styles.head, … }`): a whole CSS module passed on would keep every class name of it in
 * the bundle, where classes named in the code are kept alone.
 */
export interface SectionHeadClasses {
  readonly head?: string;
  readonly eyebrow?: string;
  readonly heading?: string;
  readonly lead?: string;
}

export interface SectionHeadProps {
  readonly classes: SectionHeadClasses;
  readonly eyebrow: ReactNode;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
}

/**
 * A section labelled by its head (the eyebrow, the title, a lead), then its content: the body of
 * most sub pages.
 */
export function HeadedSection({
  className,
  classes,
  eyebrow,
  title,
  lead,
  children,
}: SectionHeadProps & { readonly className?: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <header className={classes.head}>
        <p className={classes.eyebrow}>{eyebrow}</p>
        <h2 id={id} className={classes.heading}>
          {title}
        </h2>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
