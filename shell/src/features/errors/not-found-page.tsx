import { Link } from 'react-router-dom';
import { SITE } from '@gagyeong/contracts';
import styles from './error-page.module.css';

/** Any path outside the route table (the host answers these with HTTP 404 too). */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{`페이지를 찾을 수 없습니다 | ${SITE.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Not Found
      </h1>
      <p className={styles.text}>요청하신 페이지를 찾을 수 없습니다. 주소가 바뀌었거나 삭제된 페이지입니다.</p>
      <Link className={styles.action} to="/">
        홈으로 가기
      </Link>
    </section>
  );
}
