import type { ImgHTMLAttributes } from 'react';
import { useImageLoad } from '@gagyeong/ui';
import styles from './fade-in-image.module.css';

export interface FadeInImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError'
> {
  readonly src: string;
  /** Korean alt text; '' only for a purely decorative image. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/**
 * An image that fades in once it has loaded (docs/product.md §4 "an image gets a visible style after
 * loading"). Lazy and async-decoded unless told otherwise; width and height reserve its space.
 * An eager image (the first screen's) is shown as the browser loads it, without waiting for the
 * page's script: in server-rendered HTML a fade that needs JavaScript would hold back the page's
 * largest paint until hydration.
 */
export function FadeInImage({ src, alt, width, height, className, loading = 'lazy', ...rest }: FadeInImageProps) {
  // Also an image that finished before the page's script hydrated it; a new src starts hidden.
  const { state, listeners } = useImageLoad(src);
  const loaded = loading === 'eager' || state === 'loaded';

  return (
    <img
      {...listeners}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-loaded={loaded ? 'true' : 'false'}
      className={className ? `${styles.image} ${className}` : styles.image}
      {...rest}
    />
  );
}
