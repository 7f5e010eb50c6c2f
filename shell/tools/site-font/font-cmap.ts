import { convert } from 'fontverter';

/**
 * The code points a font maps to glyphs (its `cmap` table, formats 4 and 12), read from a woff2,
 * woff or sfnt file. Used to prove the subset holds every character the site shows.
 */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  const sfnt = await convert(font, 'truetype');
  const tableCount = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tableCount; i += 1) {
    const record = 12 + i * 16;
    if (sfnt.toString('latin1', record, record + 4) === 'cmap') cmap = sfnt.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('font has no cmap table');
  const points = new Set<number>();
  const subtables = sfnt.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const at = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = sfnt.readUInt16BE(at);
    if (format === 4) readFormat4(sfnt, at, points);
    if (format === 12) readFormat12(sfnt, at, points);
  }
  return points;
}

function readFormat4(sfnt: Buffer, at: number, points: Set<number>): void {
  const segments = sfnt.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s += 1) {
    const end = sfnt.readUInt16BE(ends + s * 2);
    const start = sfnt.readUInt16BE(starts + s * 2);
    const delta = sfnt.readUInt16BE(deltas + s * 2);
    const rangeOffset = sfnt.readUInt16BE(rangeOffsets + s * 2);
    for (let point = start; point <= end && point !== 0xffff; point += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (point + delta) & 0xffff;
      else {
        const raw = sfnt.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (point - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(point);
    }
  }
}

function readFormat12(sfnt: Buffer, at: number, points: Set<number>): void {
  const groups = sfnt.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g += 1) {
    const group = at + 16 + g * 12;
    const start = sfnt.readUInt32BE(group);
    const end = sfnt.readUInt32BE(group + 4);
    const firstGlyph = sfnt.readUInt32BE(group + 8);
    for (let point = start; point <= end; point += 1) if (firstGlyph + (point - start) !== 0) points.add(point);
  }
}
