import { useId } from 'react';
import bannerUrl from '../../../assets/floor-plan/banner.svg';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PROJECT } from '../../../content/project';
import { VIDEOS_MENU } from '../content';
import { VideoTabs } from './video-tabs';
import styles from './floor-plan.module.css';

/** /FloorPlan/videos: the location and unit-type guide videos in tabs. */
export function VideosPage() {
  const headingId = useId();
  return (
    <SubPageLayout
      title="안내 영상"
      text={`영상으로 먼저 만나는 ${PROJECT.name}`}
      banner={bannerUrl}
      menu={VIDEOS_MENU}
      menuVariant="side"
    >
      <section aria-labelledby={headingId}>
        <header className={styles.head}>
          <p className={styles.eyebrow}>VIDEO</p>
          <h2 id={headingId} className={styles.heading}>
            입지와 평면을 영상으로 살펴보세요
          </h2>
          <p className={styles.lead}>
            입지환경과 타입별 공간 구성을 담은 안내 영상입니다. 영상은 소리 없이 자동 재생됩니다.
          </p>
        </header>
        <VideoTabs />
      </section>
    </SubPageLayout>
  );
}
