/**
 * Flat-lays seen from above: plans, permits, calculators and samples on a
 * table, lit from a window at the top left, with long soft shadows and the
 * shadow of a palm frond falling across a corner.
 */
import { mix } from "../lib/color";
import { Rng } from "../lib/prng";
import { ellipsePath, num, poly, rectPath, type Pt, type Svg } from "../lib/svg";
import type { SceneRecipe } from "../types";
import { roundRect, setup, str, type Size } from "./common";

/** Direction shadows fall in, per unit of height above the table (px). */
const SH: Pt = [0.55, 0.72];
const SHADOW = "#1f1710";

export interface Table {
  base: string;
  grain: string;
  /** Plank width in px (0 for a seamless top). */
  plank: number;
}

export const TABLES: Record<string, Table> = {
  oak: { base: "#cfb08a", grain: "#b99670", plank: 190 },
  walnut: { base: "#7a583f", grain: "#684a34", plank: 230 },
  concrete: { base: "#c2beb6", grain: "#aeaaa2", plank: 0 },
  white: { base: "#e9e5de", grain: "#dcd6cc", plank: 0 },
  teak: { base: "#a7774e", grain: "#936541", plank: 160 },
};

/** The table top: tone, planks, fine grain, and the window light falling across it. */
function drawTable(svg: Svg, t: Table, rng: Rng): void {
  const W = svg.width;
  const H = svg.height;
  const g = svg.linear(
    [
      [0, mix(t.base, "#ffffff", 0.1)],
      [1, mix(t.base, "#000000", 0.08)],
    ],
    0,
    0,
    W,
    H,
  );
  svg.path(rectPath(0, 0, W, H), g);
  let grain = "";
  if (t.plank > 0) {
    for (let y = rng.range(-t.plank, 0); y < H; y += t.plank) {
      grain += rectPath(0, y, W, 1.2);
      for (let i = 0; i < 6; i++) {
        const yy = y + rng.range(8, t.plank - 8);
        const x = rng.range(-200, W);
        grain += rectPath(x, yy, rng.range(120, 520), rng.range(0.6, 1.4));
      }
    }
    svg.path(grain, t.grain, 0.55);
  } else {
    // Seamless tops: a few soft mottles.
    let m = "";
    for (let i = 0; i < 26; i++)
      m += ellipsePath(rng.range(0, W), rng.range(0, H), rng.range(20, 90), rng.range(10, 40));
    svg.path(m, t.grain, 0.18);
  }
}

/** Window light: a warm glow from the top left that fades across the table. */
function drawLight(svg: Svg, warm: string): void {
  const g = svg.radial(
    [
      [0, warm, 0.35],
      [0.5, warm, 0.12],
      [1, warm, 0],
    ],
    svg.width * 0.12,
    svg.height * 0.05,
    svg.width * 0.9,
    0.75,
  );
  svg.path(rectPath(0, 0, svg.width, svg.height), g);
  const v = svg.radial(
    [
      [0, "#000000", 0],
      [0.7, "#000000", 0.05],
      [1, "#000000", 0.18],
    ],
    svg.width * 0.45,
    svg.height * 0.45,
    svg.width * 0.75,
    0.75,
  );
  svg.path(rectPath(0, 0, svg.width, svg.height), v);
}

/** The shadow of a palm frond through the window, across a corner. */
function frondShadow(
  svg: Svg,
  x: number,
  y: number,
  len: number,
  angle: number,
  seed: number,
): void {
  const rng = new Rng(seed);
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  let d = "";
  const n = 16;
  for (let i = 0; i < n; i++) {
    const t = 0.08 + (i / n) * 0.9;
    const bend = Math.sin(t * Math.PI) * len * 0.08;
    const px = x + dx * len * t - dy * bend;
    const py = y + dy * len * t + dx * bend;
    const l = len * 0.36 * Math.sin(Math.PI * Math.min(0.95, t + 0.05)) * rng.range(0.85, 1.1);
    for (const side of [-1, 1]) {
      const la = a + side * (0.95 + rng.jitter(0, 0.08)) + 0.35;
      const tx = px + Math.cos(la) * l;
      const ty = py + Math.sin(la) * l;
      const w = l * 0.07;
      d += poly([
        [px - dy * w, py + dx * w],
        [tx, ty],
        [px + dy * w, py - dx * w],
      ]);
    }
  }
  // Spine.
  d += poly([
    [x - dy * 4, y + dx * 4],
    [x + dx * len, y + dy * len],
    [x + dy * 4, y - dx * 4],
  ]);
  svg.path(d, SHADOW, 0.1);
}

/** A soft shadow of a silhouette (local path) placed at x, y, angle, lifted by h px. */
function shadow(svg: Svg, d: string, x: number, y: number, angle: number, h: number): void {
  for (const [k, op] of [
    [1, 0.1],
    [0.6, 0.1],
    [0.25, 0.12],
  ] as const) {
    svg.raw(
      `<g transform="translate(${num(x + SH[0] * h * k)} ${num(y + SH[1] * h * k)}) rotate(${num(angle)})">`,
    );
    svg.path(d, SHADOW, op);
    svg.raw("</g>");
  }
}

function open(svg: Svg, x: number, y: number, angle: number): void {
  svg.raw(`<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})">`);
}

function close(svg: Svg): void {
  svg.raw("</g>");
}

// ---------------------------------------------------------------- drawings on paper

