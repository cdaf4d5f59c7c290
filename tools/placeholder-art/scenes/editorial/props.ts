/** Props that the shared kit does not have: cylinders, stakes, hard hats, signs, tarps, rain. */
import { mix } from "../lib/color";
import type { Palette } from "../lib/palette";
import { Rng } from "../lib/prng";
import {
  box,
  lines,
  polygon,
  project,
  scaleAt,
  toCam,
  type Box,
  type DrawCtx,
  type Mat,
  type Obj,
  type Sprite,
  type V3,
} from "../lib/scene3d";
import { ellipsePath, num, poly, rectPath, type Pt, type Svg } from "../lib/svg";

/** Screen side the light comes from: -1 left, 1 right. */
function side(ctx: DrawCtx): number {
  const d = ctx.light[0] * ctx.cam.right[0] + ctx.light[2] * ctx.cam.right[2];
  return d >= 0 ? 1 : -1;
}

function litTone(ctx: DrawCtx, c: string, k: number): string {
  return mix(c, mix(ctx.pal.light, "#ffffff", 0.3), k * ctx.pal.lightK * 0.55);
}

function shadeTone(ctx: DrawCtx, c: string, k: number): string {
  return mix(c, mix("#10202a", ctx.pal.ambient, 0.25), k);
}

/**
 * A vertical cylinder (water tank, well ring, column, pipe) as a sprite: body
 * shaded across by a gradient, an elliptical top, optional hoops.
 */
export function cylinder(
  p: V3,
  r: number,
  h: number,
  color: string,
  o: { hoops?: number; top?: string; open?: boolean; reflect?: boolean } = {},
): Sprite {
  const c: V3 = p;
  return {
    t: "sprite",
    a: [p[0] - r, p[1], p[2] - r],
    b: [p[0] + r, p[1] + h, p[2] + r],
    reflect: o.reflect,
    draw: (ctx) => {
      const base = project(ctx.cam, c);
      const top = project(ctx.cam, [c[0], c[1] + h, c[2]]);
      if (!base || !top) return;
      const k = scaleAt(ctx.cam, c);
      const rs = r * k;
      const q = toCam(ctx.cam, c);
      const dist = Math.hypot(q[0], q[2]) || 1;
      const tilt = (y: number) => Math.min(0.9, Math.abs((ctx.cam.pos[1] - y) / dist));
      const ryB = rs * tilt(c[1]);
      const ryT = rs * tilt(c[1] + h);
      const s = side(ctx);
      const col = ctx.fog(color, c);
      const lit = litTone(ctx, col, 1);
      const dark = shadeTone(ctx, col, 0.45);
      const g = ctx.svg.linear(
        s > 0
          ? [
              [0, dark],
              [0.55, col],
              [0.85, lit],
              [1, col],
            ]
          : [
              [0, col],
              [0.15, lit],
              [0.45, col],
              [1, dark],
            ],
        base[0] - rs,
        0,
        base[0] + rs,
        0,
      );
      const below = ctx.cam.pos[1] < c[1] + h;
      const d =
        `M${num(top[0] - rs)} ${num(top[1])}L${num(base[0] - rs)} ${num(base[1])}` +
        `A${num(rs)} ${num(Math.max(0.1, ryB))} 0 0 0 ${num(base[0] + rs)} ${num(base[1])}` +
        `L${num(top[0] + rs)} ${num(top[1])}` +
        `A${num(rs)} ${num(Math.max(0.1, ryT))} 0 0 ${below ? 0 : 1} ${num(top[0] - rs)} ${num(top[1])}Z`;
      ctx.svg.path(d, g);
      if (o.hoops) {
        let hd = "";
        for (let i = 1; i <= o.hoops; i++) {
          const y = c[1] + (h * i) / (o.hoops + 1);
          const pp = project(ctx.cam, [c[0], y, c[2]]);
          if (!pp) continue;
          const ry = rs * tilt(y);
          hd += `M${num(pp[0] - rs)} ${num(pp[1])}A${num(rs)} ${num(Math.max(0.1, ry))} 0 0 0 ${num(pp[0] + rs)} ${num(pp[1])}`;
        }
        ctx.svg.stroke(hd, dark, Math.max(0.6, 0.04 * k), 0.45);
      }
      if (!below) {
        ctx.svg.path(ellipsePath(top[0], top[1], rs, Math.max(0.1, ryT)), o.top ?? lit);
        if (o.open)
          ctx.svg.path(
            ellipsePath(top[0], top[1] + ryT * 0.06, rs * 0.86, Math.max(0.1, ryT * 0.84)),
            mix(dark, "#0b1a22", 0.35),
          );
      }
    },
    shadow: (L, y) => {
      const t = (c[1] + h - y) / Math.max(0.15, L[1]);
      const ex = c[0] - L[0] * t;
      const ez = c[2] - L[2] * t;
      const len = Math.hypot(L[0], L[2]) || 1;
      const ox = (-L[2] / len) * r;
      const oz = (L[0] / len) * r;
      return [
        [
          [c[0] + ox, y, c[2] + oz],
          [ex + ox, y, ez + oz],
          [ex - ox, y, ez - oz],
          [c[0] - ox, y, c[2] - oz],
        ],
      ];
    },
  };
}

