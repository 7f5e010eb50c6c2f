import { tabHref } from '@gagyeong/contracts/page-tabs';
import { Tabs } from '../../../components/tabs';
import { embedSrc, MEDIA, MEDIA_PENDING_TEXT } from '../../../content/media';
import { VIDEOS_PATH } from '../content';
import { useAddressTab } from '../hooks/use-address-tab';
import { MediaFrame } from './media-frame';

/** docs/product.md §2: the first video (id 1) is active by default. */
export const DEFAULT_VIDEO_ID = 1;

/**
 * /FloorPlan/videos: three video tabs, each with its address (`?tab=<id>`); the chosen video
 * autoplays (muted, as browsers require).
 */
export function VideoTabs() {
  const chosen = useAddressTab(VIDEOS_PATH);
  return (
    <Tabs
      label="안내 영상"
      defaultSelectedId={chosen ?? String(DEFAULT_VIDEO_ID)}
      hrefOf={(id) => tabHref(VIDEOS_PATH, id)}
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
