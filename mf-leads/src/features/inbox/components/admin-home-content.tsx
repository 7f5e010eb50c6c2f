import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';
import { seedQueryCache } from '@gagyeong/contracts/server-data';
import { ADMIN_TEXT } from '../../../content/admin-text';
import { vitalsSourceFor } from '../../vitals';
import { createAccessApi } from '../api/access-api';
import { createAdminQueryClient } from '../api/admin-query-client';
import { apiBaseOf } from '../api/api-base';
import { createInboxApi } from '../api/inbox-api';
import type { SessionControl } from '../api/inbox-for';
import { notificationsFor } from '../api/notifications-api';
import { ADMIN_LINKS } from './admin-nav';
import { AdminSafeguards } from './admin-safeguards';
import { CampaignLinkBuilder } from './campaign-link-builder';
import { LeadDashboard } from './lead-dashboard';
import { NotificationStatus } from './notification-status';
import { VitalsSection } from './vitals-section';
import styles from './admin-home.module.css';

/**
 * The administrator's `/admin`: the admin pages, the lead dashboard (local mode: its figures come
 * from the embedded server), the lead notifications' delivery state, real visitors' speed, the campaign link builder,
 * and (local mode) the access-review reminder with this account's sessions. Its query cache
 * starts with the queries the server ran for this page
 * (docs/decisions/0085-server-data-handoff.md), so what the server rendered is not fetched again.
 */
export function AdminHomeContent({
  config,
  serverData,
  sessionControl,
  onUnauthorized,
}: {
  readonly config: SiteConfig;
  readonly serverData: unknown;
  /** The account's sessions, where the backend keeps them (the embedded server). */
  readonly sessionControl: SessionControl | undefined;
  readonly onUnauthorized: () => void;
}) {
  const [queryClient] = useState(() => {
    const client = createAdminQueryClient();
    seedQueryCache(client, serverData);
    return client;
  });
  const local = useMemo(
    () =>
      config.backend.mode === 'local'
        ? { stats: createInboxApi(apiBaseOf(config)), access: createAccessApi(apiBaseOf(config)) }
        : undefined,
    [config],
  );
  const notifications = useMemo(() => notificationsFor(config), [config]);
  const vitals = useMemo(() => vitalsSourceFor(config), [config]);
  return (
    <QueryClientProvider client={queryClient}>
      <section aria-labelledby="admin-home-pages">
        <h2 id="admin-home-pages" className={styles.heading}>
          {ADMIN_TEXT.description}
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
      {local ? <LeadDashboard api={local.stats} onUnauthorized={onUnauthorized} /> : null}
      <NotificationStatus api={notifications} onUnauthorized={onUnauthorized} />
      <VitalsSection source={vitals} onUnauthorized={onUnauthorized} />
      <CampaignLinkBuilder siteUrl={config.siteUrl} />
      {local && sessionControl ? (
        <AdminSafeguards access={local.access} sessions={sessionControl} onUnauthorized={onUnauthorized} />
      ) : null}
    </QueryClientProvider>
  );
}
