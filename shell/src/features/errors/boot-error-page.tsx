import { SITE } from '@gagyeong/contracts';
import styles from './error-page.module.css';

/** Shown when the runtime config the host inlined is missing or invalid (logged with details). */
export function BootErrorPage() {
  return (
    <section className={styles.page} aria-labelledby="boot-error-title">
      <h1 id="boot-error-title" className={styles.title}>
        사이트 설정을 불러오지 못했습니다
      </h1>
      <p className={styles.text}>잠시 후 다시 방문해 주세요. 상담은 전화로도 받고 있습니다.</p>
      <a className={styles.action} href={SITE.phoneHref}>
        {SITE.phone} 전화하기
      </a>
    </section>
  );
}
