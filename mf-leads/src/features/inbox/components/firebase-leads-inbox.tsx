import { useMemo } from 'react';
import { ADMIN_PATHS, type PageBaseProps } from '@gagyeong/contracts';
import { PageMeta } from '../../../components/page-meta';
import { INBOX_TEXT } from '../../../content/leads-text';
import { inboxFor } from '../api/inbox-for';
import { AdminSession } from './admin-session';
import { FirebaseLeadsTable } from './firebase-leads-table';
import styles from './leads-inbox.module.css';

/**
 * /admin/leads in firebase mode: leads live in Firestore, read with the administrator's Firebase
 * sign-in (list, filters, CSV), in the same admin frame as the embedded server's inbox. Status,
 * memo and deletion are the embedded server's for now (docs/firebase.md).
 */
export function FirebaseLeadsInbox({ config }: PageBaseProps) {
  const api = useMemo(() => inboxFor(config), [config]);
  return (
    <div className={styles.page}>
      <PageMeta
        title={INBOX_TEXT.metaTitle}
        description={INBOX_TEXT.title}
        path={ADMIN_PATHS.leads}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={styles.title}>{INBOX_TEXT.title}</h1>
      <AdminSession api={api} current="leads" forbiddenDetail={INBOX_TEXT.forbiddenDetail}>
        {(_user, onUnauthorized) => <FirebaseLeadsTable api={api} onUnauthorized={onUnauthorized} />}
      </AdminSession>
    </div>
  );
}
