import { Link } from 'react-router-dom';
import { SITE } from '@gagyeong/contracts';
import styles from './error-page.module.css';

export interface NotFoundPageProps {
  /** Where a page whose subject is gone points the visitor (a deleted article: the list). */
  readonly back?: { readonly href: string; readonly label: string };
}

/** Any path outside the route table, or a page whose subject is gone (the host answers 404 for both). */
export function NotFoundPage({ back }: NotFoundPageProps) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{`페이지를 찾을 수 없습니다 | ${SITE.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Not Found
      </h1>
      <p className={styles.text}>요청하신 페이지를 찾을 수 없습니다. 주소가 바뀌었거나 삭제된 페이지입니다.</p>
      {back ? (
        <Link className={styles.action} to={back.href}>
          {back.label}
        </Link>
      ) : null}{' '}
      <Link className={back ? styles.secondary : styles.action} to="/">
        홈으로 가기
      </Link>
    </section>
  );
}
