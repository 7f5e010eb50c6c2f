import { withParticle } from '@gagyeong/contracts/korean';
import { embedSrc, MEDIA_PENDING_TEXT, type VideoSource } from '../content/media';
import styles from './video-frame.module.css';

export interface VideoFrameProps {
  readonly video: VideoSource;
  /** Attribute size of the frame (desktop); CSS scales it down on small screens. */
  readonly width?: number;
  readonly height?: number;
  readonly className?: string;
}

/**
 * An embedded video that autoplays muted and stops at its end (docs/product.md §2). Without a source it says
 * so plainly in the same box instead of showing a broken frame.
 */
export function VideoFrame({ video, width = 1300, height = 500, className }: VideoFrameProps) {
  const classes = className ? `${styles.frame} ${className}` : styles.frame;
  if (!video.src) {
    return (
      <div className={`${classes} ${styles.pending}`} role="status">
        <span className={styles.playIcon} aria-hidden="true" />
        <p className={styles.pendingTitle}>{MEDIA_PENDING_TEXT}</p>
        <p className={styles.pendingText}>
          {withParticle(video.title, '은/는')} 제작이 끝나는 대로 이곳에서 공개됩니다.
        </p>
      </div>
    );
  }
  return (
    <div className={classes}>
      <iframe
        className={styles.iframe}
        src={embedSrc(video.src)}
        title={video.title}
        width={width}
        height={height}
        allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
