import { Tabs } from '../../../components/tabs';
import { embedSrc, MEDIA, MEDIA_PENDING_TEXT } from '../../../content/media';
import { MediaFrame } from './media-frame';

/** docs/product.md §2: the first video (id 1) is active by default. */
export const DEFAULT_VIDEO_ID = 1;

/** /FloorPlan/videos: three video tabs; the chosen video autoplays (muted, as browsers require). */
export function VideoTabs() {
  return (
    <Tabs
      label="안내 영상"
      defaultSelectedId={String(DEFAULT_VIDEO_ID)}
      tabs={MEDIA.floorPlanVideos.map((video) => ({
        id: String(video.id),
        label: video.label,
        panel: (
          <MediaFrame
            src={video.src ? embedSrc(video.src) : undefined}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            pendingText={MEDIA_PENDING_TEXT}
            pendingDetail={`${video.label} 영상은 제작이 끝나는 대로 이곳에 공개됩니다.`}
          />
        ),
      }))}
    />
  );
}
