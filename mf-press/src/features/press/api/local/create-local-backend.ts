import type { PressBackend } from '../press-backend';
import { AuthEvents } from './auth-events';
import { currentUser } from './current-user';
import { getArticle } from './get-article';
import { incrementViews } from './increment-views';
import { listPage } from './list-page';
import { listPageAt } from './list-page-at';
import { onAuthChange } from './on-auth-change';

// Signing in and writing: a chunk of its own, fetched when an administrator first needs it.
const adminOperations = () => import('./admin-operations');

/** The press backend on the embedded server's JSON API (docs/architecture.md §7, `backend.mode: 'local'`). */
export function createLocalBackend(apiBase: string): PressBackend {
  const events = new AuthEvents();
  return {
    listPage: (site, cursor) => listPage(apiBase, site, cursor),
    listPageAt: (site, page) => listPageAt(apiBase, site, page),
    getArticle: (id) => getArticle(apiBase, id),
    incrementViews: (id) => incrementViews(apiBase, id),
    createArticle: async (input) => (await adminOperations()).createArticle(apiBase, input),
    updateArticle: async (id, input) => (await adminOperations()).updateArticle(apiBase, id, input),
    deleteArticle: async (id) => (await adminOperations()).deleteArticle(apiBase, id),
    auth: {
      totp: true,
      async signIn(email, password, code) {
        const answer = await (await adminOperations()).signIn(apiBase, email, password, code);
        if ('enrolment' in answer) return answer;
        const { user, recoveryCodes } = answer;
        if (recoveryCodes && recoveryCodes.length > 0) return { recoveryCodes, finish: () => events.emit(user) };
        events.emit(user);
        return { user };
      },
      async signOut() {
        await (await adminOperations()).signOut(apiBase);
        events.emit(null);
      },
      currentUser: () => currentUser(apiBase),
      onAuthChange: (listener) => onAuthChange(apiBase, events, listener),
    },
  };
}
