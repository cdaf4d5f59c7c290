/**
 * A small flat-shaded 3-D renderer for architecture: axis-aligned boxes,
 * planar polygons, line work and 2-D sprites placed in the world, seen by a
 * level camera (vertical lines stay vertical, like an architect's two-point
 * perspective). Faces are shaded by a single light plus sky light, receive
 * exact cast shadows from boxes, fade into the haze with distance, and pools
 * reflect what stands around them.
 */
import { parse, hex, mix } from "./color";
import type { Palette } from "./palette";
import { num, poly, type Pt, type Svg } from "./svg";

export type V3 = [number, number, number];

export interface Camera {
  pos: V3;
  yaw: number;
  f: number;
  cx: number;
  hy: number;
  w: number;
  h: number;
  near: number;
  fwd: V3;
  right: V3;
}

export interface CameraSpec {
  pos: V3;
  /** Point looked at (only its direction on the ground plane matters). */
  target?: V3;
  /** Heading in degrees: 0 looks along +z, 90 along +x. */
  yaw?: number;
  /** Horizontal field of view in degrees. */
  fov?: number;
  /** Where the horizon sits, as a fraction of the height from the top. */
  horizon?: number;
  /** Lens shift sideways, as a fraction of the width. */
  shift?: number;
}

export function makeCamera(spec: CameraSpec, size: { width: number; height: number }): Camera {
  const yaw =
    spec.target !== undefined
      ? Math.atan2(spec.target[0] - spec.pos[0], spec.target[2] - spec.pos[2])
      : ((spec.yaw ?? 0) * Math.PI) / 180;
  const fov = ((spec.fov ?? 55) * Math.PI) / 180;
  return {
    pos: spec.pos,
    yaw,
    f: size.width / 2 / Math.tan(fov / 2),
    cx: size.width / 2 + (spec.shift ?? 0) * size.width,
    hy: (spec.horizon ?? 0.5) * size.height,
    w: size.width,
    h: size.height,
    near: 0.15,
    fwd: [Math.sin(yaw), 0, Math.cos(yaw)],
    right: [Math.cos(yaw), 0, -Math.sin(yaw)],
  };
}

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function toCam(c: Camera, p: V3): V3 {
  const d = sub(p, c.pos);
  return [dot(d, c.right), d[1], dot(d, c.fwd)];
}

export function screenOf(c: Camera, q: V3): Pt {
  return [c.cx + (c.f * q[0]) / q[2], c.hy - (c.f * q[1]) / q[2]];
}

/** Projects a world point, or null when it is behind the camera. */
export function project(c: Camera, p: V3): Pt | null {
  const q = toCam(c, p);
  return q[2] < c.near ? null : screenOf(c, q);
}

/** Pixels per metre at the depth of a world point. */
export function scaleAt(c: Camera, p: V3): number {
  const z = toCam(c, p)[2];
  return z < c.near ? 0 : c.f / z;
}

function clipNear(pts: V3[], near: number): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    const pin = p[2] >= near;
    const qin = q[2] >= near;
    if (pin) out.push(p);
    if (pin !== qin) {
      const t = (near - p[2]) / (q[2] - p[2]);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, near]);
    }
  }
  return out;
}

/** Projects a world polygon, clipped to the near plane. */
export function projectPoly(c: Camera, pts: V3[]): Pt[] {
  const q = clipNear(
    pts.map((p) => toCam(c, p)),
    c.near,
  );
  return q.length < 3 ? [] : q.map((p) => screenOf(c, p));
}

/** Projects a world segment, clipped to the near plane. */
export function projectSeg(c: Camera, p: V3, q: V3): [Pt, Pt] | null {
  let a = toCam(c, p);
  let b = toCam(c, q);
  if (a[2] < c.near && b[2] < c.near) return null;
  if (a[2] < c.near) a = lerp3(a, b, (c.near - a[2]) / (b[2] - a[2]));
  else if (b[2] < c.near) b = lerp3(b, a, (c.near - b[2]) / (a[2] - b[2]));
  return [screenOf(c, a), screenOf(c, b)];
}

export const lerp3 = (a: V3, b: V3, t: number): V3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

// ---------------------------------------------------------------- materials

