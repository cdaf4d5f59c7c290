/** Sky, sun, clouds, sea and distant ridges: the 2-D backdrop layers. */
import { mix } from "./color";
import type { Palette } from "./palette";
import { noise1d, Rng } from "./prng";
import { ellipsePath, num, rectPath, type Svg } from "./svg";

/** Fills the canvas with the sky gradient; the horizon sits at hy. */
export function drawSky(svg: Svg, pal: Palette, hy: number): void {
  const [top, mid, hor] = pal.sky;
  const g = svg.linear(
    [
      [0, top],
      [0.55, mid],
      [0.93, hor],
      [1, mix(hor, "#ffffff", 0.12)],
    ],
    0,
    0,
    0,
    hy,
  );
  svg.path(rectPath(0, 0, svg.width, svg.height), g);
}

/** Sun disc with a soft glow (the glow is a radial gradient, not a filter). */
export function drawSun(svg: Svg, pal: Palette, x: number, y: number, r: number): void {
  const glow = svg.radial(
    [
      [0, pal.sunGlow, 0.85],
      [0.25, pal.sunGlow, 0.4],
      [1, pal.sunGlow, 0],
    ],
    x,
    y,
    r * 11,
    0.55,
  );
  svg.path(rectPath(x - r * 11, y - r * 7, r * 22, r * 14), glow);
  const halo = svg.radial(
    [
      [0, pal.sun, 0.9],
      [1, pal.sun, 0],
    ],
    x,
    y,
    r * 2.6,
  );
  svg.path(ellipsePath(x, y, r * 2.6, r * 2.6), halo);
  svg.path(ellipsePath(x, y, r, r), pal.sun);
}

/** Moon: a pale disc with a faint halo. */
export function drawMoon(svg: Svg, x: number, y: number, r: number): void {
  const halo = svg.radial(
    [
      [0, "#dfe6ef", 0.35],
      [1, "#dfe6ef", 0],
    ],
    x,
    y,
    r * 6,
  );
  svg.path(ellipsePath(x, y, r * 6, r * 6), halo);
  svg.path(ellipsePath(x, y, r, r), "#f1efe6");
}

export function drawStars(svg: Svg, seed: number, hy: number, count = 70): void {
  const rng = new Rng(seed);
  let d = "";
  let dim = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, svg.width);
    const y = rng.range(0, hy * 0.8) * rng.range(0.3, 1);
    const r = rng.range(0.6, 1.5);
    if (rng.chance(0.3)) d += ellipsePath(x, y, r, r);
    else dim += ellipsePath(x, y, r * 0.8, r * 0.8);
  }
  svg.path(dim, "#dfe7f2", 0.45);
  svg.path(d, "#f4f6fa", 0.8);
}

export interface CloudOptions {
  count: number;
  yMin: number;
  yMax: number;
  xMin?: number;
  xMax?: number;
  /** Average length in px. */
  length?: number;
  opacity?: number;
}

/** Long, thin stratus streaks, lit from below at golden hour and dusk. */
export function drawClouds(svg: Svg, pal: Palette, seed: number, o: CloudOptions): void {
  const rng = new Rng(seed);
  const len = o.length ?? 260;
  const x0 = o.xMin ?? -100;
  const x1 = o.xMax ?? svg.width + 100;
  for (let i = 0; i < o.count; i++) {
    const y = rng.range(o.yMin, o.yMax);
    const cx = rng.range(x0, x1);
    const k = 0.6 + (y / Math.max(1, o.yMax)) * 0.6;
    const l = len * rng.range(0.5, 1.4) * k;
    const h = rng.range(2.5, 5) * k;
    let d = capsule(cx - l / 2, y, l, h);
    if (rng.chance(0.6)) {
      const l2 = l * rng.range(0.3, 0.6);
      d += capsule(cx - l / 2 + rng.range(0, l - l2), y - h * 0.9, l2, h * 0.8);
    }
    const col = mix(pal.cloud, pal.sky[2], rng.range(0, 0.3));
    svg.path(d, col, (o.opacity ?? pal.cloudOpacity) * rng.range(0.4, 0.8));
  }
}

function capsule(x: number, y: number, w: number, h: number): string {
  const r = h / 2;
  return `M${num(x + r)} ${num(y)}h${num(w - 2 * r)}a${num(r)} ${num(r)} 0 0 1 0 ${num(h)}h${num(-(w - 2 * r))}a${num(r)} ${num(r)} 0 0 1 0 ${num(-h)}Z`;
}

export interface SeaOptions {
  /** Bottom of the sea band (default: canvas bottom). */
  bottom?: number;
  /** x of the sun's path of light on the water, if any. */
  sunX?: number;
  /** Width of the sun's path in px at the horizon. */
  sunPath?: number;
  seed?: number;
  /** Swell lines. */
  swells?: number;
}

