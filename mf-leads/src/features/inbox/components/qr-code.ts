import { encode } from 'uqr';

/**
 * A QR code as SVG markup, generated here (no service): one path of unit squares with a quiet
 * zone of four modules, black on white for print. Error correction M survives a worn banner.
 */
export function qrCodeSvg(text: string): { markup: string; size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return { markup, size, path };
}