/** Parallel lines drawn on a face: board marks, joints, slats, mullions. */
export interface Lines {
  /** World axis that is constant along each line (1 = horizontal lines on a wall). */
  axis: 0 | 1 | 2;
  step: number;
  offset?: number;
  /** Line colour; defaults to a darker tone of the face. */
  color?: string;
  opacity: number;
  /** Width in metres. */
  width?: number;
}

export interface Mat {
  c: string;
  kind?: "solid" | "glass" | "water" | "emit";
  lines?: Lines[];
  /** How much the face is brightened by direct light (default 1). */
  sheen?: number;
}

export type FaceId = "px" | "nx" | "py" | "ny" | "pz" | "nz";

export interface Box {
  t: "box";
  a: V3;
  b: V3;
  m: Mat;
  /** Per-face materials. */
  fm?: Partial<Record<FaceId, Mat>>;
  /** Faces never drawn, e.g. "ny pz". */
  hide?: string;
  cast?: boolean;
  receive?: boolean;
  /** Inside a building: lit by interior light, seen through glass. */
  inside?: boolean;
  /** Faces that look into a building (e.g. the inner face of a wall), lit like `inside`. */
  inFaces?: string;
  reflect?: boolean;
  /** Ground-like objects are drawn before everything else. */
  ground?: boolean;
  tag?: string;
}

export interface DrawCtx {
  svg: Svg;
  cam: Camera;
  pal: Palette;
  light: V3;
  mirror: boolean;
  /** Fades a colour into the haze as seen at a world point. */
  fog: (color: string, p: V3) => string;
}

export interface Sprite {
  t: "sprite";
  a: V3;
  b: V3;
  draw: (ctx: DrawCtx) => void;
  reflect?: boolean;
  /** Background scenery (hill jungle): drawn after the ground, before everything else. */
  back?: boolean;
  /** Shadow polygons cast on a horizontal plane at height y. */
  shadow?: (light: V3, y: number) => V3[][];
}

export interface Poly3 {
  t: "poly";
  pts: V3[];
  m: Mat;
  a: V3;
  b: V3;
  reflect?: boolean;
}

export interface Lines3 {
  t: "lines";
  a: V3;
  b: V3;
  segs: [V3, V3][];
  color: string;
  width: number;
  opacity?: number;
  reflect?: boolean;
}

/**
 * Many small boxes drawn as one object (louvres, balusters, slats): faces are
 * drawn axis by axis so that same-coloured faces merge into a few paths.
 */
export interface Group {
  t: "group";
  a: V3;
  b: V3;
  boxes: Box[];
  /** Face axes in drawing order, back-most kind first. */
  order: (0 | 1 | 2)[];
  reflect?: boolean;
}

export type Obj = Box | Sprite | Poly3 | Lines3 | Group;

export function group(boxes: Box[], order: (0 | 1 | 2)[], reflect = true): Group {
  const a: V3 = [Infinity, Infinity, Infinity];
  const b: V3 = [-Infinity, -Infinity, -Infinity];
  for (const x of boxes)
    for (let k = 0; k < 3; k++) {
      a[k] = Math.min(a[k]!, x.a[k]!);
      b[k] = Math.max(b[k]!, x.b[k]!);
    }
  return { t: "group", a, b, boxes, order, reflect };
}

export function box(a: V3, b: V3, m: Mat, extra: Partial<Box> = {}): Box {
  return {
    t: "box",
    a: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])],
    b: [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])],
    m,
    ...extra,
  };
}

export function polygon(pts: V3[], m: Mat, reflect = false): Poly3 {
  const a: V3 = [Infinity, Infinity, Infinity];
  const b: V3 = [-Infinity, -Infinity, -Infinity];
  for (const p of pts)
    for (let k = 0; k < 3; k++) {
      a[k] = Math.min(a[k]!, p[k]!);
      b[k] = Math.max(b[k]!, p[k]!);
    }
  return { t: "poly", pts, m, a, b, reflect };
}

export function lines(segs: [V3, V3][], color: string, width: number, opacity = 1): Lines3 {
  const a: V3 = [Infinity, Infinity, Infinity];
  const b: V3 = [-Infinity, -Infinity, -Infinity];
  for (const s of segs)
    for (const p of s)
      for (let k = 0; k < 3; k++) {
        a[k] = Math.min(a[k]!, p[k]!);
        b[k] = Math.max(b[k]!, p[k]!);
      }
  return { t: "lines", a, b, segs, color, width, opacity };
}