/** The sea from the horizon down: a gradient, swell lines and the sun's glitter path. */
export function drawSea(svg: Svg, pal: Palette, hy: number, o: SeaOptions = {}): void {
  const bottom = o.bottom ?? svg.height;
  const seaMid = mix(mix("#3e7c87", pal.seaNear, 0.45), pal.haze, 0.15);
  const g = svg.linear(
    [
      [0, pal.seaFar],
      [0.06, mix(pal.seaFar, seaMid, 0.55)],
      [0.3, seaMid],
      [1, pal.seaNear],
    ],
    0,
    hy,
    0,
    bottom,
  );
  svg.path(rectPath(0, hy, svg.width, bottom - hy), g);
  const rng = new Rng(o.seed ?? 7);
  // Swell lines: thin, lighter, sparse, denser towards the horizon.
  let d = "";
  const swells = o.swells ?? 26;
  for (let i = 0; i < swells; i++) {
    const t = Math.pow(rng.float(), 1.8);
    const y = hy + 2 + t * (bottom - hy);
    const l = 30 + t * 220 * rng.range(0.4, 1.2);
    const x = rng.range(-50, svg.width);
    const h = 0.6 + t * 1.6;
    d += rectPath(x, y, l, h);
  }
  svg.path(d, mix(pal.seaFar, pal.glint, 0.4), 0.22);
  if (o.sunX !== undefined) {
    const w0 = o.sunPath ?? 60;
    let g1 = "";
    for (let i = 0; i < 70; i++) {
      const t = Math.pow(rng.float(), 1.5);
      const y = hy + 1.5 + t * (bottom - hy) * 0.9;
      const spread = w0 * (0.45 + t * 2.2);
      const x = o.sunX + rng.jitter(0, spread) * rng.float();
      const l = (6 + t * 40) * rng.range(0.3, 1.2);
      g1 += rectPath(x - l / 2, y, l, 0.8 + t * 1.8);
    }
    svg.path(g1, pal.glint, 0.55);
    const glow = svg.radial(
      [
        [0, pal.glint, 0.45],
        [1, pal.glint, 0],
      ],
      o.sunX,
      hy,
      w0 * 3.2,
      0.3,
    );
    svg.path(rectPath(o.sunX - w0 * 3.2, hy, w0 * 6.4, w0 * 1.2), glow);
  }
}

export interface RidgeOptions {
  seed: number;
  /** Screen y of the ridge's foot (usually the horizon). */
  base: number;
  /** Height of the ridge in px above the base. */
  height: number;
  color: string;
  /** Where the land starts and ends (px); outside, it dips into the sea. */
  from?: number;
  to?: number;
  /** Width of the taper at the ends, px. */
  taper?: number;
  /** Horizontal scale of the undulations, px per noise unit. */
  wavelength?: number;
  /** Bottom of the filled shape (default canvas bottom). */
  bottom?: number;
  /** Radius of tree-crown bumps along the top, px (0 = smooth). */
  canopy?: number;
  /** Lighter crowns scattered inside, for jungle texture. */
  texture?: string;
  /** Shifts the profile so it rises to one side: -1 left high, 1 right high. */
  tilt?: number;
}

/** A ridge / headland silhouette, optionally with a bumpy jungle canopy. Returns the top profile. */
export function drawRidge(svg: Svg, o: RidgeOptions): (x: number) => number {
  const nz = noise1d(o.seed, 4);
  const from = o.from ?? -40;
  const to = o.to ?? svg.width + 40;
  const taper = o.taper ?? 0;
  const wl = o.wavelength ?? 260;
  const tilt = o.tilt ?? 0;
  const profile = (x: number): number => {
    let env = 1;
    if (taper > 0) {
      const a = Math.min(1, Math.max(0, (x - from) / taper));
      const b = Math.min(1, Math.max(0, (to - x) / taper));
      env = Math.min(smooth(a), smooth(b));
    } else if (x < from || x > to) env = 0;
    const t = (x / svg.width - 0.5) * tilt;
    const h = o.height * env * (0.62 + 0.38 * nz(x / wl)) * (1 + t);
    return o.base - Math.max(0, h);
  };
  const bottom = o.bottom ?? svg.height;
  const step = o.canopy && o.canopy > 0 ? o.canopy * 1.6 : 12;
  const x0 = Math.max(-20, from - 10);
  const x1 = Math.min(svg.width + 20, to + 10);
  let d = `M${num(x0)} ${num(bottom)}L${num(x0)} ${num(profile(x0))}`;
  for (let x = x0 + step; x <= x1 + step; x += step) {
    const xx = Math.min(x, x1);
    const y = profile(xx);
    if (o.canopy && o.canopy > 0 && o.base - y > 2) {
      const r = o.canopy * (0.8 + (0.4 * (((Math.sin(x * 12.9898) * 43758.5453) % 1) + 1)) / 2);
      d += `A${num(r)} ${num(r * 0.8)} 0 0 1 ${num(xx)} ${num(y)}`;
    } else d += `L${num(xx)} ${num(y)}`;
    if (xx >= x1) break;
  }
  d += `L${num(x1)} ${num(bottom)}Z`;
  svg.path(d, o.color);
  if (o.texture && o.canopy) {
    const rng = new Rng(o.seed + 11);
    let t = "";
    const n = Math.round((x1 - x0) / (o.canopy * 3));
    for (let i = 0; i < n; i++) {
      const x = rng.range(x0, x1);
      const top = profile(x);
      if (o.base - top < o.canopy * 2) continue;
      const y = top + rng.range(o.canopy * 1.2, Math.min(bottom, o.base) - top);
      const r = o.canopy * rng.range(0.6, 1.1);
      t += `M${num(x - r)} ${num(y)}a${num(r)} ${num(r * 0.75)} 0 0 1 ${num(2 * r)} 0Z`;
    }
    svg.path(t, o.texture, 0.55);
  }
  return profile;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}
