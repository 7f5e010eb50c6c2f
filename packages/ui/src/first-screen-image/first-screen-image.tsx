/** An image's intrinsic size: the box it is given before it draws, so nothing moves when it does. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Every sub page's banner artwork is drawn at this size (marketing's and leads' page frames). */
export const BANNER_ART_SIZE: ImageSize = { width: 1920, height: 560 };

export interface FirstScreenImageProps {
  readonly src: string;
  /** Korean alt text; '' for artwork that only decorates. */
  readonly alt: string;
  readonly size: ImageSize;
  readonly className?: string;
}

/**
 * A page's first-screen artwork, its largest paint. `fetchpriority="high"` is the mark the host reads:
 * an SVG of its own so marked is sent inline, as a `data:` URL, in the page's first response
 * (server/src/features/pages/first-screen-images.ts), so it paints in the first frame with the text
 * and needs no request. Never lazy, never faded in (docs/decisions/0056-critical-css-and-first-paint.md).
 * Decoded asynchronously: the text beside it never waits for a picture's decode.
 */
export function FirstScreenImage({ src, alt, size, className }: FirstScreenImageProps) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      fetchPriority="high"
      decoding="async"
    />
  );
}
