import { PROJECT } from '../../../content/project';
import { VIDEOS_MENU } from '../content';
import { FloorPlanFrame } from './floor-plan-frame';
import { VideoTabs } from './video-tabs';

/** /FloorPlan/videos: the location and unit-type guide videos in tabs. */
export function VideosPage() {
  return (
    <FloorPlanFrame
      title="안내 영상"
      text={`영상으로 먼저 만나는 ${PROJECT.name}`}
      menu={VIDEOS_MENU}
      eyebrow="VIDEO"
      heading="입지와 평면을 영상으로 살펴보세요"
      lead="입지환경과 타입별 공간 구성을 담은 안내 영상입니다. 영상은 소리 없이 자동 재생됩니다."
    >
      <VideoTabs />
    </FloorPlanFrame>
  );
}
