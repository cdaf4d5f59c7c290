/** Palms, trees, shrubs and planters: 2-D drawings, and 3-D sprites that place them in a scene. */
import { mix } from "./color";
import type { Palette } from "./palette";
import { Rng } from "./prng";
import { project, scaleAt, toCam, type DrawCtx, type Sprite, type V3 } from "./scene3d";
import { ellipsePath, num, poly, type Pt, type Svg } from "./svg";

export interface PalmOptions {
  /** Trunk height in metres. */
  height: number;
  /** Lean of the trunk, radians (positive leans right). */
  lean?: number;
  seed: number;
  trunk: string;
  leaf: string;
  /** Lighter leaf tone on the lit side. */
  leafLight?: string;
  /** Number of fronds. */
  fronds?: number;
  /** Frond length in metres. */
  frond?: number;
  /** -1 light from the left, 1 from the right, 0 none. */
  lightSide?: number;
}

/** A coconut palm: a slender curved trunk and a crown of drooping, serrated fronds. */
export function drawPalm(svg: Svg, x: number, y: number, s: number, o: PalmOptions): void {
  const rng = new Rng(o.seed);
  const H = o.height * s;
  const lean = o.lean ?? 0;
  const topX = x + Math.sin(lean) * H;
  const topY = y - Math.cos(lean) * H;
  // Trunk: quadratic curve, tapering.
  const bend = rng.jitter(0, 0.08) * H + Math.sin(lean) * H * 0.25;
  const cx = (x + topX) / 2 - bend;
  const cy = (y + topY) / 2;
  const w0 = Math.max(1, 0.3 * s);
  const w1 = Math.max(0.7, 0.17 * s);
  const N = Math.max(4, Math.min(12, Math.round(H / 25)));
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * topX;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * topY;
    const tx = 2 * (1 - t) * (cx - x) + 2 * t * (topX - cx);
    const ty = 2 * (1 - t) * (cy - y) + 2 * t * (topY - cy);
    const l = Math.hypot(tx, ty) || 1;
    const w = (w0 + (w1 - w0) * t) / 2;
    left.push([px - (ty / l) * w, py + (tx / l) * w]);
    right.push([px + (ty / l) * w, py - (tx / l) * w]);
  }
  svg.path(poly([...left, ...right.reverse()]), o.trunk);
  // Crown: fronds fan out from upright to drooping on both sides.
  const count = o.fronds ?? (H > 160 ? 12 : 9);
  const len = (o.frond ?? 4.4) * s;
  const fronds: { d: string; tone: number }[] = [];
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const k = Math.floor(i / 2) / Math.max(1, Math.floor((count - 1) / 2));
    const elev = (48 - k * 118 + rng.jitter(0, 8)) * (Math.PI / 180);
    const fore = rng.range(0.55, 1); // foreshortening of fronds pointing at or away from us
    const L = len * fore * (elev > 0.6 ? 0.8 : 1) * rng.range(0.9, 1.08);
    const back = rng.chance(0.4);
    fronds.push({
      d: frondPath(topX, topY, side, elev, L, rng),
      tone: back ? 0 : (o.lightSide ?? 0) * side > 0 ? 2 : 1,
    });
  }
  fronds.sort((p, q) => p.tone - q.tone);
  const tones = [mix(o.leaf, "#000000", 0.2), o.leaf, o.leafLight ?? o.leaf];
  for (const f of fronds) svg.path(f.d, tones[f.tone]!);
  svg.path(ellipsePath(topX, topY + 0.1 * s, 0.22 * s, 0.2 * s), mix(o.trunk, "#000000", 0.35));
}