/** Linework of a villa floor plan inside a w × h frame. */
function planLines(svg: Svg, w: number, h: number, ink: string, accent: string, rng: Rng): void {
  const m = Math.min(w, h) * 0.1;
  const x0 = -w / 2 + m;
  const y0 = -h / 2 + m;
  const iw = w - 2 * m;
  const ih = h * 0.78 - 2 * m;
  const t = Math.max(2, Math.min(w, h) * 0.012);
  // Outer walls with an opening on the long side.
  let walls = "";
  walls += rectPath(x0, y0, iw, t) + rectPath(x0, y0, t, ih) + rectPath(x0 + iw - t, y0, t, ih);
  walls +=
    rectPath(x0, y0 + ih - t, iw * 0.35, t) + rectPath(x0 + iw * 0.6, y0 + ih - t, iw * 0.4, t);
  // Inner walls.
  const c1 = x0 + iw * rng.range(0.3, 0.4);
  const c2 = x0 + iw * rng.range(0.62, 0.72);
  walls += rectPath(c1, y0, t * 0.7, ih * 0.55) + rectPath(c2, y0, t * 0.7, ih * 0.62);
  walls += rectPath(c2, y0 + ih * 0.45, iw - (c2 - x0), t * 0.7);
  svg.path(walls, ink, 0.85);
  // Pool in front and the terrace line.
  const py = y0 + ih + m * 0.5;
  svg.path(rectPath(x0 + iw * 0.1, py, iw * 0.6, h * 0.1), accent, 0.35);
  // Furniture hints and door swings.
  let thin = "";
  thin += `M${num(c1)} ${num(y0 + ih * 0.55)}a${num(ih * 0.14)} ${num(ih * 0.14)} 0 0 1 ${num(ih * 0.14)} ${num(ih * 0.14)}`;
  thin += rectPath(x0 + iw * 0.08, y0 + ih * 0.2, iw * 0.16, ih * 0.22);
  thin += rectPath(c1 + iw * 0.06, y0 + ih * 0.25, iw * 0.18, ih * 0.12);
  thin += rectPath(c2 + iw * 0.06, y0 + ih * 0.1, iw * 0.16, ih * 0.25);
  svg.stroke(thin, ink, Math.max(0.6, t * 0.35), 0.6);
  // Dimension lines outside the plan.
  let dim = "";
  dim += `M${num(x0)} ${num(y0 - m * 0.45)}h${num(iw)}M${num(x0 - m * 0.45)} ${num(y0)}v${num(ih)}`;
  for (const xx of [x0, c1, c2, x0 + iw]) dim += `M${num(xx)} ${num(y0 - m * 0.6)}v${num(m * 0.3)}`;
  svg.stroke(dim, ink, Math.max(0.5, t * 0.25), 0.5);
  // Grid bubbles.
  let bub = "";
  for (const xx of [x0, c1, c2, x0 + iw]) bub += ellipsePath(xx, y0 - m * 0.8, m * 0.12, m * 0.12);
  svg.stroke(bub, ink, Math.max(0.5, t * 0.25), 0.6);
}

/** Linework of an elevation: ground line, slabs, glazing, roof overhang. */
function elevationLines(svg: Svg, w: number, h: number, ink: string, accent: string): void {
  const m = Math.min(w, h) * 0.1;
  const x0 = -w / 2 + m;
  const iw = w - 2 * m;
  const gy = h * 0.22;
  const t = Math.max(2, Math.min(w, h) * 0.012);
  let d = rectPath(-w / 2 + m * 0.5, gy, w - m, t);
  d += rectPath(x0 + iw * 0.05, gy - h * 0.22, iw * 0.6, t * 1.4);
  d += rectPath(x0 - iw * 0.02, gy - h * 0.44, iw * 0.75, t * 1.6);
  d += rectPath(x0 + iw * 0.45, gy - h * 0.44, t, h * 0.22);
  svg.path(d, ink, 0.85);
  let thin = "";
  for (let i = 0; i <= 6; i++)
    thin += `M${num(x0 + iw * 0.05 + (iw * 0.6 * i) / 6)} ${num(gy)}v${num(-h * 0.2)}`;
  for (let i = 0; i <= 8; i++)
    thin += `M${num(x0 + (iw * 0.45 * i) / 8)} ${num(gy - h * 0.24)}v${num(-h * 0.18)}`;
  svg.stroke(thin, ink, Math.max(0.5, t * 0.3), 0.55);
  svg.path(rectPath(x0 + iw * 0.66, gy - h * 0.04, iw * 0.3, h * 0.04), accent, 0.4);
  // A palm in elevation.
  const px = x0 + iw * 0.9;
  svg.stroke(
    `M${num(px)} ${num(gy)}q${num(-m * 0.3)} ${num(-h * 0.25)} ${num(m * 0.1)} ${num(-h * 0.45)}`,
    ink,
    t * 0.5,
    0.6,
  );
  let fr = "";
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i - 2.5) * 0.5;
    fr += `M${num(px + m * 0.1)} ${num(gy - h * 0.45)}q${num(Math.cos(a) * m * 0.6)} ${num(Math.sin(a) * m * 0.3 - m * 0.2)} ${num(Math.cos(a) * m * 1.1)} ${num(Math.sin(a) * m * 0.5 + m * 0.3)}`;
  }
  svg.stroke(fr, ink, t * 0.4, 0.55);
}

