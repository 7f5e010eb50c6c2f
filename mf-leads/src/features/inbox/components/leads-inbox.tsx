import { useMemo } from 'react';
import { ADMIN_PATHS, type PageBaseProps } from '@gagyeong/contracts';
import { PageMeta } from '../../../components/page-meta';
import { INBOX_TEXT } from '../../../content/leads-text';
import { apiBaseOf } from '../api/api-base';
import { createInboxApi } from '../api/inbox-api';
import { AdminSession } from './admin-session';
import { FirebaseLeadsInbox } from './firebase-leads-inbox';
import { LeadsTable } from './leads-table';
import styles from './leads-inbox.module.css';

export const INBOX_PATH = ADMIN_PATHS.leads;

/**
 * /admin/leads: administrators sign in with what they type, then see every lead newest first,
 * mark and annotate it, filter it, download it as CSV and delete one on a withdrawal of consent.
 * Anyone else signed in sees "권한이 없습니다".
 */
export function LeadsInbox({ config }: PageBaseProps) {
  const api = useMemo(() => createInboxApi(apiBaseOf(config)), [config]);
  if (config.backend.mode === 'firebase') return <FirebaseLeadsInbox config={config} />;
  return (
    <div className={styles.page}>
      <PageMeta
        title={INBOX_TEXT.metaTitle}
        description={INBOX_TEXT.title}
        path={INBOX_PATH}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={styles.title}>{INBOX_TEXT.title}</h1>
      <AdminSession api={api} current="leads" forbiddenDetail={INBOX_TEXT.forbiddenDetail}>
        {(_user, onUnauthorized) => <LeadsTable api={api} onUnauthorized={onUnauthorized} />}
      </AdminSession>
    </div>
  );
}
