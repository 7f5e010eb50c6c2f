import bannerUrl from '../../../assets/floor-plan/banner.svg';
import { HeadedSection } from '../../../components/section-head';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { PROJECT } from '../../../content/project';
import { VIDEOS_MENU } from '../content';
import { VideoTabs } from './video-tabs';
import { HEAD_CLASSES } from './head-classes';

/** /FloorPlan/videos: the location and unit-type guide videos in tabs. */
export function VideosPage() {
  return (
    <SubPageLayout
      title="안내 영상"
      text={`영상으로 먼저 만나는 ${PROJECT.name}`}
      banner={bannerUrl}
      menu={VIDEOS_MENU}
      menuVariant="side"
    >
      <HeadedSection
        classes={HEAD_CLASSES}
        eyebrow="VIDEO"
        title="입지와 평면을 영상으로 살펴보세요"
        lead="입지환경과 타입별 공간 구성을 담은 안내 영상입니다. 영상은 소리 없이 자동 재생됩니다."
      >
        <VideoTabs />
      </HeadedSection>
    </SubPageLayout>
  );
}