/** A survey stake: a square timber post with a painted top and a fluttering ribbon. */
export function stake(p: V3, h: number, seed: number, ribbon = "#e2603f"): Obj[] {
  const w = 0.04;
  const rng = new Rng(seed);
  const post = box([p[0] - w, p[1], p[2] - w], [p[0] + w, p[1] + h, p[2] + w], { c: "#c8a57a" });
  const cap = box([p[0] - w, p[1] + h - 0.12, p[2] - w], [p[0] + w, p[1] + h, p[2] + w], {
    c: ribbon,
  });
  const len = rng.range(0.25, 0.4);
  const dir = rng.chance(0.5) ? 1 : -1;
  const y = p[1] + h - 0.18;
  const tail = polygon(
    [
      [p[0], y, p[2] + w],
      [p[0] + dir * len, y - 0.12, p[2] + w + 0.02],
      [p[0] + dir * len * 0.9, y - 0.2, p[2] + w + 0.02],
      [p[0], y - 0.08, p[2] + w],
    ],
    { c: ribbon, sheen: 0.6 },
  );
  return [post, cap, tail];
}

/** A string line between stakes, as thin lines. */
export function stringLine(pts: V3[], color = "#f1ece2"): Obj {
  const segs: [V3, V3][] = [];
  for (let i = 0; i + 1 < pts.length; i++) segs.push([pts[i]!, pts[i + 1]!]);
  return lines(segs, color, 0.012, 0.9);
}

/** Draws a hard hat in 2-D: dome, brim, ridge and a highlight, facing the viewer. */
export function drawHardHat(
  svg: Svg,
  x: number,
  y: number,
  s: number,
  color: string,
  lightSide = -1,
  angle = 0,
): void {
  const r = s;
  const rot = angle ? ` transform="rotate(${num(angle)} ${num(x)} ${num(y)})"` : "";
  if (rot) svg.raw(`<g${rot}>`);
  const dark = mix(color, "#1c2226", 0.35);
  const light = mix(color, "#ffffff", 0.45);
  // Brim.
  svg.path(ellipsePath(x, y, r * 1.28, r * 0.26), dark);
  // Dome.
  svg.path(
    `M${num(x - r)} ${num(y)}C${num(x - r)} ${num(y - r * 1.25)} ${num(x + r)} ${num(y - r * 1.25)} ${num(x + r)} ${num(y)}` +
      `Q${num(x)} ${num(y + r * 0.2)} ${num(x - r)} ${num(y)}Z`,
    color,
  );
  // Shade on the far side.
  const sx = -lightSide;
  svg.path(
    `M${num(x + sx * r * 0.15)} ${num(y - r * 0.93)}C${num(x + sx * r * 0.8)} ${num(y - r * 0.85)} ${num(x + sx * r)} ${num(y - r * 0.4)} ${num(x + sx * r)} ${num(y)}` +
      `Q${num(x + sx * r * 0.6)} ${num(y + r * 0.12)} ${num(x + sx * r * 0.2)} ${num(y + r * 0.14)}Z`,
    dark,
    0.35,
  );
  // Ridge.
  svg.path(
    `M${num(x - r * 0.12)} ${num(y + r * 0.12)}L${num(x - r * 0.1)} ${num(y - r * 0.9)}Q${num(x)} ${num(y - r * 0.97)} ${num(x + r * 0.1)} ${num(y - r * 0.9)}L${num(x + r * 0.12)} ${num(y + r * 0.12)}Z`,
    light,
    0.35,
  );
  // Highlight.
  const hx = x + lightSide * r * 0.45;
  svg.path(ellipsePath(hx, y - r * 0.55, r * 0.16, r * 0.26), "#ffffff", 0.35);
  if (rot) svg.raw("</g>");
}