// ---------------------------------------------------------------- geometry

function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((u, v) => u[0] - v[0] || u[1] - v[1]);
  if (p.length < 3) return p;
  const crossZ = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0)
      lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0)
      upper.pop();
    upper.push(q);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Clips a polygon to an axis-aligned rectangle (Sutherland-Hodgman). */
function clipRect(pts: Pt[], u0: number, u1: number, v0: number, v1: number): Pt[] {
  const edge = (input: Pt[], inside: (p: Pt) => boolean, cut: (p: Pt, q: Pt) => Pt): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i < input.length; i++) {
      const p = input[i]!;
      const q = input[(i + 1) % input.length]!;
      const pin = inside(p);
      const qin = inside(q);
      if (pin) out.push(p);
      if (pin !== qin) out.push(cut(p, q));
    }
    return out;
  };
  const atU =
    (u: number) =>
    (p: Pt, q: Pt): Pt => [u, p[1] + ((q[1] - p[1]) * (u - p[0])) / (q[0] - p[0])];
  const atV =
    (v: number) =>
    (p: Pt, q: Pt): Pt => [p[0] + ((q[0] - p[0]) * (v - p[1])) / (q[1] - p[1]), v];
  let r = edge(pts, (p) => p[0] >= u0, atU(u0));
  if (r.length) r = edge(r, (p) => p[0] <= u1, atU(u1));
  if (r.length) r = edge(r, (p) => p[1] >= v0, atV(v0));
  if (r.length) r = edge(r, (p) => p[1] <= v1, atV(v1));
  return r;
}

const FACES: { id: FaceId; k: 0 | 1 | 2; s: 1 | -1 }[] = [
  { id: "py", k: 1, s: 1 },
  { id: "ny", k: 1, s: -1 },
  { id: "px", k: 0, s: 1 },
  { id: "nx", k: 0, s: -1 },
  { id: "pz", k: 2, s: 1 },
  { id: "nz", k: 2, s: -1 },
];

const axesOf = (k: number): [number, number] => [(k + 1) % 3, (k + 2) % 3];

/** A point on a face plane from its two in-plane coordinates. */
function onPlane(k: number, plane: number, u: number, v: number): V3 {
  const [ku, kv] = axesOf(k);
  const p: V3 = [0, 0, 0];
  p[k] = plane;
  p[ku] = u;
  p[kv] = v;
  return p;
}

// ---------------------------------------------------------------- renderer

export interface RenderOptions {
  /** Draw reflections in water faces of these objects (default: objects flagged reflect). */
  reflections?: boolean;
  shadows?: boolean;
}

export class Scene {
  readonly objs: Obj[] = [];
  readonly light: V3;
  private inside = false;
  /** Overrides the opacity of glass (interiors look out through nearly clear glass). */
  glassOpacity: number | undefined;
  private readonly lightCol: [number, number, number];
  private readonly ambCol: [number, number, number];

  constructor(
    readonly svg: Svg,
    readonly cam: Camera,
    readonly pal: Palette,
    light?: V3,
  ) {
    this.light = norm(light ?? [...pal.lightDir]);
    this.lightCol = parse(pal.light);
    this.ambCol = parse(pal.ambient);
  }

  add(...o: (Obj | Obj[])[]): void {
    for (const x of o) {
      if (Array.isArray(x)) this.objs.push(...x);
      else this.objs.push(x);
    }
  }

  fog = (color: string, p: V3): string => {
    const d = Math.hypot(p[0] - this.cam.pos[0], p[2] - this.cam.pos[2]);
    // Quantised so that neighbouring faces share a colour and merge into one path.
    const t = Math.round((1 - Math.pow(2, -d / this.pal.hazeDistance)) * 40) / 40;
    return mix(color, this.pal.haze, Math.min(0.92, t));
  };

