/** Shared helpers of the editorial scenes: setup, options and small 2-D shapes. */
import { mix } from "../lib/color";
import { palette, type Palette } from "../lib/palette";
import { hashString, Rng } from "../lib/prng";
import { num, type Pt, Svg } from "../lib/svg";
import type { SceneRecipe } from "../types";

export interface Size {
  width: number;
  height: number;
}

export type EditorialScene = (recipe: SceneRecipe, size: Size) => string;

export interface Setup {
  svg: Svg;
  pal: Palette;
  rng: Rng;
  W: number;
  H: number;
}

export function setup(recipe: SceneRecipe, size: Size, defaultTime = "day"): Setup {
  const time = str(recipe, "time", defaultTime);
  return {
    svg: new Svg(size.width, size.height),
    pal: palette(time),
    rng: new Rng(hashString(`${recipe.kind}:${recipe.seed}`)),
    W: size.width,
    H: size.height,
  };
}

export function str(recipe: SceneRecipe, key: string, fallback: string): string {
  const v = recipe.options?.[key];
  return typeof v === "string" ? v : fallback;
}

export function numOpt(recipe: SceneRecipe, key: string, fallback: number): number {
  const v = recipe.options?.[key];
  return typeof v === "number" ? v : fallback;
}

export function flag(recipe: SceneRecipe, key: string, fallback = false): boolean {
  const v = recipe.options?.[key];
  return typeof v === "boolean" ? v : fallback;
}

/** Path data for a rectangle with rounded corners. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  if (rr < 0.05) return `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}Z`;
  return (
    `M${num(x + rr)} ${num(y)}h${num(w - 2 * rr)}a${num(rr)} ${num(rr)} 0 0 1 ${num(rr)} ${num(rr)}` +
    `v${num(h - 2 * rr)}a${num(rr)} ${num(rr)} 0 0 1 ${num(-rr)} ${num(rr)}h${num(-(w - 2 * rr))}` +
    `a${num(rr)} ${num(rr)} 0 0 1 ${num(-rr)} ${num(-rr)}v${num(-(h - 2 * rr))}a${num(rr)} ${num(rr)} 0 0 1 ${num(rr)} ${num(-rr)}Z`
  );
}

/** Rotates points about a centre by an angle in radians. */
export function rotatePts(pts: readonly Pt[], cx: number, cy: number, a: number): Pt[] {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return pts.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c]);
}

/** The corners of a rectangle centred at (cx, cy), rotated by a. */
export function rotRect(cx: number, cy: number, w: number, h: number, a: number): Pt[] {
  return rotatePts(
    [
      [cx - w / 2, cy - h / 2],
      [cx + w / 2, cy - h / 2],
      [cx + w / 2, cy + h / 2],
      [cx - w / 2, cy + h / 2],
    ],
    cx,
    cy,
    a,
  );
}

/** Moves points by (dx, dy). */
export function shift(pts: readonly Pt[], dx: number, dy: number): Pt[] {
  return pts.map(([x, y]) => [x + dx, y + dy]);
}

/** A point a fraction of the way along a segment. */
export function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** A bilinear point inside a quad given by its corners (tl, tr, br, bl). */
export function quadAt(q: readonly Pt[], u: number, v: number): Pt {
  const top = lerp(q[0]!, q[1]!, u);
  const bottom = lerp(q[3]!, q[2]!, u);
  return lerp(top, bottom, v);
}

/** A sub-quad of a quad, from (u0, v0) to (u1, v1) in its parameters. */
export function subQuad(q: readonly Pt[], u0: number, v0: number, u1: number, v1: number): Pt[] {
  return [quadAt(q, u0, v0), quadAt(q, u1, v0), quadAt(q, u1, v1), quadAt(q, u0, v1)];
}

/** Blends a list of tones towards a target. */
export function tint(colors: readonly string[], target: string, t: number): string[] {
  return colors.map((c) => mix(c, target, t));
}

/**
 * Shortens path data: coordinates of 10 px or more are rounded to whole
 * pixels (invisible at this scale), smaller values keep one decimal so that
 * small radii and offsets survive. Shared vertices round alike, so
 * neighbouring shapes still meet.
 */
export function compact(svgText: string): string {
  return svgText.replace(/ d="([^"]*)"/g, (_, d: string) => {
    const out = d.replace(/-?\d*\.?\d+/g, (m) => {
      const v = Number(m);
      if (Math.abs(v) < 10) return m;
      const r = Math.round(v);
      return Object.is(r, -0) ? "0" : String(r);
    });
    return ` d="${out}"`;
  });
}