function frondPath(x: number, y: number, side: number, elev: number, L: number, rng: Rng): string {
  const dx = Math.cos(elev) * side;
  const dy = -Math.sin(elev);
  const cX = x + dx * L * 0.55;
  const cY = y + dy * L * 0.55;
  const tipX = cX + dx * L * 0.4;
  const tipY = cY + dy * L * 0.12 + L * (0.3 + 0.12 * Math.max(0, Math.sin(elev)));
  const n = Math.max(6, Math.min(12, Math.round(L / 10) * 2));
  const W = L * 0.12 * rng.range(0.85, 1.1);
  const up: Pt[] = [];
  const down: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cX + t * t * tipX;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cY + t * t * tipY;
    let tx = 2 * (1 - t) * (cX - x) + 2 * t * (tipX - cX);
    let ty = 2 * (1 - t) * (cY - y) + 2 * t * (tipY - cY);
    const l = Math.hypot(tx, ty) || 1;
    tx /= l;
    ty /= l;
    // Normal pointing up on screen.
    let nx = -ty;
    let ny = tx;
    if (ny > 0) {
      nx = -nx;
      ny = -ny;
    }
    const w = W * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.02)), 0.7);
    if (i % 2 === 0) up.push([px + nx * w * 0.3, py + ny * w * 0.3]);
    // Leaflets hang below the rachis as fine, forward-raked teeth.
    const tooth = i % 2 === 1 ? 1 : 0.12;
    const fw = w * tooth;
    down.push([
      px - nx * fw * 0.6 + tx * fw * 0.45,
      py - ny * fw * 0.6 + fw * 0.75 + ty * fw * 0.45,
    ]);
  }
  return poly([...up, ...down.reverse()]);
}

export interface TreeOptions {
  /** Overall height and crown radius in metres. */
  height: number;
  radius: number;
  seed: number;
  leaf: readonly [string, string, string];
  trunk?: string;
  /** -1 light from the left, 1 from the right. */
  lightSide?: number;
  /** Number of crown lobes. */
  lobes?: number;
  /** Flatter, spreading crown (e.g. guanacaste), 0..1. */
  spread?: number;
}

/** A broadleaf tree: a trunk and a crown of overlapping lobes in three tones. */
export function drawTree(svg: Svg, x: number, y: number, s: number, o: TreeOptions): void {
  const rng = new Rng(o.seed);
  const H = o.height * s;
  const R = o.radius * s;
  const spread = o.spread ?? 0.2;
  const cy = y - H + R * (0.75 - spread * 0.25);
  if (o.trunk) {
    const tw = Math.max(0.8, 0.2 * s);
    svg.path(
      poly([
        [x - tw, y],
        [x + tw, y],
        [x + tw * 0.5, cy + R * 0.2],
        [x - tw * 0.5, cy + R * 0.2],
      ]),
      o.trunk,
    );
  }
  const side = o.lightSide ?? -1;
  // Level of detail: fewer lobes when small on screen.
  const lobes = Math.max(4, Math.min(o.lobes ?? 8, Math.round(R / 7)));
  let dark = "";
  let mid = "";
  let light = "";
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + rng.jitter(0, 0.4);
    const d = rng.range(0.35, 0.75);
    const rr = R * rng.range(0.28, 0.42);
    const lx = x + Math.cos(a) * R * d * (1 + spread * 0.6);
    const ly = cy + Math.sin(a) * R * d * (0.55 - spread * 0.2);
    const ry = rr * (0.78 - spread * 0.2);
    dark += ellipsePath(lx, ly, rr, ry);
    const up = Math.sin(a) < 0.2;
    if (up || rng.chance(0.3))
      mid += ellipsePath(lx + side * rr * 0.12, ly - rr * 0.14, rr * 0.82, ry * 0.78);
    if (up && (lx - x) * side > -R * 0.15 && rng.chance(0.75))
      light += ellipsePath(lx + side * rr * 0.22, ly - ry * 0.3, rr * 0.5, ry * 0.42);
  }
  dark += ellipsePath(x, cy, R * 0.6, R * (0.45 - spread * 0.15));
  svg.path(dark, o.leaf[0]);
  svg.path(mid, o.leaf[1]);
  svg.path(light, o.leaf[2], 0.55);
}

