import { ADMIN_PATHS, type SiteConfig } from '@gagyeong/contracts';
import { PageMeta } from '../../../components/page-meta';
import { AdminSession, type AdminSessionProps } from './admin-session';
import styles from './leads-inbox.module.css';

export interface AdminPageProps extends Omit<AdminSessionProps, 'forbiddenDetail'> {
  /** The page's texts: its heading, its document title and description, what a non-administrator is told. */
  readonly text: {
    readonly title: string;
    readonly metaTitle: string;
    readonly description: string;
    readonly forbiddenDetail: string;
  };
  readonly config: Pick<SiteConfig, 'siteUrl'>;
}

/**
 * An admin page (its address is `current`'s): its head, never indexed, its heading, and the
 * session frame around what an administrator sees there.
 */
export function AdminPage({ text, config, ...session }: AdminPageProps) {
  return (
    <div className={styles.page}>
      <PageMeta
        title={text.metaTitle}
        description={text.description}
        path={ADMIN_PATHS[session.current]}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={styles.title}>{text.title}</h1>
      <AdminSession {...session} forbiddenDetail={text.forbiddenDetail} />
    </div>
  );
}
