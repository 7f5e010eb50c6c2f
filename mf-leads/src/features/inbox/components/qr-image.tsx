import { qrCodeSvg } from './qr-code';

/** A QR code drawn here as inline SVG (no image service), named for screen readers. */
export function QrImage({
  text,
  label,
  size = 200,
}: {
  readonly text: string;
  readonly label: string;
  readonly size?: number;
}) {
  const qr = qrCodeSvg(text);
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      width={size}
      height={size}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
