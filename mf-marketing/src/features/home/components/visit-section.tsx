import type { ReactNode } from 'react';
import { withParticle } from '@gagyeong/contracts/korean';
import { PROJECT } from '../../../content/project';
import { HomeSection, SectionTitle, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

/** Section 6: visit reservation. The shell fills `children` with mf-leads' visit form. */
export function VisitSection({ active, children }: HomeSectionProps & { readonly children: ReactNode }) {
  return (
    <HomeSection name="visit" active={active}>
      <div className={`${styles.inner} ${styles.visitGrid}`}>
        <div className={styles.reveal}>
          <SectionTitle name="visit" eyebrow="VISIT RESERVATION">
            방문 예약
          </SectionTitle>
          <p className={styles.body}>
            원하시는 시간에 맞춰 전문 상담원이 {withParticle(PROJECT.name, '을/를')} 자세히 안내해 드립니다. 이름과
            연락처를 남겨 주시면 빠르게 연락드리겠습니다.
          </p>
          <dl className={styles.contact}>
            <div>
              <dt>대표번호</dt>
              <dd>
                <a href={PROJECT.phoneHref}>{PROJECT.phone}</a>
              </dd>
            </div>
            <div>
              <dt>상담 시간</dt>
              <dd>24시간 상담 가능</dd>
            </div>
          </dl>
        </div>
        <div className={`${styles.formCard} ${styles.reveal}`}>{children}</div>
      </div>
    </HomeSection>
  );
}
