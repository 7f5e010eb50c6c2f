import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { SiteConfig } from '@gagyeong/contracts';
import { PRESS_TEXT } from '../../../content/press-text';
import { useCountView } from '../hooks/use-count-view';
import { usePressArticle } from '../hooks/use-press-article';
import { errorMessage } from './error-message';
import { ArticleAdmin } from './article-admin';
import { PressArticleView } from './press-article';
import { PressBanner } from './press-banner';
import { pressDetailPath, pressListPath } from './press-paths';
import { PressSeo } from './press-seo';
import { ErrorMessage, LoadingMessage } from './status-message';
import styles from './press-page.module.css';

/**
 * `/:site/press/:id`: the article, counted once per opening. A missing article (or one of another
 * site) replaces itself with the list (docs/product.md §4).
 */
export function PressDetailPage({ config }: { readonly config: SiteConfig }) {
  const { site = config.siteSlug, id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const article = usePressArticle(id);
  const found = article.data != null && article.data.siteId === site ? article.data : null;
  const counted = useCountView(id, found !== null);
  const listPath = pressListPath(site);

  // "목록으로" goes back one step; opened directly (no entry of this site before it), to the list.
  const backToList = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(listPath);
  };

  // Until the article is here the page still has its own head tags.
  const pendingSeo = (
    <PressSeo
      title={PRESS_TEXT.metaListTitle}
      description={PRESS_TEXT.metaListDescription}
      siteUrl={config.siteUrl}
      path={pressDetailPath(site, id)}
      type="article"
    />
  );

  let body;
  if (article.isPending) {
    body = (
      <>
        {pendingSeo}
        <LoadingMessage>{PRESS_TEXT.detailLoading}</LoadingMessage>
      </>
    );
  } else if (article.isError) {
    body = (
      <>
        {pendingSeo}
        <ErrorMessage
          title={PRESS_TEXT.detailError}
          reason={errorMessage(article.error)}
          onRetry={() => void article.refetch()}
        />
      </>
    );
  } else if (!found || counted.missing) {
    return <Navigate replace to={listPath} />;
  } else {
    body = (
      <>
        <PressSeo
          title={PRESS_TEXT.metaDetailTitle(found.title)}
          description={found.summary}
          siteUrl={config.siteUrl}
          path={pressDetailPath(site, found.id)}
          type="article"
          publishedTime={found.date}
          breadcrumb={[
            { name: PRESS_TEXT.bannerTitle, path: listPath },
            { name: found.title, path: pressDetailPath(site, found.id) },
          ]}
          article={{ headline: found.title, datePublished: found.date }}
        />
        <PressArticleView article={found} views={Math.max(found.views, counted.views ?? 0)} onBack={backToList} />
        <ArticleAdmin article={found} onDeleted={() => void navigate(listPath, { replace: true })} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PressBanner titleIsHeading={false} />
      <div className={styles.content}>{body}</div>
    </div>
  );
}
