/**
 * Writes the brand's icon and logo files into public/ from the one drawing of
 * the mark in app/components/brand/mark.ts:
 *
 *   favicon.svg            the bare mark; recoloured for dark browser chrome
 *   favicon.ico            32 px, one PNG in an ICO container, for older browsers
 *   apple-touch-icon.png   180 px, the mark on ocean
 *   icon-192.png, icon-512.png, icon-maskable-512.png, site.webmanifest
 *   logo.svg               mark and wordmark, for documents and structured data
 *   logo.png               512 px, the mark on paper, for structured data
 *
 * Colours are read from app/styles/theme.css and the names from app/site.ts,
 * so nothing here can drift from the site. The wordmark in logo.svg is drawn
 * as outlines taken from the site's own font files (Instrument Serif and
 * Instrument Sans, both SIL Open Font License), so it looks the same wherever
 * it is opened, with no font to load.
 *
 * Run with `npm run icons`; the outputs are committed.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { brotliDecompressSync } from "node:zlib";

import sharp from "sharp";

import { mark, type MarkTone } from "../app/components/brand/mark";
import { site } from "../app/site";

const root = new URL("../", import.meta.url);
const publicDir = new URL("public/", root);

// ---------------------------------------------------------------------------
// Colours, from the design tokens

const themeCss = await readFile(new URL("app/styles/theme.css", root), "utf8");

function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(themeCss);
  if (!match?.[1]) throw new Error(`theme.css has no --color-${name}`);
  return match[1].toLowerCase();
}

const color = {
  ocean900: token("ocean-900"),
  sand50: token("sand-50"),
  sand400: token("sand-400"),
  paper: token("paper"),
};

type Palette = Record<MarkTone, string>;

/** Slabs in ocean, sun in sand: for paper and other light grounds. */
const onLight: Palette = { primary: color.ocean900, accent: color.sand400 };
/** Slabs in sand-50, sun in sand: for the ocean ground. */
const onDark: Palette = { primary: color.sand50, accent: color.sand400 };

// ---------------------------------------------------------------------------
// The mark as SVG

/** The mark's own bounds on its board, from its viewBox. */
const [markX, markY, markW, markH] = mark.viewBox.split(" ").map(Number) as [
  number,
  number,
  number,
  number,
];

/** The mark's shapes as SVG elements, filled from a palette or classed by tone. */
function markPaths(paint: Palette | "classes"): string {
  return mark.shapes
    .map((shape) =>
      paint === "classes"
        ? `<path class="${shape.tone}" d="${shape.d}"/>`
        : `<path fill="${paint[shape.tone]}" d="${shape.d}"/>`,
    )
    .join("");
}

interface TileOptions {
  size: number;
  background: string;
  palette: Palette;
  /** The mark's width as a share of the tile's. */
  markWidth: number;
}

/**
 * A square tile with the mark centred on it. The mark is lifted by 2 % of the
 * tile: its weight sits in the slabs at the bottom, and a mark centred by its
 * bounds looks low.
 */
function tileSvg({ size, background, palette, markWidth }: TileOptions): string {
  const scale = (size * markWidth) / markW;
  const x = (size - markW * scale) / 2 - markX * scale;
  const y = (size - markH * scale) / 2 - markY * scale - size * 0.02;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})">${markPaths(palette)}</g>`,
    `</svg>`,
  ].join("");
}

/**
 * The favicon: the bare mark on its pixel grid, as large as the tab allows.
 * Its colours follow the browser's colour scheme, so the slabs do not vanish
 * into a dark tab strip.
 */
function faviconSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${mark.boardViewBox}">`,
    `<style>`,
    `.primary{fill:${onLight.primary}}.accent{fill:${onLight.accent}}`,
    `@media (prefers-color-scheme:dark){.primary{fill:${onDark.primary}}}`,
    `</style>`,
    markPaths("classes"),
    `</svg>`,
    "",
  ].join("\n");
}

/**
 * The ICO's image: the mark at one board unit per pixel, so every slab edge is
 * crisp, on a 32 px ocean tile. An ICO cannot follow the colour scheme, and on
 * the tile it reads in light and dark tab strips alike.
 */
function icoSvg(): string {
  const size = mark.boardSize;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${mark.boardViewBox}">`,
    `<rect width="${size}" height="${size}" rx="${size / 8}" fill="${color.ocean900}"/>`,
    markPaths(onDark),
    `</svg>`,
  ].join("");
}

// ---------------------------------------------------------------------------
// Type outlines, read from the site's WOFF2 font files