/** A hard hat placed in the world (resting on something at p). */
export function hardHat(p: V3, size: number, color: string): Sprite {
  return {
    t: "sprite",
    a: [p[0] - size, p[1], p[2] - size],
    b: [p[0] + size, p[1] + size, p[2] + size],
    draw: (ctx) => {
      const s = project(ctx.cam, p);
      if (!s) return;
      const k = scaleAt(ctx.cam, p);
      drawHardHat(ctx.svg, s[0], s[1], size * k, ctx.fog(color, p), side(ctx));
    },
  };
}

/**
 * A flat sign with a simple pictogram: a round mandatory sign, a warning
 * triangle, or a green cross. Corners: top-left, top-right, bottom-right, bottom-left.
 */
export function signBoard(q: [V3, V3, V3, V3], kind: "mandatory" | "warning" | "firstaid"): Sprite {
  const a3: V3 = [0, 1, 2].map((k) => Math.min(...q.map((p) => p[k]!))) as V3;
  const b3: V3 = [0, 1, 2].map((k) => Math.max(...q.map((p) => p[k]!))) as V3;
  const mid: V3 = [(a3[0] + b3[0]) / 2, (a3[1] + b3[1]) / 2, (a3[2] + b3[2]) / 2];
  const width = Math.hypot(q[1][0] - q[0][0], q[1][2] - q[0][2]);
  const height = q[0][1] - q[3][1];
  return {
    t: "sprite",
    a: a3,
    b: b3,
    draw: (ctx) => {
      const pts = q.map((p) => project(ctx.cam, p));
      if (pts.some((p) => !p)) return;
      ctx.svg.path(poly(pts as Pt[]), ctx.fog("#f4f1ea", mid));
      const m = project(ctx.cam, mid);
      if (!m) return;
      const k = scaleAt(ctx.cam, mid);
      // Foreshortening of the board across the view.
      const sx = Math.abs((pts[1]![0] - pts[0]![0]) / Math.max(1e-3, width * k));
      const r = Math.min(width, height) * 0.36 * k;
      ctx.svg.raw(
        `<g transform="translate(${num(m[0])} ${num(m[1])}) scale(${Math.round(sx * 1000) / 1000} 1)">`,
      );
      if (kind === "mandatory") {
        ctx.svg.path(ellipsePath(0, 0, r, r), ctx.fog("#2c6aa0", mid));
        ctx.svg.path(
          `M${num(-r * 0.55)} ${num(r * 0.2)}C${num(-r * 0.55)} ${num(-r * 0.6)} ${num(r * 0.55)} ${num(-r * 0.6)} ${num(r * 0.55)} ${num(r * 0.2)}Z`,
          "#ffffff",
        );
        ctx.svg.path(rectPath(-r * 0.72, r * 0.2, r * 1.44, r * 0.16), "#ffffff");
      } else if (kind === "warning") {
        ctx.svg.path(
          poly([
            [0, -r * 1.05],
            [r * 1.1, r * 0.85],
            [-r * 1.1, r * 0.85],
          ]),
          ctx.fog("#2a2a2a", mid),
        );
        ctx.svg.path(
          poly([
            [0, -r * 0.78],
            [r * 0.86, r * 0.7],
            [-r * 0.86, r * 0.7],
          ]),
          ctx.fog("#f0c24a", mid),
        );
        ctx.svg.path(
          rectPath(-r * 0.07, -r * 0.35, r * 0.14, r * 0.6) +
            ellipsePath(0, r * 0.45, r * 0.09, r * 0.09),
          "#2a2a2a",
        );
      } else {
        ctx.svg.path(rectPath(-r, -r, r * 2, r * 2), ctx.fog("#3f8a5c", mid));
        ctx.svg.path(
          rectPath(-r * 0.2, -r * 0.65, r * 0.4, r * 1.3) +
            rectPath(-r * 0.65, -r * 0.2, r * 1.3, r * 0.4),
          "#ffffff",
        );
      }
      ctx.svg.raw("</g>");
    },
  };
}