/** A low shrub or planting bed: a loose row of small rounded mounds in two tones. */
export function drawShrub(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  width: number,
  height: number,
  leaf: readonly [string, string, string],
  seed: number,
  side = -1,
): void {
  const rng = new Rng(seed);
  const W = width * s;
  const Hh = height * s;
  const n = Math.max(3, Math.round(width / 0.35));
  let dark = "";
  let lit = "";
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const lx = x - W / 2 + W * t + rng.jitter(0, W / n / 2);
    const env = Math.sqrt(Math.max(0.05, 1 - Math.pow(2 * t - 1, 2)));
    const r = (W / n) * rng.range(0.8, 1.3);
    const h = Hh * env * rng.range(0.55, 1);
    dark += `M${num(lx - r)} ${num(y)}a${num(r)} ${num(h)} 0 0 1 ${num(2 * r)} 0Z`;
    if (rng.chance(0.7))
      lit += `M${num(lx - r * 0.5 + side * r * 0.3)} ${num(y - h * 0.45)}a${num(r * 0.5)} ${num(h * 0.5)} 0 0 1 ${num(r)} 0Z`;
  }
  svg.path(dark, leaf[0]);
  svg.path(lit, leaf[1], 0.85);
}

/** Screen side the light comes from for a camera: -1 left, 1 right. */
export function lightSide(ctx: DrawCtx): number {
  const d = ctx.light[0] * ctx.cam.right[0] + ctx.light[2] * ctx.cam.right[2];
  return d >= 0 ? 1 : -1;
}

function fogLeaf(ctx: DrawCtx, p: V3, pal: Palette): [string, string, string] {
  return [ctx.fog(pal.leaf[0], p), ctx.fog(pal.leaf[1], p), ctx.fog(pal.leaf[2], p)];
}

/** A palm placed in the world at p. */
export function palm(p: V3, height: number, seed: number, lean = 0, reflect = false): Sprite {
  const r = 4.5;
  return {
    t: "sprite",
    a: [p[0] - 0.3, p[1], p[2] - 0.3],
    b: [p[0] + 0.3, p[1] + height, p[2] + 0.3],
    reflect,
    draw: (ctx) => {
      const s = project(ctx.cam, p);
      if (!s) return;
      const k = scaleAt(ctx.cam, p);
      const leaf = fogLeaf(ctx, p, ctx.pal);
      const side = lightSide(ctx);
      // Lean in screen space: the world lean is along x; project roughly.
      const screenLean = lean * (ctx.cam.right[0] >= 0 ? 1 : -1) * (ctx.mirror ? 1 : 1);
      drawPalm(ctx.svg, s[0], s[1], k, {
        height,
        lean: screenLean,
        seed,
        trunk: ctx.fog(mix("#7a6a58", ctx.pal.leaf[0], 0.35), p),
        leaf: leaf[0],
        leafLight: leaf[1],
        lightSide: side,
      });
    },
    shadow: (L, y) => {
      const top: V3 = [p[0] + Math.sin(lean) * height, p[1] + height, p[2]];
      const t = (top[1] - y) / Math.max(0.12, L[1]);
      const st: V3 = [top[0] - L[0] * t, y, top[2] - L[2] * t];
      const w = 0.14;
      const ox = -L[2];
      const oz = L[0];
      const trunk: V3[] = [
        [p[0] + ox * w, y, p[2] + oz * w],
        [st[0] + ox * w, y, st[2] + oz * w],
        [st[0] - ox * w, y, st[2] - oz * w],
        [p[0] - ox * w, y, p[2] - oz * w],
      ];
      const crown: V3[] = [];
      const stretch = 1 / Math.max(0.25, L[1]);
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        const u = Math.cos(a) * r * 0.8;
        const v = Math.sin(a) * r * 0.8 * Math.min(2.5, stretch * 0.5);
        const len = Math.hypot(L[0], L[2]) || 1;
        const ax = -L[0] / len;
        const az = -L[2] / len;
        crown.push([st[0] + ax * v - az * u, y, st[2] + az * v + ax * u]);
      }
      return [trunk, crown];
    },
  };
}

