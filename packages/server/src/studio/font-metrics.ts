/**
 * Advance widths read straight from a TrueType file (head, hhea, hmtx and cmap tables), so text can
 * be measured and wrapped before it is drawn. Kerning is left out: it only ever narrows a line, so
 * a width measured without it is a safe upper bound of what resvg draws.
 */
import { readFileSync } from 'node:fs';

export interface FontMetrics {
  unitsPerEm: number;
  /** Above the baseline, in em. */
  ascent: number;
  /** Below the baseline, in em (positive). */
  descent: number;
  /** Advance width of a string at `size` pixels. */
  measure(text: string, size: number): number;
}

export function readFontMetrics(file: string): FontMetrics {
  const data = readFileSync(file);
  const tables = new Map<string, number>();
  const numTables = data.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    tables.set(data.toString('latin1', record, record + 4), data.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font ${file} has no ${tag} table`);
    return offset;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const unitsPerEm = data.readUInt16BE(head + 18);
  const ascender = data.readInt16BE(hhea + 4);
  const descender = data.readInt16BE(hhea + 6);
  const numberOfHMetrics = data.readUInt16BE(hhea + 34);
  const glyphOf = readCmap(data, table('cmap'));
  const advanceOfGlyph = (glyph: number) =>
    data.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));

  const advances = new Map<number, number>();
  const advanceOf = (codePoint: number) => {
    let advance = advances.get(codePoint);
    if (advance === undefined) {
      advance = advanceOfGlyph(glyphOf(codePoint)) / unitsPerEm;
      advances.set(codePoint, advance);
    }
    return advance;
  };
  return {
    unitsPerEm,
    ascent: ascender / unitsPerEm,
    descent: -descender / unitsPerEm,
    measure(text, size) {
      let width = 0;
      for (const char of text) width += advanceOf(char.codePointAt(0)!);
      return width * size;
    },
  };
}

/** Answers a code point's glyph id from the Windows Unicode subtable (format 12, else format 4). */
function readCmap(data: Buffer, cmap: number): (codePoint: number) => number {
  const count = data.readUInt16BE(cmap + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    const offset = cmap + data.readUInt32BE(record + 4);
    const format = data.readUInt16BE(offset);
    if (format === 12 && (platform === 3 || platform === 0)) format12 = offset;
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) format4 ??= offset;
  }
  if (format12 !== undefined) {
    const groups = data.readUInt32BE(format12 + 12);
    return (codePoint) => {
      for (let i = 0; i < groups; i++) {
        const group = format12 + 16 + i * 12;
        const start = data.readUInt32BE(group);
        const end = data.readUInt32BE(group + 4);
        if (codePoint >= start && codePoint <= end) return data.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    };
  }
  if (format4 === undefined) throw new Error('font has no Unicode cmap');
  const table = format4;
  const segments = data.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (data.readUInt16BE(ends + i * 2) < codePoint) continue;
      const start = data.readUInt16BE(starts + i * 2);
      if (start > codePoint) return 0;
      const delta = data.readInt16BE(deltas + i * 2);
      const rangeOffset = data.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = data.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + 2 * (codePoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