/** A cadastral plan: a coastline, a road and lots with boundary lines and corner markers. */
function cadastralLines(
  svg: Svg,
  w: number,
  h: number,
  ink: string,
  accent: string,
  rng: Rng,
): void {
  const x0 = -w / 2 + w * 0.06;
  const y0 = -h / 2 + h * 0.08;
  const iw = w * 0.88;
  const ih = h * 0.84;
  // Sea along the bottom edge, with a wavy coastline.
  let coast = `M${num(x0)} ${num(y0 + ih)}`;
  const pts: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const x = x0 + (iw * i) / 12;
    const y = y0 + ih * 0.82 + Math.sin(i * 0.9) * ih * 0.03;
    pts.push([x, y]);
    coast += `L${num(x)} ${num(y)}`;
  }
  coast += `L${num(x0 + iw)} ${num(y0 + ih)}Z`;
  svg.path(coast, accent, 0.35);
  // Road.
  const ry = y0 + ih * 0.18;
  svg.path(rectPath(x0, ry, iw, ih * 0.05), ink, 0.12);
  // Lots between the road and the coast, with one highlighted.
  const n = 5;
  let lines = "";
  let markers = "";
  const xs: number[] = [x0];
  for (let i = 1; i < n; i++) xs.push(x0 + (iw * i) / n + rng.jitter(0, iw * 0.03));
  xs.push(x0 + iw);
  for (let i = 0; i < n; i++) {
    const a = xs[i]!;
    const b = xs[i + 1]!;
    const top = ry + ih * 0.05;
    const mid = y0 + ih * 0.5;
    const bot = y0 + ih * 0.78;
    const q: Pt[] = [
      [a, top],
      [b, top],
      [b + iw * 0.02, bot],
      [a + iw * 0.02, bot],
    ];
    lines += poly(q);
    lines += `M${num(a + iw * 0.01)} ${num(mid)}L${num(b + iw * 0.01)} ${num(mid)}`;
    for (const [x, y] of q) markers += ellipsePath(x, y, 3.2, 3.2);
    if (i === 2) svg.path(poly(q), accent, 0.25);
  }
  svg.stroke(lines, ink, 1.6, 0.8);
  svg.path(markers, ink, 0.9);
  // Contour lines over the lots.
  let contours = "";
  for (let k = 0; k < 5; k++) {
    const yy = y0 + ih * (0.3 + k * 0.09);
    contours += `M${num(x0)} ${num(yy)}`;
    for (let i = 1; i <= 10; i++)
      contours += `L${num(x0 + (iw * i) / 10)} ${num(yy + Math.sin(i * 0.7 + k) * ih * 0.02)}`;
  }
  svg.stroke(contours, ink, 0.8, 0.3);
  // North arrow (a plain triangle) and a scale bar.
  const nx = x0 + iw * 0.93;
  const ny = y0 + ih * 0.06;
  svg.path(
    poly([
      [nx, ny - 14],
      [nx + 7, ny + 8],
      [nx, ny + 3],
      [nx - 7, ny + 8],
    ]),
    ink,
    0.85,
  );
  let bar = "";
  for (let i = 0; i < 4; i++) if (i % 2 === 0) bar += rectPath(x0 + i * 18, y0 + ih * 0.02, 18, 5);
  svg.path(bar, ink, 0.8);
  svg.stroke(rectPath(x0, y0 + ih * 0.02, 72, 5), ink, 0.8, 0.8);
}

/** Grey bars standing for the text of a document (no lettering). */
function textBars(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  rows: number,
  gap: number,
  color: string,
  rng: Rng,
): void {
  let d = "";
  for (let i = 0; i < rows; i++)
    d += rectPath(x, y + i * gap, w * rng.range(0.55, 1), Math.max(1.5, gap * 0.28));
  svg.path(d, color, 0.55);
}

// ---------------------------------------------------------------- objects

export interface SheetOptions {
  paper?: string;
  content?: "plan" | "elevation" | "cadastral" | "text" | "none";
  ink?: string;
  accent?: string;
  /** Number of sheets under it, fanned slightly. */
  stack?: number;
  stamp?: string;
  /** Title block strip on the right. */
  titleBlock?: boolean;
}

/** A drawing sheet (or a stack of them) lying flat. */
export function sheet(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  o: SheetOptions,
  rng: Rng,
): void {
  const paper = o.paper ?? "#f6f3ec";
  const stack = o.stack ?? 0;
  const sil = rectPath(-w / 2, -h / 2, w, h);
  shadow(svg, sil, x, y, angle, 6 + stack * 2);
  for (let i = stack; i >= 1; i--) {
    open(svg, x + i * 3, y + i * 2.4, angle + i * 0.8);
    svg.path(sil, mix(paper, "#8a7f70", 0.08 + i * 0.04));
    close(svg);
  }
  open(svg, x, y, angle);
  svg.path(sil, paper);
  svg.stroke(rectPath(-w / 2 + 10, -h / 2 + 10, w - 20, h - 20), o.ink ?? "#56606a", 1, 0.5);
  const ink = o.ink ?? "#4f5964";
  const accent = o.accent ?? "#5f8fa0";
  const cw = o.titleBlock ? w * 0.8 : w;
  svg.raw(`<g transform="translate(${num(o.titleBlock ? -w * 0.1 : 0)} 0)">`);
  if (o.content === "plan") planLines(svg, cw, h, ink, accent, rng);
  else if (o.content === "elevation") elevationLines(svg, cw, h, ink, accent);
  else if (o.content === "cadastral") cadastralLines(svg, cw, h, ink, accent, rng);
  else if (o.content === "text")
    textBars(
      svg,
      -w / 2 + w * 0.1,
      -h / 2 + h * 0.12,
      w * 0.8,
      Math.floor(h / 22),
      20,
      "#7b7f82",
      rng,
    );
  svg.raw("</g>");
  if (o.titleBlock) {
    const tx = w / 2 - w * 0.2 + 4;
    svg.stroke(`M${num(tx)} ${num(-h / 2 + 10)}v${num(h - 20)}`, ink, 1, 0.5);
    textBars(svg, tx + 10, h / 2 - h * 0.3, w * 0.2 - 30, 6, 12, "#8a8e91", rng);
    svg.path(rectPath(tx + 10, -h / 2 + 22, w * 0.2 - 30, h * 0.08), accent, 0.5);
  }
  if (o.stamp) stampMark(svg, w * 0.22, h * 0.22, Math.min(w, h) * 0.13, o.stamp, rng);
  close(svg);
}

