import { PROJECT } from './project';

/**
 * Embedded media sources. Every `src` is left unset until the real video or tour exists: pages then
 * say plainly that it is being prepared instead of showing a broken frame.
 *
 * Videos: `src` is a YouTube embed URL on the privacy-enhanced host, e.g.
 * 'https://www.youtube-nocookie.com/embed/VIDEO_ID'; `embedSrc` adds the autoplay parameters.
 * Tours: `src` is the virtual-tour provider's embed URL, used as is.
 */
export interface VideoSource {
  readonly title: string;
  readonly src?: string;
}

export interface FloorPlanVideo extends VideoSource {
  /** docs/product.md §3 "Video tab": a number; the first tab is id 1. */
  readonly id: number;
  /** Tab label. */
  readonly label: string;
}

export interface EmodelTour {
  /** Tab label and id, e.g. '84A'. */
  readonly id: string;
  readonly title: string;
  readonly src?: string;
}

export interface MediaConfig {
  readonly brandVideo: VideoSource;
  readonly floorPlanVideos: readonly FloorPlanVideo[];
  readonly emodelTours: readonly EmodelTour[];
}

export const MEDIA: MediaConfig = {
  brandVideo: { title: `${PROJECT.name} 홍보영상` },
  floorPlanVideos: [
    { id: 1, label: '입지환경 안내', title: `${PROJECT.name} 입지환경 안내 영상` },
    { id: 2, label: '59타입 안내', title: `${PROJECT.name} 59타입 안내 영상` },
    { id: 3, label: '84타입 안내', title: `${PROJECT.name} 84타입 안내 영상` },
  ],
  emodelTours: [
    { id: '84A', title: '84A 타입 E-모델하우스 가상 투어' },
    { id: '84B', title: '84B 타입 E-모델하우스 가상 투어' },
    { id: '84C', title: '84C 타입 E-모델하우스 가상 투어' },
  ],
};

/**
 * The embed URL with autoplay (muted, as browsers require for autoplay), inline playback on iOS,
 * no related videos and no loop, so the video stops at its end (docs/product.md §2 "/Brand/video").
 */
export function embedSrc(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('mute', '1');
  url.searchParams.set('playsinline', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}

/** Text shown in a frame's place while its source is not set. */
export const MEDIA_PENDING_TEXT = '영상은 준비 중입니다';