  /** Colour of a material lit on a face with normal n at point p; direct = false for shade. */
  shade(base: string, n: V3, p: V3, direct: boolean, sheen = 1): string {
    const c = parse(base);
    if (this.inside) {
      const g = parse(this.pal.glowColor);
      const w = n[1] < -0.5 ? 1.15 : n[1] > 0.5 ? 0.9 : 0.8;
      const k = this.pal.glow;
      const inner = c.map(
        (v, i) => v * (this.ambCol[i]! * this.pal.ambientK * 1.05 * w + g[i]! * k * 0.6 * w) * 1.18,
      ) as [number, number, number];
      return this.fog(hex(inner), p);
    }
    const lam = direct ? Math.max(0, dot(n, this.light)) : 0;
    const ambW = n[1] > 0.5 ? 1 : n[1] < -0.5 ? 0.62 : 0.8;
    const { lightK, ambientK } = this.pal;
    const out = c.map(
      (v, i) =>
        v * (this.ambCol[i]! * ambientK * ambW + this.lightCol[i]! * lightK * lam * sheen) * 1.22,
    ) as [number, number, number];
    return this.fog(hex(out), p);
  }

  private ctx(mirror: boolean): DrawCtx {
    return {
      svg: this.svg,
      cam: this.cam,
      pal: this.pal,
      light: this.light,
      mirror,
      fog: this.fog,
    };
  }

  /** Sorts objects back to front with separating-axis tests, then distance. */
  private order(objs: Obj[]): Obj[] {
    const c = this.cam.pos;
    const n = objs.length;
    const dist = objs.map((o) => {
      let s = 0;
      for (let k = 0; k < 3; k++) {
        const v = Math.max(o.a[k]! - c[k]!, 0, c[k]! - o.b[k]!);
        s += v * v;
      }
      return Math.sqrt(s);
    });
    const rects = objs.map((o) => this.screenRect(o));
    const after: number[][] = objs.map(() => []);
    const indeg = new Array<number>(n).fill(0);
    const eps = 1e-6;
    for (let i = 0; i < n; i++) {
      const A = objs[i]!;
      const ra = rects[i]!;
      for (let j = i + 1; j < n; j++) {
        const rb = rects[j]!;
        if (ra[0] >= rb[2] || rb[0] >= ra[2] || ra[1] >= rb[3] || rb[1] >= ra[3]) continue;
        const B = objs[j]!;
        let front = 0; // 1: A in front, -1: B in front
        for (let k = 0; k < 3 && front === 0; k++) {
          if (A.b[k]! <= B.a[k]! + eps) {
            if (c[k]! <= A.b[k]!) front = 1;
            else if (c[k]! >= B.a[k]!) front = -1;
          } else if (B.b[k]! <= A.a[k]! + eps) {
            if (c[k]! <= B.b[k]!) front = -1;
            else if (c[k]! >= A.a[k]!) front = 1;
          }
        }
        if (front === 0) front = dist[i]! < dist[j]! ? 1 : dist[i]! > dist[j]! ? -1 : 0;
        if (front === 1) {
          after[j]!.push(i);
          indeg[i]!++;
        } else if (front === -1) {
          after[i]!.push(j);
          indeg[j]!++;
        }
      }
    }
    const done = new Array<boolean>(n).fill(false);
    const out: Obj[] = [];
    for (let step = 0; step < n; step++) {
      let best = -1;
      for (let i = 0; i < n; i++) {
        if (done[i] || indeg[i]! > 0) continue;
        if (best < 0 || dist[i]! > dist[best]!) best = i;
      }
      if (best < 0) {
        // A cycle: break it with the farthest remaining object.
        for (let i = 0; i < n; i++)
          if (
            !done[i] &&
            (best < 0 ||
              indeg[i]! < indeg[best]! ||
              (indeg[i] === indeg[best] && dist[i]! > dist[best]!))
          )
            best = i;
      }
      done[best] = true;
      out.push(objs[best]!);
      for (const j of after[best]!) indeg[j]!--;
    }
    return out;
  }

