import { useState, type ImgHTMLAttributes } from 'react';
import styles from './fade-in-image.module.css';

export interface FadeInImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onLoad'
> {
  readonly src: string;
  /** Korean alt text; '' only for a purely decorative image. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly onLoad?: () => void;
}

/**
 * An image that fades in once it has loaded (docs/product.md §4 "an image gets a visible style after
 * loading"). Lazy and async-decoded unless told otherwise; width and height reserve its space.
 * An eager image (the first screen's) is shown as the browser loads it, without waiting for the
 * page's script: in server-rendered HTML a fade that needs JavaScript would hold back the page's
 * largest paint until hydration.
 */
export function FadeInImage({
  src,
  alt,
  width,
  height,
  className,
  onLoad,
  loading = 'lazy',
  ...rest
}: FadeInImageProps) {
  // Keyed by source, so a new src starts hidden again until it has loaded.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = loading === 'eager' || loadedSrc === src;
  const markLoaded = () => {
    setLoadedSrc(src);
    onLoad?.();
  };

  return (
    <img
      // A cached image may have finished before React listened for load (e.g. after hydration).
      ref={(node) => {
        if (node?.complete && node.naturalWidth > 0 && loadedSrc !== src) markLoaded();
      }}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-loaded={loaded ? 'true' : 'false'}
      className={className ? `${styles.image} ${className}` : styles.image}
      onLoad={markLoaded}
      {...rest}
    />
  );
}