/** A round approval stamp impression: rings and radial ticks, no lettering, slightly broken. */
export function stampMark(
  svg: Svg,
  x: number,
  y: number,
  r: number,
  color: string,
  rng: Rng,
): void {
  svg.raw(`<g transform="rotate(${num(rng.range(-25, 25))} ${num(x)} ${num(y)})">`);
  svg.stroke(ellipsePath(x, y, r, r), color, r * 0.09, 0.8);
  svg.stroke(ellipsePath(x, y, r * 0.72, r * 0.72), color, r * 0.04, 0.75);
  let ticks = "";
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    ticks += `M${num(x + Math.cos(a) * r * 0.78)} ${num(y + Math.sin(a) * r * 0.78)}L${num(x + Math.cos(a) * r * 0.9)} ${num(y + Math.sin(a) * r * 0.9)}`;
  }
  svg.stroke(ticks, color, r * 0.05, 0.7, "butt");
  // A star in the centre, and a check bar beneath.
  const star: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.16 : r * 0.36;
    star.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  svg.path(poly(star), color, 0.75);
  svg.path(rectPath(x - r * 1.2, y + r * 1.25, r * 2.4, r * 0.12), color, 0.6);
  svg.raw("</g>");
}

/** A rolled drawing: a cylinder seen from above with its spiral end and a band. */
export function roll(
  svg: Svg,
  x: number,
  y: number,
  len: number,
  r: number,
  angle: number,
  paper = "#efe9dd",
): void {
  const sil = roundRect(-len / 2, -r, len, 2 * r, r * 0.3);
  shadow(svg, sil, x, y, angle, r * 1.6);
  open(svg, x, y, angle);
  const g = svg.linear(
    [
      [0, mix(paper, "#6f6556", 0.35)],
      [0.3, paper],
      [0.45, mix(paper, "#ffffff", 0.5)],
      [1, mix(paper, "#6f6556", 0.45)],
    ],
    0,
    -r,
    0,
    r,
  );
  svg.path(sil, g);
  // Spiral end.
  svg.path(ellipsePath(len / 2, 0, r * 0.28, r), mix(paper, "#ffffff", 0.2));
  let sp = "";
  for (let i = 1; i < 4; i++)
    sp += ellipsePath(len / 2, 0, r * 0.28 * (1 - i * 0.22), r * (1 - i * 0.22));
  svg.stroke(sp, mix(paper, "#6f6556", 0.5), 0.8, 0.7);
  // Rubber band.
  svg.path(rectPath(-len * 0.12, -r, r * 0.18, 2 * r), "#b5523a", 0.85);
  close(svg);
}

/** A closed laptop: aluminium lid, soft sheen, hinge. */
export function laptop(svg: Svg, x: number, y: number, w: number, h: number, angle: number): void {
  const sil = roundRect(-w / 2, -h / 2, w, h, 14);
  shadow(svg, sil, x, y, angle, 12);
  open(svg, x, y, angle);
  const g = svg.linear(
    [
      [0, "#cdd0d2"],
      [0.5, "#b6babd"],
      [1, "#a3a7aa"],
    ],
    -w / 2,
    -h / 2,
    w / 2,
    h / 2,
  );
  svg.path(sil, g);
  svg.path(roundRect(-w / 2, h / 2 - 10, w, 10, 4), "#8f9396");
  svg.path(ellipsePath(0, -4, 14, 14), "#c3c6c8");
  close(svg);
}

/** A desk calculator with a display and rows of keys. */
export function calculator(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
): void {
  const sil = roundRect(-w / 2, -h / 2, w, h, 10);
  shadow(svg, sil, x, y, angle, 8);
  open(svg, x, y, angle);
  svg.path(sil, "#34383b");
  svg.path(roundRect(-w / 2 + 8, -h / 2 + 10, w - 16, h * 0.2, 4), "#9ba79a");
  svg.path(roundRect(-w / 2 + 8, -h / 2 + 10, w - 16, h * 0.05, 2), "#ffffff", 0.15);
  const cols = 4;
  const rows = 5;
  const kw = (w - 16 - (cols - 1) * 6) / cols;
  const top = -h / 2 + 18 + h * 0.2;
  const kh = (h / 2 - 8 - top - (rows - 1) * 6) / rows;
  let keysD = "";
  let ops = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const d = roundRect(-w / 2 + 8 + c * (kw + 6), top + r * (kh + 6), kw, kh, 3);
      if (c === cols - 1) ops += d;
      else keysD += d;
    }
  svg.path(keysD, "#585d61");
  svg.path(ops, "#d0773f");
  close(svg);
}

