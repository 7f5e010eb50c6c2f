import { AUTHOR_LABEL } from '@gagyeong/contracts/auth';
import type { PressArticle } from '@gagyeong/contracts/press';
import { formatCount } from '@gagyeong/contracts/number-format';
import { PRESS_TEXT } from '../../../content/press-text';
import { formatDateTime } from './format-date';
import styles from './press-article.module.css';

/** The body as paragraphs, one per line; blank lines only separate (docs/architecture.md §8: text, never HTML). */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export interface PressArticleViewProps {
  readonly article: PressArticle;
  readonly views: number;
  readonly onBack: () => void;
}

export function PressArticleView({ article, views, onBack }: PressArticleViewProps) {
  const paragraphs = toParagraphs(article.content);
  return (
    <article className={styles.article} aria-labelledby="press-article-title">
      <header className={styles.header}>
        <h1 id="press-article-title" className={styles.title}>
          {article.title}
        </h1>
        <dl className={styles.meta}>
          <div>
            <dt>{PRESS_TEXT.authorPrefix}</dt>
            <dd>{AUTHOR_LABEL}</dd>
          </div>
          <div>
            <dt>{PRESS_TEXT.datePrefix}</dt>
            <dd>
              <time dateTime={article.date}>{formatDateTime(article.date)}</time>
            </dd>
          </div>
          <div>
            <dt>{PRESS_TEXT.viewsPrefix}</dt>
            <dd>{formatCount(views)}</dd>
          </div>
        </dl>
      </header>
      {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
      <div className={styles.body}>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className={styles.emptyBody}>{PRESS_TEXT.emptyBody}</p>
        )}
      </div>
      <footer className={styles.footer}>
        <button type="button" className={styles.back} onClick={onBack}>
          {PRESS_TEXT.backToList}
        </button>
      </footer>
    </article>
  );
}
