import { ADMIN_PATHS, PRESS_LIST_PATH, SITE } from '@gagyeong/contracts';
import { ADMIN_TEXT } from '../../../content/admin-text';
import styles from './admin-home.module.css';

export const ADMIN_LINKS = [
  { key: 'home', href: ADMIN_PATHS.home, ...ADMIN_TEXT.links.home },
  { key: 'leads', href: ADMIN_PATHS.leads, ...ADMIN_TEXT.links.leads },
  { key: 'press', href: PRESS_LIST_PATH(SITE.slug), ...ADMIN_TEXT.links.press },
  { key: 'access', href: ADMIN_PATHS.access, ...ADMIN_TEXT.links.access },
  { key: 'remotes', href: ADMIN_PATHS.remotes, ...ADMIN_TEXT.links.remotes },
] as const;

/**
 * The admin menu on every admin page. Plain links: the press list and the deployment status page
 * belong to other modules, which the shell loads on navigation.
 */
export function AdminNav({ current }: { readonly current: string }) {
  return (
    <nav aria-label={ADMIN_TEXT.nav} className={styles.nav}>
      <ul>
        {ADMIN_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.key === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
