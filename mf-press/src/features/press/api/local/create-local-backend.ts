import type { PressBackend } from '../press-backend';
import { AuthEvents } from './auth-events';
import { createArticle } from './create-article';
import { currentUser } from './current-user';
import { deleteArticle } from './delete-article';
import { getArticle } from './get-article';
import { incrementViews } from './increment-views';
import { listPage } from './list-page';
import { listPageAt } from './list-page-at';
import { onAuthChange } from './on-auth-change';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { updateArticle } from './update-article';

/** The press backend on the embedded server's JSON API (docs/architecture.md §7, `backend.mode: 'local'`). */
export function createLocalBackend(apiBase: string): PressBackend {
  const events = new AuthEvents();
  return {
    listPage: (site, cursor) => listPage(apiBase, site, cursor),
    listPageAt: (site, page) => listPageAt(apiBase, site, page),
    getArticle: (id) => getArticle(apiBase, id),
    incrementViews: (id) => incrementViews(apiBase, id),
    createArticle: (input) => createArticle(apiBase, input),
    updateArticle: (id, input) => updateArticle(apiBase, id, input),
    deleteArticle: (id) => deleteArticle(apiBase, id),
    auth: {
      totp: true,
      async signIn(email, password, code) {
        const answer = await signIn(apiBase, email, password, code);
        if ('enrolment' in answer) return answer;
        const { user, recoveryCodes } = answer;
        if (recoveryCodes && recoveryCodes.length > 0) return { recoveryCodes, finish: () => events.emit(user) };
        events.emit(user);
        return { user };
      },
      async signOut() {
        await signOut(apiBase);
        events.emit(null);
      },
      currentUser: () => currentUser(apiBase),
      onAuthChange: (listener) => onAuthChange(apiBase, events, listener),
    },
  };
}
