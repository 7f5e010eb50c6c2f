import { useId, type ReactNode } from 'react';
import styles from './leads-inbox.module.css';

/** A section of an admin page, named by its heading. */
export function AdminSection({
  title,
  className,
  titleClassName,
  children,
}: {
  readonly title: ReactNode;
  readonly className?: string;
  readonly titleClassName?: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's failure, read out when it appears; nothing while there is none. */
export function ErrorAlert({ message, id }: { readonly message: string | null | undefined; readonly id?: string }) {
  return message ? (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