/** A broadleaf tree placed in the world. */
export function tree(p: V3, height: number, radius: number, seed: number, spread = 0.2): Sprite {
  return {
    t: "sprite",
    a: [p[0] - radius * 0.5, p[1], p[2] - radius * 0.5],
    b: [p[0] + radius * 0.5, p[1] + height, p[2] + radius * 0.5],
    reflect: true,
    draw: (ctx) => {
      const s = project(ctx.cam, p);
      if (!s) return;
      const k = scaleAt(ctx.cam, p);
      drawTree(ctx.svg, s[0], s[1], k, {
        height,
        radius,
        seed,
        leaf: fogLeaf(ctx, p, ctx.pal),
        trunk: ctx.fog(mix("#5a4a3c", ctx.pal.leaf[0], 0.4), p),
        lightSide: lightSide(ctx),
        spread,
      });
    },
    shadow: (L, y) => {
      const c: V3 = [p[0], p[1] + height - radius, p[2]];
      const t = (c[1] - y) / Math.max(0.12, L[1]);
      const cx = c[0] - L[0] * t;
      const cz = c[2] - L[2] * t;
      const pts: V3[] = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        pts.push([cx + Math.cos(a) * radius, y, cz + Math.sin(a) * radius]);
      }
      return [pts];
    },
  };
}

/** A low shrub / planting strip placed in the world (width along the camera's right). */
export function shrub(p: V3, width: number, height: number, seed: number): Sprite {
  return {
    t: "sprite",
    a: [p[0] - width / 2, p[1], p[2] - width / 2],
    b: [p[0] + width / 2, p[1] + height, p[2] + width / 2],
    reflect: true,
    draw: (ctx) => {
      const s = project(ctx.cam, p);
      if (!s) return;
      const k = scaleAt(ctx.cam, p);
      drawShrub(
        ctx.svg,
        s[0],
        s[1],
        k,
        width,
        height,
        fogLeaf(ctx, p, ctx.pal),
        seed,
        lightSide(ctx),
      );
    },
  };
}

/** Depth of a world point from the camera (for callers that sort sprites). */
export function depthOf(ctx: DrawCtx, p: V3): number {
  return toCam(ctx.cam, p)[2];
}

/**
 * A belt of jungle canopy at depth z between x0 and x1: a bumpy crown line
 * filled down to its base, in two tones with a few lit crowns. Cheap, and it
 * reads as dense forest on a hillside.
 */
export function jungleBelt(
  x0: number,
  x1: number,
  z: number,
  y: number,
  height: number,
  seed: number,
  tone = 0,
  back = false,
): Sprite {
  return {
    t: "sprite",
    back,
    a: [x0, y, z - 0.5],
    b: [x1, y + height, z + 0.5],
    draw: (ctx) => {
      const rng = new Rng(seed);
      const top: Pt[] = [];
      const lit: string[] = [];
      const n = Math.max(8, Math.round((x1 - x0) / 3));
      const mid: V3 = [(x0 + x1) / 2, y, z];
      const k = scaleAt(ctx.cam, mid);
      if (k <= 0) return;
      let d = "";
      let first: Pt | null = null;
      let last: Pt | null = null;
      for (let i = 0; i <= n; i++) {
        const x = x0 + ((x1 - x0) * i) / n;
        const h = height * rng.range(0.65, 1);
        const p = project(ctx.cam, [x, y + h, z]);
        const b = project(ctx.cam, [x, y, z]);
        if (!p || !b) continue;
        if (!first) {
          first = b;
          d = `M${num(b[0])} ${num(b[1])}L${num(p[0])} ${num(p[1])}`;
        } else {
          const r = Math.max(2, ((x1 - x0) / n) * k * 0.62);
          d += `A${num(r)} ${num(r * 0.8)} 0 0 1 ${num(p[0])} ${num(p[1])}`;
          if (rng.chance(0.3))
            lit.push(ellipsePath(p[0] - r * 0.4, p[1] + r * 0.35, r * 0.55, r * 0.4));
        }
        last = b;
        top.push(p);
      }
      if (!first || !last) return;
      d += `L${num(last[0])} ${num(last[1])}Z`;
      const leaf = fogLeaf(ctx, mid, ctx.pal);
      ctx.svg.path(d, tone > 0 ? mix(leaf[0], leaf[1], tone) : leaf[0]);
      ctx.svg.path(lit.join(""), tone > 0 ? leaf[2] : leaf[1], 0.8);
    },
  };
}
