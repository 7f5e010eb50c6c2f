import { PREMIUM_IMAGE_SIZE } from '../content/premium';

/** One premium theme's artwork, at its drawn size; below the first screen everywhere it is used. */
export function PremiumImage({
  theme,
  className,
}: {
  readonly theme: { readonly image: string; readonly imageAlt: string };
  readonly className?: string;
}) {
  return (
    <img
      className={className}
      src={theme.image}
      alt={theme.imageAlt}
      width={PREMIUM_IMAGE_SIZE.width}
      height={PREMIUM_IMAGE_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}