/** A tape measure: a yellow case with the blade pulled out along +x. */
export function tapeMeasure(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  blade: number,
  angle: number,
): void {
  const sil =
    roundRect(-s / 2, -s / 2, s, s, s * 0.28) + rectPath(s / 2 - 4, -s * 0.12, blade, s * 0.24);
  shadow(svg, sil, x, y, angle, 10);
  open(svg, x, y, angle);
  // Blade with ticks.
  svg.path(rectPath(s / 2 - 4, -s * 0.12, blade, s * 0.24), "#e7c24a");
  let ticks = "";
  for (let i = 0; i < blade; i += 6)
    ticks += rectPath(s / 2 + i, -s * 0.12, 1, i % 30 === 0 ? s * 0.14 : s * 0.07);
  svg.path(ticks, "#3a3a36", 0.8);
  svg.path(rectPath(s / 2 - 4 + blade - 3, -s * 0.16, 5, s * 0.32), "#6e6e6a");
  // Case.
  svg.path(roundRect(-s / 2, -s / 2, s, s, s * 0.28), "#e0b43d");
  svg.path(
    roundRect(-s / 2 + s * 0.12, -s / 2 + s * 0.12, s * 0.76, s * 0.76, s * 0.22),
    "#2f3133",
  );
  svg.path(ellipsePath(0, 0, s * 0.18, s * 0.18), "#e0b43d");
  svg.path(roundRect(-s / 2, -s / 2, s, s * 0.18, s * 0.1), "#ffffff", 0.15);
  close(svg);
}

/** A survey stake lying flat: a pointed timber post with a painted top and a ribbon. */
export function stakeFlat(
  svg: Svg,
  x: number,
  y: number,
  len: number,
  w: number,
  angle: number,
  ribbon = "#e25b3c",
): void {
  const body: Pt[] = [
    [-len / 2, -w / 2],
    [len / 2 - w * 1.6, -w / 2],
    [len / 2, 0],
    [len / 2 - w * 1.6, w / 2],
    [-len / 2, w / 2],
  ];
  const sil = poly(body);
  shadow(svg, sil, x, y, angle, 9);
  open(svg, x, y, angle);
  const g = svg.linear(
    [
      [0, "#d8b68a"],
      [0.5, "#c79f70"],
      [1, "#a47f55"],
    ],
    0,
    -w / 2,
    0,
    w / 2,
  );
  svg.path(sil, g);
  svg.path(rectPath(-len / 2, -w / 2, len * 0.16, w), ribbon);
  // Ribbon tails.
  svg.path(
    poly([
      [-len / 2 + len * 0.2, -w / 2],
      [-len / 2 + len * 0.32, -w * 2.2],
      [-len / 2 + len * 0.27, -w * 2.4],
      [-len / 2 + len * 0.17, -w / 2],
    ]),
    ribbon,
    0.9,
  );
  svg.path(
    poly([
      [-len / 2 + len * 0.2, w / 2],
      [-len / 2 + len * 0.36, w * 1.9],
      [-len / 2 + len * 0.31, w * 2.2],
      [-len / 2 + len * 0.17, w / 2],
    ]),
    mix(ribbon, "#000000", 0.15),
    0.9,
  );
  close(svg);
}

/** A pencil. */
export function pencil(
  svg: Svg,
  x: number,
  y: number,
  len: number,
  angle: number,
  color = "#2f5d50",
): void {
  const w = 9;
  const sil = poly([
    [-len / 2, -w / 2],
    [len / 2 - 22, -w / 2],
    [len / 2, 0],
    [len / 2 - 22, w / 2],
    [-len / 2, w / 2],
  ]);
  shadow(svg, sil, x, y, angle, 5);
  open(svg, x, y, angle);
  svg.path(rectPath(-len / 2, -w / 2, len - 22, w), color);
  svg.path(rectPath(-len / 2, -w / 2, len - 22, w * 0.35), "#ffffff", 0.15);
  svg.path(
    poly([
      [len / 2 - 22, -w / 2],
      [len / 2, 0],
      [len / 2 - 22, w / 2],
    ]),
    "#e2c79c",
  );
  svg.path(
    poly([
      [len / 2 - 7, -w * 0.17],
      [len / 2, 0],
      [len / 2 - 7, w * 0.17],
    ]),
    "#333333",
  );
  close(svg);
}

/** A scale ruler (triangular section seen from above). */
export function scaleRule(svg: Svg, x: number, y: number, len: number, angle: number): void {
  const w = 26;
  const sil = rectPath(-len / 2, -w / 2, len, w);
  shadow(svg, sil, x, y, angle, 7);
  open(svg, x, y, angle);
  svg.path(rectPath(-len / 2, -w / 2, len, w / 2), "#eceae4");
  svg.path(rectPath(-len / 2, 0, len, w / 2), "#d2cfc7");
  let t = "";
  for (let i = 0; i < len; i += 8) t += rectPath(-len / 2 + i, -w / 2, 0.9, i % 40 === 0 ? 8 : 4);
  svg.path(t, "#55575a", 0.8);
  close(svg);
}

/** A clear set square (45°). */
export function setSquare(svg: Svg, x: number, y: number, s: number, angle: number): void {
  const outer: Pt[] = [
    [0, 0],
    [s, 0],
    [0, -s],
  ];
  const d = poly(outer);
  shadow(svg, d, x, y, angle, 4);
  open(svg, x, y, angle);
  svg.path(d, "#d9ecee", 0.45);
  svg.path(
    poly([
      [s * 0.22, -s * 0.12],
      [s * 0.62, -s * 0.12],
      [s * 0.22, -s * 0.52],
    ]),
    mix("#cfc6b6", "#ffffff", 0.3),
    0.5,
  );
  svg.stroke(d, "#8fb5ba", 1.2, 0.8);
  close(svg);
}

