import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '@gagyeong/contracts';
import styles from './error-page.module.css';

/** The routes' error page (docs/product.md §2): an error thrown while routing or rendering the layout. */
export function RouterErrorPage({ error }: { readonly error: unknown }) {
  useEffect(() => {
    console.error('[shell] unexpected application error', error);
  }, [error]);
  return (
    <section className={styles.page} aria-labelledby="app-error-title">
      <title>{`Unexpected Application Error | ${SITE.name}`}</title>
      <h1 id="app-error-title" className={styles.title}>
        Unexpected Application Error
      </h1>
      <p className={styles.text}>
        일시적인 오류로 페이지를 표시하지 못했습니다. 새로고침하거나 잠시 후 다시 방문해 주세요.
      </p>
      <p className={styles.text}>
        상담 문의: <a href={SITE.phoneHref}>{SITE.phone}</a>
      </p>
      <Link className={styles.action} to="/" reloadDocument>
        홈으로 가기
      </Link>
    </section>
  );
}
