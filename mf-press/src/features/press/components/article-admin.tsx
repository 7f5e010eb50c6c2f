import { lazy, Suspense } from 'react';
import type { PressArticle } from '@gagyeong/contracts/press';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import { useAuthState } from '../hooks/use-auth-state';
import { AccountBar } from './account-bar';
import styles from './admin-panel.module.css';

// A visitor's article never needs the editor (nor the write rules it checks): fetched for administrators only.
const ArticleAdminActions = lazy(() =>
  import('./article-admin-actions').then((module) => ({ default: module.ArticleAdminActions })),
);

export interface ArticleAdminProps {
  readonly article: PressArticle;
  /** Called once the article is deleted. */
  readonly onDeleted: () => void;
}

/**
 * Under an article, for administrators only (the server and the rules check again): who is
 * signed in, and editing title, summary and body or deleting the article, each confirmed.
 * `onDeleted` leaves the page, whose article is gone.
 */
export function ArticleAdmin({ article, onDeleted }: ArticleAdminProps) {
  const auth = useAuthState();
  if (auth.status !== 'signed-in' || auth.user.role !== 'admin') return null;
  return (
    <section className={styles.panel} aria-label={PRESS_ADMIN_TEXT.articleAdmin}>
      <AccountBar email={auth.user.email} />
      <Suspense fallback={null}>
        <ArticleAdminActions key={article.id} article={article} onDeleted={onDeleted} />
      </Suspense>
    </section>
  );
}