/** A hard hat seen from above: brim, dome with a ridge and a highlight. */
export function hardHatTop(
  svg: Svg,
  x: number,
  y: number,
  r: number,
  angle: number,
  color = "#f3f0e8",
): void {
  const brim = ellipsePath(0, r * 0.12, r * 1.05, r * 1.28);
  shadow(svg, brim, x, y, angle, r * 0.8);
  open(svg, x, y, angle);
  svg.path(brim, mix(color, "#5a5a55", 0.18));
  const dome = svg.radial(
    [
      [0, mix(color, "#ffffff", 0.6)],
      [0.55, color],
      [1, mix(color, "#5a5a55", 0.25)],
    ],
    -r * 0.3,
    -r * 0.3,
    r * 1.2,
  );
  svg.path(ellipsePath(0, 0, r * 0.82, r), dome);
  svg.path(
    roundRect(-r * 0.12, -r * 0.98, r * 0.24, r * 1.96, r * 0.1),
    mix(color, "#5a5a55", 0.12),
  );
  svg.path(ellipsePath(-r * 0.35, -r * 0.4, r * 0.14, r * 0.24), "#ffffff", 0.5);
  close(svg);
}

/** A rubber stamp seen from above: a round timber knob on a square base. */
export function rubberStamp(svg: Svg, x: number, y: number, s: number, angle: number): void {
  const base = roundRect(-s / 2, -s / 2, s, s, 6);
  shadow(svg, base, x, y, angle, s * 0.9);
  open(svg, x, y, angle);
  svg.path(base, "#6e4a30");
  svg.path(roundRect(-s / 2, -s / 2, s, s * 0.2, 6), "#ffffff", 0.12);
  const knob = svg.radial(
    [
      [0, "#d3a878"],
      [1, "#8c5f3d"],
    ],
    -s * 0.12,
    -s * 0.12,
    s * 0.45,
  );
  svg.path(ellipsePath(0, 0, s * 0.32, s * 0.32), knob);
  close(svg);
}

/** A manila folder, open at an angle, with sheets peeking out. */
export function folder(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  rng: Rng,
  color = "#d9b877",
): void {
  const sil =
    rectPath(-w / 2, -h / 2, w, h) + rectPath(-w / 2 + w * 0.08, -h / 2 - 26, w * 0.3, 30);
  shadow(svg, sil, x, y, angle, 9);
  open(svg, x, y, angle);
  svg.path(roundRect(-w / 2 + w * 0.08, -h / 2 - 26, w * 0.3, 34, 8), mix(color, "#000000", 0.08));
  svg.path(rectPath(-w / 2, -h / 2, w, h), color);
  // Inner sheets.
  svg.path(rectPath(-w / 2 + 18, -h / 2 + 14, w - 40, h - 28), "#f6f3ec");
  textBars(svg, -w / 2 + 40, -h / 2 + 40, w - 90, Math.floor((h - 90) / 22), 22, "#8a8e91", rng);
  stampMark(svg, w * 0.2, h * 0.25, Math.min(w, h) * 0.12, "#b4473c", rng);
  // The cover, folded back on the left.
  svg.path(rectPath(-w / 2 - 10, -h / 2 + 4, 22, h - 8), mix(color, "#000000", 0.12));
  // A paper clip.
  svg.stroke(roundRect(-w / 2 + 40, -h / 2 + 4, 18, 52, 9), "#9aa0a5", 3, 0.95);
  close(svg);
}

/** A sample swatch seen from above, with a visible edge to show its thickness. */
export function swatch(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  top: string,
  thick: number,
  o: { grain?: string; round?: boolean; pattern?: "grid" | "dots" | "veins"; rng?: Rng } = {},
): void {
  const sil = o.round ? ellipsePath(0, 0, w / 2, h / 2) : roundRect(-w / 2, -h / 2, w, h, 3);
  shadow(svg, sil, x, y, angle, thick * 1.6 + 4);
  // Side: the same shape shifted towards the viewer's bottom, darker.
  open(svg, x, y + thick, angle);
  svg.path(sil, mix(top, "#000000", 0.28));
  close(svg);
  open(svg, x, y, angle);
  svg.path(sil, top);
  if (o.grain) {
    let g = "";
    const rng = o.rng ?? new Rng(1);
    for (let i = 0; i < Math.round(h / 7); i++) {
      const yy = -h / 2 + 4 + rng.range(0, h - 8);
      g += rectPath(
        -w / 2 + rng.range(0, w * 0.2),
        yy,
        w * rng.range(0.5, 0.8),
        rng.range(0.8, 1.8),
      );
    }
    svg.path(g, o.grain, 0.5);
  }
  if (o.pattern === "grid") {
    let g = "";
    for (let i = 1; i < 3; i++)
      g +=
        rectPath(-w / 2 + (w * i) / 3 - 1, -h / 2, 2, h) +
        rectPath(-w / 2, -h / 2 + (h * i) / 3 - 1, w, 2);
    svg.path(g, "#f4f0e8", 0.9);
  } else if (o.pattern === "dots") {
    const rng = o.rng ?? new Rng(2);
    let g = "";
    for (let i = 0; i < 40; i++)
      g += ellipsePath(
        rng.range(-w / 2 + 4, w / 2 - 4),
        rng.range(-h / 2 + 4, h / 2 - 4),
        rng.range(1, 3),
        rng.range(1, 3),
      );
    svg.path(g, mix(top, "#000000", 0.25), 0.6);
    let l = "";
    for (let i = 0; i < 25; i++)
      l += ellipsePath(
        rng.range(-w / 2 + 4, w / 2 - 4),
        rng.range(-h / 2 + 4, h / 2 - 4),
        rng.range(1, 2.5),
        rng.range(1, 2.5),
      );
    svg.path(l, mix(top, "#ffffff", 0.35), 0.6);
  } else if (o.pattern === "veins") {
    const rng = o.rng ?? new Rng(3);
    let v = "";
    for (let i = 0; i < 4; i++) {
      let x0 = -w / 2;
      let y0 = rng.range(-h / 2, h / 2);
      v += `M${num(x0)} ${num(y0)}`;
      for (let k = 0; k < 6; k++) {
        x0 += w / 6;
        y0 += rng.jitter(0, h * 0.12);
        v += `L${num(x0)} ${num(y0)}`;
      }
    }
    svg.stroke(v, mix(top, "#ffffff", 0.5), 1.4, 0.6);
  }
  // Top edge highlight.
  svg.path(
    o.round
      ? ellipsePath(-w * 0.12, -h * 0.18, w * 0.28, h * 0.16)
      : rectPath(-w / 2, -h / 2, w, 3),
    "#ffffff",
    0.18,
  );
  close(svg);
}

