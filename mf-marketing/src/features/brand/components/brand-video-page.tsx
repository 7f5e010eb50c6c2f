import bannerUrl from '../../../assets/brand/banner.svg';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { VideoFrame } from '../../../components/video-frame';
import { MEDIA } from '../../../content/media';
import { PROJECT } from '../../../content/project';
import styles from './brand-video-page.module.css';

export function BrandVideoPage() {
  return (
    <SubPageLayout title="홍보영상" text={`영상으로 먼저 만나는 ${PROJECT.name}의 내일`} banner={bannerUrl}>
      <section className={styles.section} aria-labelledby="brand-video-title">
        <p className={styles.eyebrow}>PROMOTION FILM</p>
        <h2 id="brand-video-title" className={styles.title}>
          {MEDIA.brandVideo.title}
        </h2>
        <p className={styles.lead}>공원과 도시가 어우러진 입지, 단지가 그리는 일상의 모습을 영상으로 확인해 보세요.</p>
        <VideoFrame video={MEDIA.brandVideo} />
        <p className={styles.note}>
          영상은 음소거 상태로 자동 재생되며 끝나면 멈춥니다. 소리를 들으시려면 플레이어에서 음소거를 해제해 주세요.
        </p>
      </section>
    </SubPageLayout>
  );
}