  private screenRect(o: Obj): [number, number, number, number] {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let i = 0; i < 8; i++) {
      const p: V3 = [i & 1 ? o.b[0] : o.a[0], i & 2 ? o.b[1] : o.a[1], i & 4 ? o.b[2] : o.a[2]];
      const q = toCam(this.cam, p);
      if (q[2] < this.cam.near) return [-Infinity, -Infinity, Infinity, Infinity];
      const s = screenOf(this.cam, q);
      x0 = Math.min(x0, s[0]);
      y0 = Math.min(y0, s[1]);
      x1 = Math.max(x1, s[0]);
      y1 = Math.max(y1, s[1]);
    }
    // Sprites draw beyond their box a little (fronds, canopies).
    const pad = o.t === "sprite" ? 20 : 0;
    return [x0 - pad, y0 - pad, x1 + pad, y1 + pad];
  }

  render(opts: RenderOptions = {}): void {
    this.draw(this.objs, false, opts.shadows ?? true, opts.reflections ?? true);
  }

  private draw(objs: Obj[], mirror: boolean, shadows: boolean, reflections: boolean): void {
    const casters = shadows ? (objs.filter((o) => o.t === "box" && o.cast !== false) as Box[]) : [];
    const sprites = shadows ? (objs.filter((o) => o.t === "sprite" && o.shadow) as Sprite[]) : [];
    const ground = objs.filter((o) => o.t === "box" && o.ground);
    const back = objs
      .filter((o) => o.t === "sprite" && o.back)
      .sort((p, q) => this.boxDist(q) - this.boxDist(p));
    const rest = objs.filter((o) => !(o.t === "box" && o.ground) && !(o.t === "sprite" && o.back));
    const visible = (o: Obj) => {
      const r = this.screenRect(o);
      return r[2] > -30 && r[0] < this.cam.w + 30 && r[3] > -30 && r[1] < this.cam.h + 30;
    };
    for (const o of [...this.order(ground), ...back, ...this.order(rest.filter(visible))]) {
      if (o.t === "box") this.drawBox(o, casters, sprites, mirror, reflections);
      else if (o.t === "sprite") this.drawSprite(o, mirror);
      else if (o.t === "poly") this.drawPoly(o, mirror);
      else if (o.t === "group") {
        const sorted = [...o.boxes].sort((p, q) => this.boxDist(q) - this.boxDist(p));
        for (const k of o.order) for (const b of sorted) this.drawBox(b, [], [], mirror, false, k);
      } else this.drawLines(o);
    }
  }

  private boxDist(o: { a: V3; b: V3 }): number {
    const c = this.cam.pos;
    return Math.hypot(
      (o.a[0] + o.b[0]) / 2 - c[0],
      (o.a[1] + o.b[1]) / 2 - c[1],
      (o.a[2] + o.b[2]) / 2 - c[2],
    );
  }

  private drawSprite(o: Sprite, mirror: boolean): void {
    o.draw(this.ctx(mirror));
  }

  private drawPoly(o: Poly3, mirror: boolean): void {
    const pts = o.pts;
    const scr = projectPoly(this.cam, pts);
    if (!scr.length) return;
    let n = norm(cross(sub(pts[1]!, pts[0]!), sub(pts[2]!, pts[0]!)));
    if (dot(n, sub(this.cam.pos, pts[0]!)) < 0) n = mul(n, -1);
    if (mirror) n = [n[0], -n[1], n[2]];
    const center = mul(
      pts.reduce((s, p) => add(s, p), [0, 0, 0] as V3),
      1 / pts.length,
    );
    const fill =
      o.m.kind === "emit" ? this.fog(o.m.c, center) : this.shade(o.m.c, n, center, true, o.m.sheen);
    this.svg.path(poly(scr), fill);
  }

  private drawLines(o: Lines3): void {
    const mid = lerp3(o.a, o.b, 0.5);
    const color = this.fog(o.color, mid);
    const groups = new Map<number, string>();
    for (const [p, q] of o.segs) {
      const s = projectSeg(this.cam, p, q);
      if (!s) continue;
      const w = Math.min(8, Math.max(0.5, o.width * scaleAt(this.cam, lerp3(p, q, 0.5))));
      const key = Math.round(w * 2) / 2;
      groups.set(key, (groups.get(key) ?? "") + poly(s, false));
    }
    for (const [w, d] of [...groups.entries()].sort((x, y) => x[0] - y[0]))
      this.svg.stroke(d, color, w, o.opacity ?? 1, "butt");
  }

  private drawBox(
    o: Box,
    casters: Box[],
    sprites: Sprite[],
    mirror: boolean,
    reflections: boolean,
    onlyAxis = -1,
  ): void {
    const c = this.cam.pos;
    for (const f of FACES) {
      if (o.hide?.includes(f.id)) continue;
      if (onlyAxis >= 0 && f.k !== onlyAxis) continue;
      const plane = f.s > 0 ? o.b[f.k]! : o.a[f.k]!;
      if ((c[f.k]! - plane) * f.s <= 0) continue;
      const [ku, kv] = axesOf(f.k);
      const u0 = o.a[ku]!;
      const u1 = o.b[ku]!;
      const v0 = o.a[kv]!;
      const v1 = o.b[kv]!;
      if (u1 - u0 < 1e-6 || v1 - v0 < 1e-6) continue;
      const corners: V3[] = [
        onPlane(f.k, plane, u0, v0),
        onPlane(f.k, plane, u1, v0),
        onPlane(f.k, plane, u1, v1),
        onPlane(f.k, plane, u0, v1),
      ];
      const scr = projectPoly(this.cam, corners);
      if (!scr.length || areaOf(scr) < 2.5) continue;
      // Cull faces fully off screen.
      if (
        scr.every((p) => p[0] < -2) ||
        scr.every((p) => p[0] > this.cam.w + 2) ||
        scr.every((p) => p[1] < -2) ||
        scr.every((p) => p[1] > this.cam.h + 2)
      )
        continue;
      const n: V3 = [0, 0, 0];
      n[f.k] = f.s;
      const ln: V3 = mirror ? [n[0], -n[1], n[2]] : n;
      const center = onPlane(f.k, plane, (u0 + u1) / 2, (v0 + v1) / 2);
      const m = o.fm?.[f.id] ?? o.m;
      this.inside = o.inside === true || (o.inFaces?.includes(f.id) ?? false);
      const kind = m.kind ?? "solid";
      const lit = dot(ln, this.light) > 0.0001;

      // Shadow polygons in plane coordinates.
      const shadowPolys: Pt[][] = [];
      if (
        !mirror &&
        lit &&
        !this.inside &&
        o.receive !== false &&
        (casters.length || sprites.length)
      ) {
        const Lk = this.light[f.k]! * f.s;
        for (const cb of casters) {
          if (cb === o) continue;
          const a = [...cb.a] as V3;
          const b = [...cb.b] as V3;
          if (f.s > 0) a[f.k] = Math.max(a[f.k]!, plane);
          else b[f.k] = Math.min(b[f.k]!, plane);
          if (b[f.k]! - a[f.k]! < 1e-4) continue;
          const pts: Pt[] = [];
          let minU = Infinity;
          let maxU = -Infinity;
          let minV = Infinity;
          let maxV = -Infinity;
          for (let i = 0; i < 8; i++) {
            const v: V3 = [i & 1 ? b[0] : a[0], i & 2 ? b[1] : a[1], i & 4 ? b[2] : a[2]];
            const t = ((v[f.k]! - plane) * f.s) / Lk;
            const pu = v[ku]! - this.light[ku]! * t;
            const pv = v[kv]! - this.light[kv]! * t;
            pts.push([pu, pv]);
            minU = Math.min(minU, pu);
            maxU = Math.max(maxU, pu);
            minV = Math.min(minV, pv);
            maxV = Math.max(maxV, pv);
          }
          if (minU >= u1 || maxU <= u0 || minV >= v1 || maxV <= v0) continue;
          const clipped = clipRect(hull(pts), u0, u1, v0, v1);
          if (clipped.length >= 3) shadowPolys.push(clipped);
        }
        if (f.k === 1 && f.s > 0) {
          for (const sp of sprites) {
            if (sp.a[1] < plane - 0.05 || sp.a[1] > plane + 0.3) continue;
            for (const p3 of sp.shadow!(this.light, plane)) {
              const p2: Pt[] = p3.map((p) => [p[ku]!, p[kv]!]);
              const clipped = clipRect(p2, u0, u1, v0, v1);
              if (clipped.length >= 3) shadowPolys.push(clipped);
            }
          }
        }
      }
      const shadowD = shadowPolys
        .map((sp) =>
          projectPoly(
            this.cam,
            sp.map(([u, v]) => onPlane(f.k, plane, u, v)),
          ),
        )
        .filter((p2) => p2.length >= 3 && areaOf(p2) > 6)
        .map((p2) => poly(p2))
        .join("");

      if (kind === "glass") {
        this.drawGlass(scr, f.k, plane, u0, u1, v0, v1, center, shadowD);
      } else if (kind === "water") {
        this.drawWater(scr, center, shadowD, reflections && !mirror, plane);
      } else if (kind === "emit") {
        this.svg.path(poly(scr), this.fog(m.c, center));
      } else {
        const litCol = this.shade(m.c, ln, center, true, m.sheen);
        this.svg.path(poly(scr), litCol);
        if (shadowD) this.svg.path(shadowD, this.shade(m.c, ln, center, false));
      }
      if (m.lines && areaOf(scr) > 900)
        this.drawFaceLines(m, f.k, plane, u0, u1, v0, v1, ln, center, lit);
    }
    this.inside = false;
  }

  private drawFaceLines(
    m: Mat,
    k: number,
    plane: number,
    u0: number,
    u1: number,
    v0: number,
    v1: number,
    n: V3,
    center: V3,
    lit: boolean,
  ): void {
    const [ku] = axesOf(k);
    const px = scaleAt(this.cam, center);
    for (const l of m.lines ?? []) {
      if (l.axis === k) continue;
      const alongU = l.axis === ku; // lines at constant u, running along v
      const lo = alongU ? u0 : v0;
      const hi = alongU ? u1 : v1;
      let step = l.step;
      while (step * px < 7 && step < 1e4) step *= 2;
      const off = l.offset ?? 0;
      let d = "";
      const start = Math.ceil((lo - off) / step + 1e-6) * step + off;
      let count = 0;
      for (let x = start; x < hi - 1e-6 && count < 120; x += step, count++) {
        const p = alongU ? onPlane(k, plane, x, v0) : onPlane(k, plane, u0, x);
        const q = alongU ? onPlane(k, plane, x, v1) : onPlane(k, plane, u1, x);
        const s = projectSeg(this.cam, p, q);
        if (s) d += poly(s, false);
      }
      if (!d) continue;
      const col = l.color
        ? this.fog(l.color, center)
        : mix(this.shade(m.c, n, center, lit), "#000000", 0.35);
      const w = Math.max(0.5, (l.width ?? 0.02) * px);
      this.svg.stroke(d, col, Math.min(w, 6), l.opacity, "butt");
    }
  }

  private drawGlass(
    scr: Pt[],
    k: number,
    plane: number,
    u0: number,
    u1: number,
    v0: number,
    v1: number,
    center: V3,
    shadowD: string,
  ): void {
    const p = this.pal;
    const glowTop = mix(p.glowColor, "#7a4a2a", 0.35);
    const top = this.fog(mix(p.glassTop, glowTop, p.glow * 0.7), center);
    const midC = this.fog(
      mix(mix(p.glassTop, p.glassBottom, 0.6), mix(p.glowColor, "#7a4a2a", 0.2), p.glow),
      center,
    );
    const bottom = this.fog(mix(p.glassBottom, p.glowColor, p.glow * 0.95), center);
    const grad = this.svg.linear(
      [
        [0, top],
        [0.38, midC],
        [1, bottom],
      ],
      0,
      0,
      0,
      1,
      true,
    );
    this.svg.path(poly(scr), grad, this.glassOpacity ?? 0.86 - 0.36 * p.glow);
    if (shadowD) this.svg.path(shadowD, "#0b1a22", 0.22 * (1 - p.glow * 0.6));
    // A diagonal reflection streak across the pane.
    if (p.glow < 0.6 && this.glassOpacity === undefined && areaOf(scr) > 4000) {
      const [ku] = axesOf(k);
      const horizU = ku !== 1; // u is the horizontal in-plane axis
      const H0 = horizU ? u0 : v0;
      const H1 = horizU ? u1 : v1;
      const Y0 = horizU ? v0 : u0;
      const Y1 = horizU ? v1 : u1;
      const wdt = H1 - H0;
      const band: Pt[] = [
        [H0 + wdt * 0.18, Y1],
        [H0 + wdt * 0.42, Y1],
        [H0 + wdt * 0.22, Y0],
        [H0 - wdt * 0.02, Y0],
      ];
      const cl = clipRect(band, H0, H1, Y0, Y1);
      if (cl.length >= 3) {
        const pts = cl.map(([h, y]) =>
          horizU ? onPlane(k, plane, h, y) : onPlane(k, plane, y, h),
        );
        this.svg.path(poly(projectPoly(this.cam, pts)), p.glassStreak, 0.16 * (1 - p.glow));
      }
    }
  }

  /** Pool water: a gradient that reflects the sky, shadows, and reflections of flagged objects. */
  private drawWater(
    scr: Pt[],
    center: V3,
    shadowD: string,
    reflections: boolean,
    level: number,
  ): void {
    const p = this.pal;
    const ys = scr.map((q) => q[1]);
    const y0 = Math.max(this.cam.hy, Math.min(...ys));
    const y1 = Math.max(y0 + 1, Math.min(this.cam.h, Math.max(...ys)));
    const far = mix(p.sky[2], p.seaFar, 0.3);
    const near = mix(
      "#3a97a0",
      p.seaNear,
      p.time === "day" ? 0.2 : p.time === "night" ? 0.7 : 0.42,
    );
    const grad = this.svg.linear(
      [
        [0, this.fog(far, center)],
        [0.55, this.fog(mix(far, near, 0.6), center)],
        [1, this.fog(near, center)],
      ],
      0,
      y0,
      0,
      y1,
    );
    const d = poly(scr);
    this.svg.path(d, grad);
    if (reflections && areaOf(scr) > 6000) {
      const refl = this.objs.filter((o) => o.reflect && o.a[1] >= level - 0.05);
      if (refl.length) {
        const clip = this.svg.clip(d);
        this.svg.raw(`<g clip-path="${clip}" opacity="0.42">`);
        const mirrored = refl.map((o) => mirrorObj(o, level));
        this.draw(mirrored, true, false, false);
        this.svg.raw("</g>");
      }
    }
    if (shadowD) this.svg.path(shadowD, "#0b1a22", 0.25);
  }
}