/** A sample board: a white foam board with swatches mounted on it. */
export function sampleBoard(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  rng: Rng,
): void {
  const sil = rectPath(-w / 2, -h / 2, w, h);
  shadow(svg, sil, x, y, angle, 10);
  open(svg, x, y + 6, angle);
  svg.path(sil, "#cfcac0");
  close(svg);
  open(svg, x, y, angle);
  svg.path(sil, "#f7f5f0");
  close(svg);
  const c = Math.cos((angle * Math.PI) / 180);
  const s = Math.sin((angle * Math.PI) / 180);
  const at = (u: number, v: number): Pt => [x + u * c - v * s, y + u * s + v * c];
  const sw = w * 0.38;
  const sh = h * 0.26;
  const cells: [number, number, string, Parameters<typeof swatch>[8]][] = [
    [-w * 0.22, -h * 0.3, "#9a6b45", { grain: "#7a5234", rng }],
    [w * 0.22, -h * 0.3, "#d9d2c4", { pattern: "veins", rng }],
    [-w * 0.22, 0, "#5fa7ab", { pattern: "grid" }],
    [w * 0.22, 0, "#a9a59c", { pattern: "dots", rng }],
    [-w * 0.22, h * 0.3, "#c07a55", {}],
    [w * 0.22, h * 0.3, "#4f6b57", { grain: "#3f5746", rng }],
  ];
  for (const [u, v, col, o] of cells) {
    const [px, py] = at(u, v);
    swatch(svg, px, py, sw, sh, angle, col, 4, o);
  }
}

/** A coffee cup from above. */
export function cup(svg: Svg, x: number, y: number, r: number): void {
  const d = ellipsePath(0, 0, r, r);
  shadow(svg, d, x, y, 0, r * 0.9);
  open(svg, x, y, 0);
  svg.path(roundRect(r * 0.8, -r * 0.18, r * 0.55, r * 0.36, r * 0.15), "#e9e5de");
  svg.path(d, "#f1eee8");
  svg.path(ellipsePath(0, 0, r * 0.78, r * 0.78), "#4a2f20");
  svg.path(ellipsePath(-r * 0.2, -r * 0.25, r * 0.3, r * 0.16), "#ffffff", 0.18);
  close(svg);
}

/** A sprig of leaves (a cutting in a glass), as a tropical accent. */
export function leafSprig(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  angle: number,
  seed: number,
): void {
  const rng = new Rng(seed);
  let d = "";
  for (let i = 0; i < 5; i++) {
    const a = ((angle + (i - 2) * 28 + rng.jitter(0, 6)) * Math.PI) / 180;
    const l = s * rng.range(0.7, 1.1);
    const tx = x + Math.cos(a) * l;
    const ty = y + Math.sin(a) * l;
    const nx = -Math.sin(a) * l * 0.22;
    const ny = Math.cos(a) * l * 0.22;
    const mx = (x + tx) / 2;
    const my = (y + ty) / 2;
    d += `M${num(x)} ${num(y)}Q${num(mx + nx)} ${num(my + ny)} ${num(tx)} ${num(ty)}Q${num(mx - nx)} ${num(my - ny)} ${num(x)} ${num(y)}Z`;
  }
  svg.raw(`<g transform="translate(${num(s * 0.25)} ${num(s * 0.33)})">`);
  svg.path(d, SHADOW, 0.14);
  svg.raw("</g>");
  svg.path(d, "#4f6b57");
  svg.path(ellipsePath(x, y, s * 0.12, s * 0.12), "#3d5446");
}

// ---------------------------------------------------------------- compositions

type Compose = (svg: Svg, rng: Rng) => void;

const COMPOSITIONS: Record<
  string,
  { table: string; compose: Compose; frond?: [number, number, number, number] }
