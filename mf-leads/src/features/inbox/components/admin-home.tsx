import { useMemo } from 'react';
import { ADMIN_PATHS, type PageBaseProps } from '@gagyeong/contracts';
import { PageMeta } from '../../../components/page-meta';
import { ADMIN_TEXT } from '../../../content/leads-text';
import { createInboxApi } from '../api/inbox-api';
import { apiBaseOf } from '../api/api-base';
import { inboxFor } from '../api/inbox-for';
import { ADMIN_LINKS } from './admin-nav';
import { AdminSession } from './admin-session';
import { CampaignLinkBuilder } from './campaign-link-builder';
import { LeadDashboard } from './lead-dashboard';
import { adminHomeDataOf } from '../server/admin-home-server-data';
import { VitalsSection } from './vitals-section';
import inboxStyles from './leads-inbox.module.css';
import styles from './admin-home.module.css';

/**
 * `/admin`: where the administrator starts: who is signed in, sign-out, and the admin pages. The
 * session is the backend's (Firebase Auth in firebase mode); the lead dashboard's figures come
 * from the embedded server, so it shows in local mode only.
 */
export function AdminHome({ config, serverData }: PageBaseProps) {
  const session = useMemo(() => inboxFor(config), [config]);
  const stats = useMemo(
    () => (config.backend.mode === 'local' ? createInboxApi(apiBaseOf(config)) : undefined),
    [config],
  );
  // What the server rendered for this request's session (absent after a client-side navigation).
  const rendered = adminHomeDataOf(serverData);
  return (
    <div className={inboxStyles.page}>
      <PageMeta
        title={ADMIN_TEXT.metaTitle}
        description={ADMIN_TEXT.intro}
        path={ADMIN_PATHS.home}
        siteUrl={config.siteUrl}
        noindex
      />
      <h1 className={inboxStyles.title}>{ADMIN_TEXT.title}</h1>
      <AdminSession
        api={session}
        current="home"
        forbiddenDetail={ADMIN_TEXT.forbiddenDetail}
        initialUser={rendered === undefined ? undefined : rendered.kind === 'signed-in' ? rendered.user : null}
      >
        {(_user, onUnauthorized) => (
          <>
            <section aria-labelledby="admin-home-pages">
              <h2 id="admin-home-pages" className={styles.heading}>
                {ADMIN_TEXT.intro}
              </h2>
              <ul className={styles.cards}>
                {ADMIN_LINKS.filter((link) => link.key !== 'home').map((link) => (
                  <li key={link.key} className={styles.card}>
                    <a href={link.href}>{link.label}</a>
                    <p>{link.description}</p>
                  </li>
                ))}
              </ul>
            </section>
            {stats ? (
              <LeadDashboard
                api={stats}
                onUnauthorized={onUnauthorized}
                initial={rendered?.kind === 'signed-in' ? rendered.dashboard : undefined}
              />
            ) : null}
            <VitalsSection
              config={config}
              initial={rendered?.kind === 'signed-in' ? rendered.vitals : undefined}
              onUnauthorized={onUnauthorized}
            />
            <CampaignLinkBuilder siteUrl={config.siteUrl} />
          </>
        )}
      </AdminSession>
    </div>
  );
}