function areaOf(p: Pt[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const u = p[i]!;
    const v = p[(i + 1) % p.length]!;
    a += u[0] * v[1] - v[0] * u[1];
  }
  return Math.abs(a / 2);
}

/** The mirror image of an object in a horizontal water plane at height w. */
function mirrorObj(o: Obj, w: number): Obj {
  const my = (v: V3): V3 => [v[0], 2 * w - v[1], v[2]];
  const a: V3 = [o.a[0], 2 * w - o.b[1], o.a[2]];
  const b: V3 = [o.b[0], 2 * w - o.a[1], o.b[2]];
  if (o.t === "box") {
    const fm = o.fm ? { ...o.fm, py: o.fm.ny, ny: o.fm.py } : undefined;
    const hide = o.hide?.replace(/py|ny/g, (s) => (s === "py" ? "ny" : "py"));
    return { ...o, a, b, fm, hide };
  }
  if (o.t === "poly") return { ...o, a, b, pts: o.pts.map(my) };
  if (o.t === "group") return { ...o, a, b, boxes: o.boxes.map((x) => mirrorObj(x, w) as Box) };
  if (o.t === "lines") return { ...o, a, b, segs: o.segs.map(([p, q]) => [my(p), my(q)]) };
  const orig = o;
  return {
    ...o,
    a,
    b,
    draw: (ctx) => {
      // Draw the sprite where its base is reflected, flipped vertically.
      const base = project(ctx.cam, [(o.a[0] + o.b[0]) / 2, o.a[1], (o.a[2] + o.b[2]) / 2]);
      const mb = project(ctx.cam, [(o.a[0] + o.b[0]) / 2, 2 * w - o.a[1], (o.a[2] + o.b[2]) / 2]);
      if (!base || !mb) return;
      ctx.svg.raw(`<g transform="translate(0 ${num(base[1] + mb[1])}) scale(1 -1)">`);
      orig.draw({ ...ctx, mirror: true });
      ctx.svg.raw("</g>");
    },
  };
}