/** A tarp draped over a stack: a sloping polygon cover with a lighter ridge. */
export function tarp(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  c: string,
): Obj[] {
  const m: Mat = { c, sheen: 0.8 };
  const zm = (z0 + z1) / 2;
  return [
    polygon(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1 - 0.1, y1, zm],
        [x0 + 0.1, y1, zm],
      ],
      m,
    ),
    polygon(
      [
        [x0 + 0.1, y1, zm],
        [x1 - 0.1, y1, zm],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      m,
    ),
    polygon(
      [
        [x0, y0, z0],
        [x0 + 0.1, y1, zm],
        [x0, y0, z1],
      ],
      { c: mix(c, "#000000", 0.12) },
    ),
    polygon(
      [
        [x1, y0, z0],
        [x1 - 0.1, y1, zm],
        [x1, y0, z1],
      ],
      { c: mix(c, "#000000", 0.12) },
    ),
  ];
}

/** A stack of boards or beams along x. */
export function boardStack(
  x0: number,
  x1: number,
  z0: number,
  y: number,
  rows: number,
  cols: number,
  bw: number,
  bh: number,
  m: Mat,
  gap = 0.03,
): Box[] {
  const out: Box[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const z = z0 + c * (bw + gap);
      const yy = y + r * (bh + gap) + (r > 0 ? 0 : 0);
      const ox = (r % 2) * 0.15;
      out.push(
        box([x0 + ox, yy, z], [x1 + ox, yy + bh, z + bw], m, { reflect: false, cast: false }),
      );
    }
  // Spacers between rows.
  for (let r = 1; r < rows; r++)
    for (const fx of [0.15, 0.5, 0.85]) {
      const x = x0 + (x1 - x0) * fx;
      const yy = y + r * (bh + gap) - gap;
      out.push(
        box(
          [x - 0.04, yy, z0],
          [x + 0.04, yy + gap, z0 + cols * (bw + gap)],
          { c: "#6e4a30" },
          { cast: false },
        ),
      );
    }
  // One invisible box casts the whole stack's shadow.
  out.push(
    box([x0, y, z0], [x1 + 0.15, y + rows * (bh + gap), z0 + cols * (bw + gap)], m, {
      hide: "px nx py ny pz nz",
      receive: false,
    }),
  );
  return out;
}

/** Diagonal rain streaks over the whole picture, and a grey veil. */
export function rain(svg: Svg, pal: Palette, seed: number, count = 420, slant = 0.18): void {
  const rng = new Rng(seed);
  const veil = svg.linear(
    [
      [0, mix(pal.haze, "#ffffff", 0.1), 0.05],
      [0.6, pal.haze, 0.2],
      [1, pal.haze, 0.05],
    ],
    0,
    0,
    0,
    svg.height,
  );
  svg.path(rectPath(0, 0, svg.width, svg.height), veil);
  let far = "";
  let near = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(-100, svg.width + 50);
    const y = rng.range(-40, svg.height);
    const close = rng.chance(0.25);
    const l = close ? rng.range(40, 80) : rng.range(14, 34);
    const d = `M${num(x)} ${num(y)}l${num(-l * slant)} ${num(l)}`;
    if (close) near += d;
    else far += d;
  }
  svg.stroke(far, mix(pal.haze, "#ffffff", 0.45), 0.8, 0.45);
  svg.stroke(near, mix(pal.haze, "#ffffff", 0.6), 1.3, 0.4);
}

/**
 * A round bar between two world points (rail, bamboo pole, pipe, rebar): a
 * band shaded across its width, with the visible cut end drawn as an ellipse.
 */