> = {
  /** Rolled plans, a stamped permit set, a survey stake, a tape measure, the laptop closed. */
  permits: {
    table: "oak",
    frond: [1240, -60, 520, 150],
    compose: (svg, rng) => {
      laptop(svg, 930, 250, 420, 290, 6);
      roll(svg, 250, 150, 520, 30, -8);
      roll(svg, 300, 225, 470, 26, -4, "#e8e4da");
      sheet(
        svg,
        560,
        470,
        520,
        360,
        -4,
        { content: "plan", stack: 3, stamp: "#b4473c", titleBlock: true },
        rng,
      );
      tapeMeasure(svg, 170, 620, 110, 170, -28);
      stakeFlat(svg, 980, 640, 420, 34, -14);
      pencil(svg, 880, 470, 210, 62);
    },
  },
  /** Stamped plans and a permit folder on a table. */
  "permit-folder": {
    table: "walnut",
    frond: [-60, 860, 560, -40],
    compose: (svg, rng) => {
      sheet(
        svg,
        420,
        380,
        640,
        440,
        5,
        { content: "plan", stack: 2, stamp: "#2e5f8a", titleBlock: true },
        rng,
      );
      folder(svg, 880, 430, 400, 470, -9, rng);
      rubberStamp(svg, 1070, 140, 84, 12);
      pencil(svg, 200, 700, 240, -12, "#1f2a30");
      cup(svg, 120, 120, 48);
    },
  },
  /** A cadastral plan with lot lines, a calculator and documents. */
  cadastral: {
    table: "concrete",
    frond: [1250, 820, 560, 200],
    compose: (svg, rng) => {
      sheet(svg, 190, 560, 300, 380, 10, { content: "text", stack: 2 }, rng);
      sheet(
        svg,
        560,
        360,
        780,
        540,
        -3,
        { content: "cadastral", accent: "#5f8fa0", stamp: "#2e5f8a" },
        rng,
      );
      calculator(svg, 1030, 560, 190, 270, 12);
      pencil(svg, 1010, 200, 230, 100, "#c9a24e");
    },
  },
  /** Plans, a calculator and a material sample board on a desk. */
  budget: {
    table: "oak",
    frond: [-80, -40, 520, 35],
    compose: (svg, rng) => {
      sheet(svg, 380, 420, 600, 420, -6, { content: "elevation", stack: 1, titleBlock: true }, rng);
      sheet(svg, 300, 150, 420, 260, 4, { content: "text" }, rng);
      sampleBoard(svg, 920, 330, 330, 460, 7, rng);
      calculator(svg, 760, 640, 170, 240, -18);
      pencil(svg, 560, 720, 220, -4);
      leafSprig(svg, 1120, 720, 90, 200, 9);
    },
  },
  /** A drafting table with two sets of drawings and a hard hat side by side. */
  drafting: {
    table: "white",
    frond: [1260, 140, 520, 160],
    compose: (svg, rng) => {
      sheet(
        svg,
        330,
        380,
        520,
        380,
        -3,
        { content: "plan", titleBlock: true, accent: "#6f9fae" },
        rng,
      );
      sheet(
        svg,
        820,
        360,
        480,
        360,
        4,
        { content: "elevation", titleBlock: true, accent: "#6f9fae" },
        rng,
      );
      // Parallel rule across the board.
      const rule = rectPath(-640, -11, 1280, 22);
      shadow(svg, rule, 600, 640, 0, 6);
      svg.path(rectPath(-40, 629, 1280, 22), "#d6dadc");
      svg.path(rectPath(-40, 629, 1280, 5), "#ffffff", 0.5);
      hardHatTop(svg, 600, 620, 110, -15);
      scaleRule(svg, 300, 700, 360, 3);
      setSquare(svg, 930, 720, 170, -8);
      pencil(svg, 1060, 130, 220, 150);
    },
  },
  /** A table of material samples: stone, timber, tiles, concrete. */
  samples: {
    table: "teak",
    frond: [-60, 840, 600, -35],
    compose: (svg, rng) => {
      swatch(svg, 250, 190, 300, 190, -6, "#d9d2c4", 16, { pattern: "veins", rng });
      swatch(svg, 610, 160, 260, 170, 5, "#3f4448", 18, { pattern: "dots", rng });
      swatch(svg, 920, 210, 220, 220, -3, "#a9a59c", 40, { pattern: "dots", rng });
      swatch(svg, 200, 470, 330, 110, 3, "#a7703f", 22, { grain: "#7a4e2c", rng });
      swatch(svg, 240, 620, 330, 110, -4, "#c89a66", 22, { grain: "#a77a4a", rng });
      for (let i = 0; i < 4; i++)
        swatch(
          svg,
          560 + (i % 2) * 132,
          440 + Math.floor(i / 2) * 132,
          124,
          124,
          2,
          i === 1 || i === 2 ? "#5fa7ab" : "#e8e1d3",
          8,
        );
      swatch(svg, 920, 520, 210, 210, 8, "#c07a55", 10, { pattern: "grid" });
      swatch(svg, 1080, 690, 150, 150, 0, "#b9b4aa", 34, { round: true, pattern: "dots", rng });
      swatch(svg, 700, 700, 240, 90, -10, "#8a6a4c", 14, { grain: "#6e4a30", rng });
    },
  },
};

export function deskScene(recipe: SceneRecipe, size: Size): string {
  const view = str(recipe, "view", "permits");
  const c = COMPOSITIONS[view] ?? COMPOSITIONS.permits!;
  const { svg, rng } = setup(recipe, size, "day");
  drawTable(svg, TABLES[c.table] ?? TABLES.oak!, rng.fork("table"));
  c.compose(svg, rng.fork("objects"));
  if (c.frond) frondShadow(svg, c.frond[0], c.frond[1], c.frond[2], c.frond[3], recipe.seed);
  drawLight(svg, "#fff3dc");
  return svg.toString();
}
