import type { ReactNode } from 'react';
import styles from './media-frame.module.css';

export interface MediaFrameProps {
  /** Embed URL; when unset the frame says so instead of showing a broken frame. */
  readonly src: string | undefined;
  /** The iframe's accessible name. */
  readonly title: string;
  /** What the frame area says while no source is set. */
  readonly pendingText: string;
  readonly pendingDetail?: ReactNode;
  /** iframe `allow` list. */
  readonly allow: string;
  /** Width / height of the frame box. */
  readonly aspect?: 'video' | 'tour';
  /** Laid over the frame until the visitor clicks it (e.g. the VR hint). */
  readonly overlay?: ReactNode;
}

/** A responsive embed frame, or an honest "준비 중" box when its source is not set yet. */
export function MediaFrame({
  src,
  title,
  pendingText,
  pendingDetail,
  allow,
  aspect = 'video',
  overlay,
}: MediaFrameProps) {
  return (
    <div className={styles.frame} data-aspect={aspect}>
      {src ? (
        <>
          <iframe className={styles.iframe} src={src} title={title} allow={allow} allowFullScreen loading="lazy" />
          {overlay}
        </>
      ) : (
        <div className={styles.pending}>
          <span className={styles.pendingIcon} aria-hidden="true" />
          <p className={styles.pendingText}>{pendingText}</p>
          {pendingDetail ? <p className={styles.pendingDetail}>{pendingDetail}</p> : null}
        </div>
      )}
    </div>
  );
}
