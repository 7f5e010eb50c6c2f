import { apiBaseOf } from '@gagyeong/contracts/api-client';
import type { SiteConfig } from '@gagyeong/contracts';
import { PreviewStartedSchema, type StartPreviewRequest } from '@gagyeong/contracts/delivery';
import { INBOX_TEXT } from '../../../content/admin-text';
import { adminApiClient, guarded, InboxError } from './inbox-api';

/**
 * Starts a preview of a release in this browser (docs/decisions/0062-preview-in-one-browser.md)
 * and resolves with where to go to see it: in local mode the host sets the signed cookie for the
 * administrator's session (then the home page); in firebase mode the administrator creates a
 * grant in Firestore with their own claims (a chunk loaded on first use), which the host's
 * `/api/preview/start?grant=` turns into the cookie.
 */
export function previewStarterFor(config: SiteConfig): (request: StartPreviewRequest) => Promise<string> {
  const { backend } = config;
  if (backend.mode === 'local') {
    const api = adminApiClient(apiBaseOf(config));
    return async (request) => {
      await guarded(() =>
        api.json(api.url(['admin', 'preview']), PreviewStartedSchema, { method: 'POST', body: request }),
      );
      return '/';
    };
  }
  const load = () => import(/* webpackChunkName: "inbox-firebase" */ './firebase/firestore-preview-grant');
  return async (request) => {
    let module: Awaited<ReturnType<typeof load>>;
    try {
      module = await load();
    } catch {
      throw new InboxError(INBOX_TEXT.networkError, 0);
    }
    return module.createPreviewGrant(backend.firebase, request);
  };
}
