/**
 * Advance widths read straight from a TrueType file (head, hhea, hmtx, cmap), so the
 * headline can be wrapped to the pixel before resvg draws it. Kerning is ignored: Inter's
 * kerning mostly tightens, so the measured width errs on the wide (safe) side.
 */
export interface FontMetrics {
  unitsPerEm: number;
  /** Width of `text` in em (multiply by the font size for pixels). */
  measure(text: string, letterSpacingEm?: number): number;
  /** Whether the font has a glyph for the character (not the .notdef box). */
  covers(codePoint: number): boolean;
  /** Advance of one character in em. */
  advance(codePoint: number): number;
}

interface TableEntry {
  offset: number;
  length: number;
}

function readTables(font: Buffer): Map<string, TableEntry> {
  const count = font.readUInt16BE(4);
  const tables = new Map<string, TableEntry>();
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), {
      offset: font.readUInt32BE(record + 8),
      length: font.readUInt32BE(record + 12),
    });
  }
  return tables;
}

function requireTable(tables: Map<string, TableEntry>, tag: string): TableEntry {
  const table = tables.get(tag);
  if (!table) throw new Error(`Font has no ${tag} table`);
  return table;
}

type GlyphLookup = (codePoint: number) => number;

function format12(font: Buffer, at: number): GlyphLookup {
  const groups = font.readUInt32BE(at + 12);
  const starts = new Uint32Array(groups);
  const ends = new Uint32Array(groups);
  const glyphs = new Uint32Array(groups);
  for (let i = 0; i < groups; i += 1) {
    const group = at + 16 + i * 12;
    starts[i] = font.readUInt32BE(group);
    ends[i] = font.readUInt32BE(group + 4);
    glyphs[i] = font.readUInt32BE(group + 8);
  }
  return (codePoint) => {
    let low = 0;
    let high = groups - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (codePoint < (starts[mid] ?? 0)) high = mid - 1;
      else if (codePoint > (ends[mid] ?? 0)) low = mid + 1;
      else return (glyphs[mid] ?? 0) + codePoint - (starts[mid] ?? 0);
    }
    return 0;
  };
}

function format4(font: Buffer, at: number): GlyphLookup {
  const segments = font.readUInt16BE(at + 6) / 2;
  const endsAt = at + 14;
  const startsAt = endsAt + segments * 2 + 2;
  const deltasAt = startsAt + segments * 2;
  const rangesAt = deltasAt + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i += 1) {
      if (codePoint > font.readUInt16BE(endsAt + i * 2)) continue;
      const start = font.readUInt16BE(startsAt + i * 2);
      if (codePoint < start) return 0;
      const delta = font.readInt16BE(deltasAt + i * 2);
      const rangeOffset = font.readUInt16BE(rangesAt + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyphAt = rangesAt + i * 2 + rangeOffset + (codePoint - start) * 2;
      const glyph = font.readUInt16BE(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function readCmap(font: Buffer, cmap: TableEntry): GlyphLookup {
  const count = font.readUInt16BE(cmap.offset + 2);
  let best: GlyphLookup | null = null;
  for (let i = 0; i < count; i += 1) {
    const record = cmap.offset + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const at = cmap.offset + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    // Format 12 covers every plane (emoji included), so it wins over format 4.
    if (format === 12) return format12(font, at);
    if (format === 4 && !best) best = format4(font, at);
  }
  if (!best) throw new Error('Font has no Unicode cmap');
  return best;
}

export function readFontMetrics(font: Buffer): FontMetrics {
  const tables = readTables(font);
  const head = requireTable(tables, 'head');
  const hhea = requireTable(tables, 'hhea');
  const hmtx = requireTable(tables, 'hmtx');
  const unitsPerEm = font.readUInt16BE(head.offset + 18);
  const longMetrics = font.readUInt16BE(hhea.offset + 34);
  const glyphFor = readCmap(font, requireTable(tables, 'cmap'));
  const advance = (glyph: number) =>
    font.readUInt16BE(hmtx.offset + Math.min(glyph, longMetrics - 1) * 4);
  const cache = new Map<number, number>();
  const advanceEm = (codePoint: number) => {
    let width = cache.get(codePoint);
    if (width === undefined) {
      width = advance(glyphFor(codePoint)) / unitsPerEm;
      cache.set(codePoint, width);
    }
    return width;
  };
  return {
    unitsPerEm,
    covers: (codePoint) => glyphFor(codePoint) !== 0,
    advance: advanceEm,
    measure(text, letterSpacingEm = 0) {
      let width = 0;
      let count = 0;
      for (const char of text) {
        width += advanceEm(char.codePointAt(0) ?? 0);
        count += 1;
      }
      return width + letterSpacingEm * Math.max(0, count - 1);
    },
  };
}