class Reader {
  constructor(
    readonly buf: Buffer,
    public pos = 0,
  ) {}
  u8() {
    return this.buf.readUInt8(this.pos++);
  }
  i8() {
    return this.buf.readInt8(this.pos++);
  }
  u16() {
    const value = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return value;
  }
  i16() {
    const value = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return value;
  }
  u32() {
    const value = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return value;
  }
  /** WOFF2 UIntBase128. */
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128");
  }
  /** WOFF2 255UInt16. */
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
  sub(length: number) {
    const reader = new Reader(this.buf.subarray(this.pos, this.pos + length));
    this.pos += length;
    return reader;
  }
}

/** Table tags in the order of the WOFF2 known-tag index. */
const woff2Tags = (
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp " +
  "hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL " +
  "SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx " +
  "opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .split(" ")
  .map((tag) => tag.replace("_", " "));

/** Splits a WOFF2 file into its (decompressed, possibly transformed) tables. */
function woff2Tables(file: Buffer): Map<string, Buffer> {
  const r = new Reader(file);
  if (r.u32() !== 0x774f4632) throw new Error("not a WOFF2 file");
  r.pos = 12;
  const numTables = r.u16();
  r.pos = 20;
  const compressedSize = r.u32();
  r.pos = 48;
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const tag =
      (flags & 0x3f) === 0x3f
        ? file.toString("latin1", r.pos, (r.pos += 4))
        : woff2Tags[flags & 0x3f];
    if (!tag) throw new Error("unknown WOFF2 table tag");
    const origLength = r.base128();
    const version = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? r.base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(r.pos, r.pos + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

interface Point {
  x: number;
  y: number;
  on: boolean;
}

interface Glyph {
  contours: Point[][];
  components: { glyph: number; dx: number; dy: number }[];
}

/** Decodes a WOFF2 transformed glyf table (WOFF2 spec, 5.1) into point lists. */
function decodeGlyf(table: Buffer): Glyph[] {
  const r = new Reader(table);
  r.pos = 4;
  const numGlyphs = r.u16();
  r.pos = 8;
  const sizes = Array.from({ length: 7 }, () => r.u32());
  const [nContours, nPoints, flags, data, composites] = sizes.map((size) => r.sub(size)) as [
    Reader,
    Reader,
    Reader,
    Reader,
    Reader,
  ];
  const sign = (flag: number, value: number) => (flag & 1 ? value : -value);
  const glyphs: Glyph[] = [];
  for (let g = 0; g < numGlyphs; g++) {
    const count = nContours.i16();
    const glyph: Glyph = { contours: [], components: [] };
    if (count > 0) {
      const lengths = Array.from({ length: count }, () => nPoints.u255());
      let x = 0;
      let y = 0;
      for (const length of lengths) {
        const contour: Point[] = [];
        for (let i = 0; i < length; i++) {
          const raw = flags.u8();
          const f = raw & 0x7f;
          let dx: number;
          let dy: number;
          if (f < 10) {
            dx = 0;
            dy = sign(f, ((f & 14) << 7) + data.u8());
          } else if (f < 20) {
            dx = sign(f, (((f - 10) & 14) << 7) + data.u8());
            dy = 0;
          } else if (f < 84) {
            const b0 = f - 20;
            const b1 = data.u8();
            dx = sign(f, 1 + (b0 & 0x30) + (b1 >> 4));
            dy = sign(f >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
          } else if (f < 120) {
            const b0 = f - 84;
            dx = sign(f, 1 + (Math.floor(b0 / 12) << 8) + data.u8());
            dy = sign(f >> 1, 1 + (((b0 % 12) >> 2) << 8) + data.u8());
          } else if (f < 124) {
            const b0 = data.u8();
            const b1 = data.u8();
            const b2 = data.u8();
            dx = sign(f, (b0 << 4) + (b1 >> 4));
            dy = sign(f >> 1, ((b1 & 0x0f) << 8) + b2);
          } else {
            const b0 = data.u8();
            const b1 = data.u8();
            const b2 = data.u8();
            const b3 = data.u8();
            dx = sign(f, (b0 << 8) + b1);
            dy = sign(f >> 1, (b2 << 8) + b3);
          }
          x += dx;
          y += dy;
          contour.push({ x, y, on: !(raw & 0x80) });
        }
        glyph.contours.push(contour);
      }
      data.u255(); // instruction length; hinting is not needed for outlines
    } else if (count < 0) {
      let more = true;
      let hasInstructions = false;
      while (more) {
        const f = composites.u16();
        const component = composites.u16();
        const words = f & 0x0001;
        const a = words ? composites.i16() : composites.i8();
        const b = words ? composites.i16() : composites.i8();
        if (f & 0x0008) composites.pos += 2;
        else if (f & 0x0040) composites.pos += 4;
        else if (f & 0x0080) composites.pos += 8;
        const offsets = f & 0x0002;
        glyph.components.push({ glyph: component, dx: offsets ? a : 0, dy: offsets ? b : 0 });
        more = Boolean(f & 0x0020);
        hasInstructions ||= Boolean(f & 0x0100);
      }
      if (hasInstructions) data.u255();
    }
    glyphs.push(glyph);
  }
  return glyphs;
}

/** A TrueType contour (quadratic, with implied on-curve midpoints) as path data, y up. */
function contourPath(points: Point[], ox: number, oy: number): string {
  const fmt = (p: { x: number; y: number }) => `${round(p.x + ox)} ${round(-(p.y + oy))}`;
  const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
  const firstOn = points.findIndex((p) => p.on);
  const start = firstOn >= 0 ? points[firstOn]! : mid(points[0]!, points[1]!);
  const from = Math.max(firstOn, 0);
  let d = `M${fmt(start)}`;
  let control: Point | undefined;
  for (let k = 1; k <= points.length; k++) {
    const p = points[(from + k) % points.length]!;
    if (p.on) {
      d += control ? `Q${fmt(control)} ${fmt(p)}` : `L${fmt(p)}`;
      control = undefined;
    } else {
      if (control) d += `Q${fmt(control)} ${fmt(mid(control, p))}`;
      control = p;
    }
  }
  if (control) d += `Q${fmt(control)} ${fmt(start)}`;
  return `${d}Z`;
}

/** Pair kerning from GPOS lookups of type 2, formats 1 and 2 (x advance of the first glyph). */
function readKerning(gpos: Buffer | undefined): (left: number, right: number) => number {
  const pairs = new Map<string, number>();
  const classed: {
    coverage: Set<number>;
    first: Map<number, number>;
    second: Map<number, number>;
    values: number[][];
  }[] = [];
  if (gpos) {
    const u16 = (at: number) => gpos.readUInt16BE(at);
    const coverageList = (at: number) => {
      const list: number[] = [];
      const count = u16(at + 2);
      for (let i = 0; i < count; i++) {
        if (u16(at) === 1) list.push(u16(at + 4 + i * 2));
        else for (let g = u16(at + 4 + i * 6); g <= u16(at + 6 + i * 6); g++) list.push(g);
      }
      return list;
    };
    const classDef = (at: number) => {
      const map = new Map<number, number>();
      if (u16(at) === 1) {
        const first = u16(at + 2);
        for (let i = 0; i < u16(at + 4); i++) map.set(first + i, u16(at + 6 + i * 2));
      } else {
        for (let i = 0; i < u16(at + 2); i++) {
          const [s, e, k] = [u16(at + 4 + i * 6), u16(at + 6 + i * 6), u16(at + 8 + i * 6)];
          for (let g = s; g <= e; g++) map.set(g, k);
        }
      }
      return map;
    };
    const valueSize = (format: number) =>
      2 * [...format.toString(2)].filter((b) => b === "1").length;
    const xAdvance = (at: number, format: number) =>
      format & 4 ? gpos.readInt16BE(at + (format & 1 ? 2 : 0) + (format & 2 ? 2 : 0)) : 0;

    const lookupList = u16(8);
    for (let l = 0; l < u16(lookupList); l++) {
      const lookup = lookupList + u16(lookupList + 2 + l * 2);
      for (let s = 0; s < u16(lookup + 4); s++) {
        let type = u16(lookup);
        let table = lookup + u16(lookup + 6 + s * 2);
        if (type === 9) {
          type = u16(table + 2);
          table += gpos.readUInt32BE(table + 4);
        }
        if (type !== 2) continue;
        const coverage = coverageList(table + u16(table + 2));
        const [format1, format2] = [u16(table + 4), u16(table + 6)];
        if (u16(table) === 1) {
          const record = 2 + valueSize(format1) + valueSize(format2);
          for (let i = 0; i < u16(table + 8); i++) {
            const set = table + u16(table + 10 + i * 2);
            for (let j = 0; j < u16(set); j++) {
              const at = set + 2 + j * record;
              const key = `${coverage[i]},${u16(at)}`;
              if (!pairs.has(key)) pairs.set(key, xAdvance(at + 2, format1));
            }
          }
        } else if (u16(table) === 2) {
          const [count1, count2] = [u16(table + 12), u16(table + 14)];
          const record = valueSize(format1) + valueSize(format2);
          classed.push({
            coverage: new Set(coverage),
            first: classDef(table + u16(table + 8)),
            second: classDef(table + u16(table + 10)),
            values: Array.from({ length: count1 }, (_, i) =>
              Array.from({ length: count2 }, (_, j) =>
                xAdvance(table + 16 + (i * count2 + j) * record, format1),
              ),
            ),
          });
        }
      }
    }
  }
  return (left, right) => {
    const pair = pairs.get(`${left},${right}`);
    if (pair !== undefined) return pair;
    const sub = classed.find((c) => c.coverage.has(left));
    return sub?.values[sub.first.get(left) ?? 0]?.[sub.second.get(right) ?? 0] ?? 0;
  };
}

interface Font {
  unitsPerEm: number;
  capHeight: number;
  /**
   * Sets a line of text from x = 0 on the baseline, in font units: its path
   * (y down, as SVG wants), and its ink's extent (y up, as fonts have it).
   */
  set: (
    text: string,
    tracking?: number,
  ) => { d: string; advance: number; right: number; top: number; bottom: number };
}

async function loadFont(packagePath: string): Promise<Font> {
  const tables = woff2Tables(await readFile(new URL(`node_modules/${packagePath}`, root)));
  const table = (tag: string, at = 0) => {
    const buf = tables.get(tag);
    if (!buf) throw new Error(`font has no ${tag} table`);
    return new Reader(buf, at);
  };
  const unitsPerEm = table("head", 18).u16();
  const capHeight = table("OS/2", 88).i16();
  const numberOfHMetrics = table("hhea", 34).u16();
  const hmtx = table("hmtx");
  const advances = Array.from({ length: numberOfHMetrics }, () => {
    const advance = hmtx.u16();
    hmtx.pos += 2;
    return advance;
  });
  const glyphs = decodeGlyf(table("glyf").buf);
  const kern = readKerning(tables.get("GPOS"));

  // The Unicode BMP subtable of cmap (format 4).
  const cmap = table("cmap");
  let segments: { start: number; end: number; delta: number; rangeAt: number; range: number }[] =
    [];
  for (let i = 0, n = cmap.buf.readUInt16BE(2); i < n; i++) {
    const [platform, encoding] = [
      cmap.buf.readUInt16BE(4 + i * 8),
      cmap.buf.readUInt16BE(6 + i * 8),
    ];
    const at = cmap.buf.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0)) continue;
    if (cmap.buf.readUInt16BE(at) !== 4) continue;
    const segX2 = cmap.buf.readUInt16BE(at + 6);
    const ends = at + 14;
    segments = Array.from({ length: segX2 / 2 }, (_, s) => ({
      end: cmap.buf.readUInt16BE(ends + s * 2),
      start: cmap.buf.readUInt16BE(ends + segX2 + 2 + s * 2),
      delta: cmap.buf.readInt16BE(ends + 2 * segX2 + 2 + s * 2),
      rangeAt: ends + 3 * segX2 + 2 + s * 2,
      range: cmap.buf.readUInt16BE(ends + 3 * segX2 + 2 + s * 2),
    }));
    break;
  }
  const glyphFor = (char: string) => {
    const code = char.codePointAt(0)!;
    const seg = segments.find((s) => code >= s.start && code <= s.end);
    if (!seg) throw new Error(`font has no glyph for ${char}`);
    if (seg.range === 0) return (code + seg.delta) & 0xffff;
    const g = cmap.buf.readUInt16BE(seg.rangeAt + seg.range + (code - seg.start) * 2);
    return g === 0 ? 0 : (g + seg.delta) & 0xffff;
  };
  const ink = { right: 0, top: 0, bottom: 0 };
  const outline = (g: number, ox: number, oy: number): string => {
    const glyph = glyphs[g];
    if (!glyph) throw new Error(`font has no glyph ${g}`);
    for (const p of glyph.contours.flat()) {
      ink.right = Math.max(ink.right, p.x + ox);
      ink.top = Math.max(ink.top, p.y + oy);
      ink.bottom = Math.min(ink.bottom, p.y + oy);
    }
    return [
      ...glyph.components.map((c) => outline(c.glyph, ox + c.dx, oy + c.dy)),
      ...glyph.contours.map((contour) => contourPath(contour, ox, oy)),
    ].join("");
  };

  return {
    unitsPerEm,
    capHeight,
    set(text, tracking = 0) {
      Object.assign(ink, { right: 0, top: 0, bottom: 0 });
      let x = 0;
      let previous = -1;
      let d = "";
      for (const char of text) {
        const g = glyphFor(char);
        if (previous >= 0) x += kern(previous, g) + tracking * unitsPerEm;
        d += outline(g, x, 0);
        x += advances[Math.min(g, advances.length - 1)]!;
        previous = g;
      }
      return { d, advance: x, ...ink };
    },
  };
}

// ---------------------------------------------------------------------------
// The standalone logo: mark and wordmark, the same lockup as <Logo>

/**
 * The lockup in em of the name's font size, matching the classes in
 * app/components/brand/logo.tsx: the mark stands on the baseline, as tall as
 * the capitals; then "Solera"; then "DESIGN BUILD" at 0.36 em, tracked 0.18 em.
 */
const lockup = {
  markGap: 0.4,
  descriptorGap: 0.4,
  descriptorSize: 0.36,
  descriptorTracking: 0.18,
};

async function logoSvg(): Promise<string> {
  const serif = await loadFont(
    "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
  );
  const sans = await loadFont(
    "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
  );
  const em = 100; // the name's font size, in logo units
  const serifScale = em / serif.unitsPerEm;
  const sansScale = (em * lockup.descriptorSize) / sans.unitsPerEm;

  const markHeight = (serif.capHeight / serif.unitsPerEm) * em;
  const markScale = markHeight / markH;
  const markWidth = markW * markScale;

  // Each piece is placed after the previous one's advance, as the browser does.
  const name = serif.set("Solera");
  const nameX = markWidth + lockup.markGap * em;
  const descriptor = sans.set("DESIGN BUILD", lockup.descriptorTracking);
  const descriptorX = nameX + name.advance * serifScale + lockup.descriptorGap * em;

  // The artboard hugs the ink, with 0.25 em clear all round.
  const pad = 0.25 * em;
  const width = round(descriptorX + descriptor.right * sansScale + 2 * pad);
  const ascent = Math.max(markHeight, name.top * serifScale, descriptor.top * sansScale);
  const descent = -Math.min(0, name.bottom * serifScale, descriptor.bottom * sansScale);
  const height = round(ascent + descent + 2 * pad);
  const fill = color.ocean900;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${site.name}</title>`,
    `<g transform="translate(${pad} ${round(pad + ascent)})" fill="${fill}">`,
    `<g transform="translate(0 ${round(-markHeight)}) scale(${round(markScale)}) translate(${-markX} ${-markY})">${markPaths(onLight)}</g>`,
    `<path transform="translate(${round(nameX)} 0) scale(${round(serifScale)})" d="${name.d}"/>`,
    `<path transform="translate(${round(descriptorX)} 0) scale(${round(sansScale)})" d="${descriptor.d}"/>`,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// Raster files

/** Renders an SVG to PNG. Full-bleed tiles drop the alpha channel: iOS would fill it with black. */
async function png(svg: string, { opaque = true } = {}): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return (opaque ? image.removeAlpha() : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding one PNG image: a 6-byte header and one 16-byte directory entry. */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, image]);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

// ---------------------------------------------------------------------------

const manifest = {
  name: site.name,
  short_name: site.shortName,
  start_url: "/",
  // "browser", not "standalone": a marketing site should keep the address bar, share and back controls.
  display: "browser",
  background_color: color.paper,
  theme_color: color.ocean900,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

// The app icons: the mark in sand on ocean, about three fifths of the tile.
const appIcon = (size: number) =>
  tileSvg({ size, background: color.ocean900, palette: onDark, markWidth: 0.6 });

const files: [string, string | Buffer][] = [
  ["favicon.svg", faviconSvg()],
  ["favicon.ico", ico(await png(icoSvg(), { opaque: false }), mark.boardSize)],
  ["apple-touch-icon.png", await png(appIcon(180))],
  ["icon-192.png", await png(appIcon(192))],
  ["icon-512.png", await png(appIcon(512))],
  // Maskable: the platform may crop to a circle of 80 % of the tile; at half the
  // width, the mark's corners stay well inside it.
  [
    "icon-maskable-512.png",
    await png(tileSvg({ size: 512, background: color.ocean900, palette: onDark, markWidth: 0.5 })),
  ],
  ["logo.svg", await logoSvg()],
  [
    "logo.png",
    await png(tileSvg({ size: 512, background: color.paper, palette: onLight, markWidth: 0.64 })),
  ],
  ["site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`],
];

await mkdir(publicDir, { recursive: true });
for (const [name, content] of files) {
  await writeFile(new URL(name, publicDir), content);
  console.log(`public/${name}`);
}