export function pole(
  p: V3,
  q: V3,
  r: number,
  color: string,
  o: { metal?: boolean; hollow?: boolean; nodes?: number; end?: string } = {},
): Sprite {
  const a: V3 = [Math.min(p[0], q[0]) - r, Math.min(p[1], q[1]) - r, Math.min(p[2], q[2]) - r];
  const b: V3 = [Math.max(p[0], q[0]) + r, Math.max(p[1], q[1]) + r, Math.max(p[2], q[2]) + r];
  const mid: V3 = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
  return {
    t: "sprite",
    a,
    b,
    draw: (ctx) => {
      const sp = project(ctx.cam, p);
      const sq = project(ctx.cam, q);
      if (!sp || !sq) return;
      const rp = r * scaleAt(ctx.cam, p);
      const rq = r * scaleAt(ctx.cam, q);
      const dx = sq[0] - sp[0];
      const dy = sq[1] - sp[1];
      const len = Math.hypot(dx, dy) || 1e-3;
      const nx = -dy / len;
      const ny = dx / len;
      const col = ctx.fog(color, mid);
      // Up-facing side of the bar catches the sky and the sun.
      const upSign = ny < 0 ? 1 : -1;
      const lit = o.metal ? mix(col, "#ffffff", 0.7) : litTone(ctx, col, 1);
      const dark = shadeTone(ctx, col, o.metal ? 0.55 : 0.4);
      const cx = (sp[0] + sq[0]) / 2;
      const cy = (sp[1] + sq[1]) / 2;
      const rm = (rp + rq) / 2;
      const stops: [number, string][] = o.metal
        ? [
            [0, dark],
            [0.3, col],
            [0.62, lit],
            [0.75, col],
            [1, dark],
          ]
        : [
            [0, dark],
            [0.55, col],
            [0.8, lit],
            [1, col],
          ];
      const g = ctx.svg.linear(
        stops,
        cx - nx * rm * upSign,
        cy - ny * rm * upSign,
        cx + nx * rm * upSign,
        cy + ny * rm * upSign,
      );
      const quad: Pt[] = [
        [sp[0] + nx * rp, sp[1] + ny * rp],
        [sq[0] + nx * rq, sq[1] + ny * rq],
        [sq[0] - nx * rq, sq[1] - ny * rq],
        [sp[0] - nx * rp, sp[1] - ny * rp],
      ];
      ctx.svg.path(poly(quad), g);
      if (o.nodes) {
        let d = "";
        for (let i = 1; i <= o.nodes; i++) {
          const t = i / (o.nodes + 1);
          const x = sp[0] + dx * t;
          const y = sp[1] + dy * t;
          const rr = rp + (rq - rp) * t;
          d += `M${num(x + nx * rr)} ${num(y + ny * rr)}L${num(x - nx * rr)} ${num(y - ny * rr)}`;
        }
        ctx.svg.stroke(d, dark, Math.max(0.6, rm * 0.18), 0.7, "butt");
      }
      // The end nearer the camera shows its section.
      const dp = toCam(ctx.cam, p)[2];
      const dq = toCam(ctx.cam, q)[2];
      const [e, re] = dp < dq ? [sp, rp] : [sq, rq];
      const axis = Math.abs(dp - dq) / (Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) || 1);
      const ex = Math.max(0.15, re * Math.min(1, axis * 1.4));
      const ang = (Math.atan2(dy, dx) * 180) / Math.PI;
      ctx.svg.raw(`<g transform="translate(${num(e[0])} ${num(e[1])}) rotate(${num(ang)})">`);
      ctx.svg.path(ellipsePath(0, 0, ex, re), o.end ?? mix(col, "#ffffff", 0.25));
      if (o.hollow) ctx.svg.path(ellipsePath(0, 0, ex * 0.7, re * 0.7), mix(dark, "#000000", 0.3));
      ctx.svg.raw("</g>");
    },
  };
}

/** A solar panel tilted up towards +z (its low edge at z0, facing a camera at lower z), with cells and a frame. */
export function solarPanel(
  x0: number,
  x1: number,
  z0: number,
  y: number,
  depth: number,
  tilt: number,
): Obj[] {
  const rise = Math.sin(tilt) * depth;
  const run = Math.cos(tilt) * depth;
  const y0 = y + 0.3;
  const p = (u: number, v: number): V3 => [x0 + (x1 - x0) * u, y0 + rise * v, z0 + run * v];
  const out: Obj[] = [
    polygon([p(0, 0), p(1, 0), p(1, 1), p(0, 1)], { c: "#22344a", sheen: 1.4 }, true),
  ];
  const segs: [V3, V3][] = [];
  const cols = Math.max(2, Math.round((x1 - x0) / 0.5));
  for (let i = 1; i < cols; i++) segs.push([p(i / cols, 0), p(i / cols, 1)]);
  for (let j = 1; j < 6; j++) segs.push([p(0, j / 6), p(1, j / 6)]);
  out.push(lines(segs, "#4d6a86", 0.015, 0.8));
  out.push(
    lines(
      [
        [p(0, 0), p(1, 0)],
        [p(1, 0), p(1, 1)],
        [p(1, 1), p(0, 1)],
        [p(0, 1), p(0, 0)],
      ],
      "#c9ced2",
      0.035,
    ),
  );
  // Legs.
  out.push(
    lines(
      [
        [[x0 + 0.1, y, z0 + run], p(0.03, 1)],
        [[x1 - 0.1, y, z0 + run], p(0.97, 1)],
        [[x0 + 0.1, y, z0], p(0.03, 0)],
        [[x1 - 0.1, y, z0], p(0.97, 0)],
      ],
      "#8b9094",
      0.04,
    ),
  );
  return out;
}
