import { useImageLoad } from '@gagyeong/ui';
import bannerUrl from '../../../assets/sales/banner.svg';
import noticeUrl from '../../../assets/sales/announcement.svg';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PROJECT } from '../../../content/project';
import { SALES_EYEBROW, SALES_MENU } from './sales-menu';
import styles from './sales-pages.module.css';

export const LOADING_TEXT = '파일을 불러오는 중입니다';

/**
 * The recruitment notice as a document image, with a loading state and an official-notice warning.
 * On a direct load the image often arrives before the page's script: it still counts as loaded.
 */
export function AnnouncementPage() {
  const { state, listeners } = useImageLoad(noticeUrl);
  return (
    <SubPageLayout
      title="모집공고"
      text={`${PROJECT.name} 입주자 모집공고를 확인하세요`}
      banner={bannerUrl}
      menu={SALES_MENU}
      eyebrow={SALES_EYEBROW}
    >
      <div className={styles.warning} role="note">
        <strong>꼭 확인해 주세요</strong>
        <p>
          이 페이지의 공고 이미지는 이해를 돕기 위해 게시한 것으로 오류가 있을 수 있습니다. 청약 및 계약 전 반드시 공식
          입주자 모집공고 원문을 확인해 주시기 바랍니다.
        </p>
      </div>
      <figure className={styles.document} aria-busy={state === 'loading'}>
        {state === 'loading' ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {LOADING_TEXT}
          </div>
        ) : null}
        {state === 'failed' ? (
          <p className={styles.loadFailed} role="alert">
            공고 파일을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
          </p>
        ) : null}
        <img
          {...listeners}
          className={styles.documentImage}
          src={noticeUrl}
          alt={`${PROJECT.name} 입주자 모집공고 안내문: 공고는 인허가 완료 후 게시될 예정이며 공급 일정, 신청 자격, 공급 금액은 추후 공지`}
          width={1000}
          height={1414}
          decoding="async"
          data-loaded={state === 'loaded' ? 'true' : 'false'}
        />
        <figcaption className={styles.documentCaption}>
          입주자 모집공고는 인허가 절차가 끝난 뒤 게시될 예정입니다. 공고가 게시되면 관심고객께 문자로 알려 드립니다.
        </figcaption>
      </figure>
    </SubPageLayout>
  );
}
