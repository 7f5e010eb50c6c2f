import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';
import { seedQueryCache } from '@gagyeong/contracts/server-data';
import { ADMIN_TEXT } from '../../../content/leads-text';
import { apiBaseOf } from '../api/api-base';
import { createInboxApi } from '../api/inbox-api';
import { ADMIN_LINKS } from './admin-nav';
import { CampaignLinkBuilder } from './campaign-link-builder';
import { LeadDashboard } from './lead-dashboard';
import styles from './admin-home.module.css';

/**
 * Figures stay until the administrator asks again (조회); a failure is shown, not retried behind
 * their back (the API client already repeats a read that got no answer, once).
 */
function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } },
  });
}

/**
 * The administrator's `/admin`: the admin pages, the lead dashboard (local mode: its figures come
 * from the embedded server) and the campaign link builder. Its query cache starts with the queries
 * the server ran for this page (docs/decisions/0085-server-data-handoff.md), so what the server
 * rendered is not fetched again.
 */
export function AdminHomeContent({
  config,
  serverData,
  onUnauthorized,
}: {
  readonly config: SiteConfig;
  readonly serverData: unknown;
  readonly onUnauthorized: () => void;
}) {
  const [queryClient] = useState(() => {
    const client = createAdminQueryClient();
    seedQueryCache(client, serverData);
    return client;
  });
  const stats = useMemo(
    () => (config.backend.mode === 'local' ? createInboxApi(apiBaseOf(config)) : undefined),
    [config],
  );
  return (
    <QueryClientProvider client={queryClient}>
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
      {stats ? <LeadDashboard api={stats} onUnauthorized={onUnauthorized} /> : null}
      <CampaignLinkBuilder siteUrl={config.siteUrl} />
    </QueryClientProvider>
  );
}
