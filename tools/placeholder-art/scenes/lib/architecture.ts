/**
 * Building kit: materials and parametric parts (slabs, walls, glazing,
 * louvres, pools, stairs, furniture, scaffolding, rebar) and a phased villa
 * builder, so one massing can be drawn finished or at any construction stage.
 */
import { BASE } from "./palette";
import { Rng } from "./prng";
import {
  box,
  group,
  lines,
  polygon,
  type Box,
  type Lines,
  type Mat,
  type Obj,
  type V3,
} from "./scene3d";

// ---------------------------------------------------------------- materials

export const MAT = {
  concrete: (offset = 0): Mat => ({
    c: BASE.concrete,
    lines: [{ axis: 1, step: 0.3, offset, opacity: 0.16, width: 0.015 }],
  }),
  smoothConcrete: { c: "#b1aea6" } as Mat,
  render: { c: BASE.render } as Mat,
  /** Render after thirty years of salt air: greyed, streaked under the sills. */
  weathered: {
    c: "#bdb3a0",
    lines: [
      { axis: 0, step: 1.7, offset: 0.4, opacity: 0.22, color: "#6f6552", width: 0.09 },
      { axis: 2, step: 2.3, offset: 0.9, opacity: 0.18, color: "#6f6552", width: 0.07 },
    ],
  } as Mat,
  /** Corrugated roofing sheet gone to rust. */
  rust: {
    c: "#8a5a3c",
    lines: [{ axis: 0, step: 0.2, opacity: 0.3, color: "#5b3724", width: 0.05 }],
  } as Mat,
  warmWhite: { c: BASE.warmWhite } as Mat,
  stone: {
    c: BASE.stone,
    lines: [{ axis: 1, step: 0.45, opacity: 0.14, width: 0.02 }],
  } as Mat,
  timber: (axis: 0 | 2 = 0): Mat => ({
    c: BASE.timber,
    lines: [{ axis, step: 0.14, opacity: 0.2, width: 0.012 }],
  }),
  timberDark: { c: BASE.timberDark } as Mat,
  deck: (axis: 0 | 2 = 0): Mat => ({
    c: "#a57b55",
    lines: [{ axis, step: 0.16, opacity: 0.22, width: 0.012 }],
  }),
  paving: {
    c: "#d8ccb6",
    lines: [
      { axis: 0, step: 1.2, opacity: 0.18, width: 0.015 },
      { axis: 2, step: 0.6, opacity: 0.18, width: 0.015 },
    ],
  } as Mat,
  lawn: { c: BASE.lawn, sheen: 0.9 } as Mat,
  sand: { c: BASE.sand } as Mat,
  earth: { c: BASE.earth } as Mat,
  earthDark: { c: BASE.earthDark } as Mat,
  gravel: { c: "#b8ac98" } as Mat,
  steel: { c: BASE.steel } as Mat,
  bronze: { c: BASE.bronze } as Mat,
  water: { c: BASE.poolTile, kind: "water" } as Mat,
  poolShell: { c: "#c9d3cf" } as Mat,
  coping: { c: "#ddd3c2" } as Mat,
  cushion: { c: "#efe8dc" } as Mat,
  fabric: (c: string): Mat => ({ c }),
  emit: (c: string): Mat => ({ c, kind: "emit" }),
  glass: (mullions: number, offsetX = 0, offsetZ = 0, transom = 0): Mat => {
    const l: Lines[] = [
      { axis: 0, step: mullions, offset: offsetX, opacity: 0.9, color: BASE.bronze, width: 0.05 },
      { axis: 2, step: mullions, offset: offsetZ, opacity: 0.9, color: BASE.bronze, width: 0.05 },
    ];
    if (transom > 0)
      l.push({ axis: 1, step: 99, offset: transom, opacity: 0.9, color: BASE.bronze, width: 0.05 });
    return { c: "#6d8790", kind: "glass", lines: l };
  },
};

// ---------------------------------------------------------------- parts

/** A horizontal slab from x0..x1, z0..z1, top at y. */
export function slab(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  thick: number,
  m: Mat,
  extra: Partial<Box> = {},
): Box {
  return box([x0, y - thick, z0], [x1, y, z1], m, { reflect: true, ...extra });
}

/** A vertical panel (wall or glass) along x at z, or along z at x. */
export function panel(
  along: "x" | "z",
  from: number,
  to: number,
  at: number,
  y0: number,
  y1: number,
  thick: number,
  m: Mat,
  extra: Partial<Box> = {},
): Box {
  return along === "x"
    ? box([from, y0, at - thick / 2], [to, y1, at + thick / 2], m, { reflect: true, ...extra })
    : box([at - thick / 2, y0, from], [at + thick / 2, y1, to], m, { reflect: true, ...extra });
}

/** A run of vertical fins (timber louvres) in front of a facade. */
export function louvres(
  along: "x" | "z",
  from: number,
  to: number,
  at: number,
  y0: number,
  y1: number,
  spacing: number,
  fin: { w: number; d: number },
  m: Mat,
): Box[] {
  const out: Box[] = [];
  const n = Math.max(1, Math.floor((to - from) / spacing));
  const gap = (to - from - n * spacing) / 2;
  for (let i = 0; i <= n; i++) {
    const c = from + gap + i * spacing;
    if (c - fin.w / 2 < from - 1e-6 || c + fin.w / 2 > to + 1e-6) continue;
    out.push(
      along === "x"
        ? box([c - fin.w / 2, y0, at - fin.d / 2], [c + fin.w / 2, y1, at + fin.d / 2], m, {
            reflect: true,
            cast: i % 2 === 0,
          })
        : box([at - fin.d / 2, y0, c - fin.w / 2], [at + fin.d / 2, y1, c + fin.w / 2], m, {
            reflect: true,
            cast: i % 2 === 0,
          }),
    );
  }
  return out;
}

export interface PoolSpec {
  x: [number, number];
  z: [number, number];
  /** Deck level (top of coping). */
  y: number;
  /** Side without coping where water spills: "px" | "nx" | "pz" | "nz". */
  infinity?: string;
  /** false: empty shell (construction). */
  water?: boolean;
}

/** A pool: water surface a little below the coping, coping on three or four sides. */
export function pool(p: PoolSpec): Box[] {
  const [x0, x1] = p.x;
  const [z0, z1] = p.z;
  const c = 0.3;
  const out: Box[] = [];
  const lvl = p.y - 0.08;
  if (p.water !== false)
    out.push(
      box([x0, lvl - 0.2, z0], [x1, lvl, z1], MAT.water, { cast: false, hide: "ny nx px nz pz" }),
    );
  else out.push(box([x0, p.y - 1.5, z0], [x1, p.y - 1.4, z1], MAT.poolShell, { cast: false }));
  const inf = p.infinity ?? "";
  const cb = p.y - 0.07;
  const cop = (a: V3, b: V3) => out.push(box(a, b, MAT.coping, { reflect: false }));
  // The spill edge: a thin dark lip just below the water on the infinity side.
  const spill = (a: V3, b: V3) => out.push(box(a, b, { c: "#55696c" }, { cast: false }));
  if (inf !== "nz") cop([x0 - c, cb, z0 - c], [x1 + c, p.y, z0]);
  else spill([x0 - c, lvl - 0.14, z0 - 0.2], [x1 + c, lvl - 0.02, z0]);
  if (inf !== "pz") cop([x0 - c, cb, z1], [x1 + c, p.y, z1 + c]);
  else spill([x0 - c, lvl - 0.14, z1], [x1 + c, lvl - 0.02, z1 + 0.2]);
  if (inf !== "nx") cop([x0 - c, cb, z0], [x0, p.y, z1]);
  else spill([x0 - 0.2, lvl - 0.14, z0], [x0, lvl - 0.02, z1]);
  if (inf !== "px") cop([x1, cb, z0], [x1 + c, p.y, z1]);
  else spill([x1, lvl - 0.14, z0], [x1 + 0.2, lvl - 0.02, z1]);
  return out;
}

/** A sun lounger facing direction `dir` (+x etc.), at floor level y. */
export function lounger(
  x: number,
  z: number,
  y: number,
  dir: "x" | "z",
  m: Mat = MAT.cushion,
): Obj[] {
  const L = 1.95;
  const W = 0.68;
  const [ax, az] = dir === "x" ? [L, W] : [W, L];
  const base = box([x, y, z], [x + ax, y + 0.28, z + az], MAT.timberDark, { reflect: true });
  const pad = box([x + 0.03, y + 0.28, z + 0.03], [x + ax - 0.03, y + 0.36, z + az - 0.03], m, {
    reflect: true,
  });
  // Raised backrest as a sloping plane at the head end (low x or low z).
  const h = y + 0.36;
  const back: V3[] =
    dir === "x"
      ? [
          [x + 0.05, h, z + 0.05],
          [x + 0.05, h, z + az - 0.05],
          [x + 0.55, h + 0.5, z + az - 0.05],
          [x + 0.55, h + 0.5, z + 0.05],
        ].map(([a, b2, c]) => [a!, b2!, c!] as V3)
      : [
          [x + 0.05, h, z + 0.05],
          [x + ax - 0.05, h, z + 0.05],
          [x + ax - 0.05, h + 0.5, z + 0.55],
          [x + 0.05, h + 0.5, z + 0.55],
        ].map(([a, b2, c]) => [a!, b2!, c!] as V3);
  const bk = polygon(back, m, true);
  return [base, pad, bk];
}

/** A low sofa block: seat and back. Back on side `back`. */
export function sofa(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  back: "px" | "nx" | "pz" | "nz",
  m: Mat,
): Box[] {
  const out: Box[] = [box([x0, y, z0], [x1, y + 0.42, z1], m)];
  const t = 0.22;
  const h = y + 0.8;
  if (back === "px") out.push(box([x1 - t, y + 0.42, z0], [x1, h, z1], m));
  if (back === "nx") out.push(box([x0, y + 0.42, z0], [x0 + t, h, z1], m));
  if (back === "pz") out.push(box([x0, y + 0.42, z1 - t], [x1, h, z1], m));
  if (back === "nz") out.push(box([x0, y + 0.42, z0], [x1, h, z0 + t], m));
  return out;
}

/** A table: top and a solid base. */
export function table(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  h: number,
  top: Mat,
  leg: Mat = MAT.bronze,
): Box[] {
  const ix = (x1 - x0) * 0.3;
  const iz = (z1 - z0) * 0.3;
  return [
    box([x0 + ix, y, z0 + iz], [x1 - ix, y + h - 0.05, z1 - iz], leg),
    box([x0, y + h - 0.05, z0], [x1, y + h, z1], top),
  ];
}

/** A straight stair of n steps from (x, y, z) rising along +dir. */
export function stair(
  x: number,
  y: number,
  z: number,
  dir: "x" | "z",
  width: number,
  rise: number,
  n: number,
  m: Mat,
  tread = 0.3,
): Box[] {
  const out: Box[] = [];
  const h = rise / n;
  for (let i = 0; i < n; i++) {
    const a = i * tread;
    out.push(
      dir === "x"
        ? box([x + a, y + i * h, z], [x + a + tread, y + (i + 1) * h, z + width], m, {
            reflect: true,
          })
        : box([x, y + i * h, z + a], [x + width, y + (i + 1) * h, z + a + tread], m, {
            reflect: true,
          }),
    );
  }
  return out;
}

/** Scaffolding around a rectangle: standards, ledgers and braces as lines. */
export function scaffolding(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  sides: string,
  seed = 1,
): Obj[] {
  const rng = new Rng(seed);
  const segs: [V3, V3][] = [];
  const planks: Box[] = [];
  const bay = 2.2;
  const lift = 2;
  const depth = 0.9;
  const run = (p: (t: number, off: number) => V3, len: number) => {
    const n = Math.max(1, Math.round(len / bay));
    for (let i = 0; i <= n; i++) {
      const t = (i / n) * len;
      for (const off of [0, depth]) segs.push([p(t, off), add3(p(t, off), [0, y1 - y0, 0])]);
    }
    for (let y = y0 + lift; y <= y1 + 0.01; y += lift) {
      for (const off of [0, depth])
        segs.push([add3(p(0, off), [0, y - y0, 0]), add3(p(len, off), [0, y - y0, 0])]);
    }
    // Diagonal braces on the outer face.
    for (let i = 0; i < n; i += 2) {
      const ta = (i / n) * len;
      const tb = ((i + 1) / n) * len;
      segs.push([
        add3(p(ta, depth), [0, 0, 0]),
        add3(p(tb, depth), [0, Math.min(y1 - y0, lift * 2), 0]),
      ]);
    }
    return n;
  };
  const out: Obj[] = [];
  const mk = (along: "x" | "z", from: number, to: number, at: number, outward: number) => {
    const p = (t: number, off: number): V3 =>
      along === "x" ? [from + t, y0, at + off * outward] : [at + off * outward, y0, from + t];
    run(p, to - from);
    for (let y = y0 + lift; y <= y1 + 0.01; y += lift) {
      if (rng.chance(0.25)) continue;
      planks.push(
        along === "x"
          ? box(
              [from, y - 0.05, Math.min(at, at + depth * outward)],
              [to, y, Math.max(at, at + depth * outward)],
              { c: "#b48d5e" },
              { cast: false },
            )
          : box(
              [Math.min(at, at + depth * outward), y - 0.05, from],
              [Math.max(at, at + depth * outward), y, to],
              { c: "#b48d5e" },
              { cast: false },
            ),
      );
    }
  };
  const g = 0.35;
  if (sides.includes("pz")) mk("x", x0 - g - depth, x1 + g + depth, z1 + g, 1);
  if (sides.includes("nz")) mk("x", x0 - g - depth, x1 + g + depth, z0 - g, -1);
  if (sides.includes("px")) mk("z", z0 - g, z1 + g, x1 + g, 1);
  if (sides.includes("nx")) mk("z", z0 - g, z1 + g, x0 - g, -1);
  out.push(lines(segs, "#8d9296", 0.05, 1), ...planks);
  return out;
}

const add3 = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/** A rebar mat over a rectangle at height y, plus optional starter bars at points. */
export function rebar(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  step = 0.3,
  starters: [number, number][] = [],
  starterH = 1.5,
): Obj {
  const segs: [V3, V3][] = [];
  for (let x = x0; x <= x1 + 1e-6; x += step)
    segs.push([
      [x, y, z0],
      [x, y, z1],
    ]);
  for (let z = z0; z <= z1 + 1e-6; z += step)
    segs.push([
      [x0, y, z],
      [x1, y, z],
    ]);
  for (const [sx, sz] of starters)
    for (const [dx, dz] of [
      [-0.1, -0.1],
      [0.1, -0.1],
      [-0.1, 0.1],
      [0.1, 0.1],
    ] as const)
      segs.push([
        [sx + dx, y, sz + dz],
        [sx + dx, y + starterH, sz + dz],
      ]);
  return lines(segs, "#8a4f33", 0.025, 0.95);
}

// ---------------------------------------------------------------- phased villa

export type Facade = "glass" | "solid" | "louvre" | "open" | "ribbon" | "slot";

export type Phase = "site" | "foundation" | "frame" | "roof" | "walls" | "glazing" | "finish";
export const PHASES: readonly Phase[] = [
  "site",
  "foundation",
  "frame",
  "roof",
  "walls",
  "glazing",
  "finish",
];

export interface Volume {
  x: [number, number];
  z: [number, number];
  /** Floor level and clear storey height. */
  y: number;
  h: number;
  /** Facade per side; missing sides are solid. */
  sides?: Partial<Record<"px" | "nx" | "pz" | "nz", Facade>>;
  /** Roof slab overhang per side, metres. */
  over?: Partial<Record<"px" | "nx" | "pz" | "nz", number>>;
  /** Wall finish. */
  finish?: "concrete" | "render" | "stone" | "timber" | "weathered";
  /** Roof slab thickness (default 0.35). */
  slab?: number;
  /** A green roof. */
  green?: boolean;
  /** Construction phase of the roof slab ("frame" when it is a floor for a volume above). */
  roofPhase?: Phase;
  /** Furniture seen through the glass (default true when the volume has glass). */
  furnish?: boolean;
  /** Timber soffit under the roof slab (default true). */
  soffit?: boolean;
  /** Skip the floor slab (the volume sits on another's roof). */
  noFloor?: boolean;
}

export interface Tagged {
  phase: Phase;
  obj: Obj;
}

/** Builds a volume's parts tagged by construction phase. */
export function buildVolume(v: Volume, seed = 1): Tagged[] {
  const out: Tagged[] = [];
  const rng = new Rng(seed);
  const [x0, x1] = v.x;
  const [z0, z1] = v.z;
  const top = v.y + v.h;
  const st = v.slab ?? 0.35;
  const o = { px: 0, nx: 0, pz: 0, nz: 0, ...v.over };
  const wallMat =
    v.finish === "render"
      ? MAT.render
      : v.finish === "weathered"
        ? MAT.weathered
        : v.finish === "stone"
          ? MAT.stone
          : v.finish === "timber"
            ? MAT.timber(0)
            : MAT.concrete(v.y);
  const t = (phase: Phase, obj: Obj) => out.push({ phase, obj });
  if (!v.noFloor) {
    t("foundation", slab(x0 - 0.1, x1 + 0.1, z0 - 0.1, z1 + 0.1, v.y, 0.45, MAT.smoothConcrete));
  }
  // Roof slab (concrete, a thin fascia reads as crisp edge).
  t(
    v.roofPhase ?? "roof",
    slab(
      x0 - o.nx,
      x1 + o.px,
      z0 - o.nz,
      z1 + o.pz,
      top + st,
      st,
      v.green ? { c: "#b8b4aa" } : { c: "#e9e4da" },
      {
        fm: {
          py: v.green ? { c: "#6b7f4e" } : { c: "#cfc9bf" },
          ny:
            v.soffit === false
              ? { c: "#d9d3c8" }
              : { c: "#b98a5e", lines: [{ axis: 0, step: 0.3, opacity: 0.14, width: 0.012 }] },
        },
      },
    ),
  );
  if (v.green)
    t(
      "finish",
      slab(
        x0 - o.nx + 0.3,
        x1 + o.px - 0.3,
        z0 - o.nz + 0.3,
        z1 + o.pz - 0.3,
        top + st + 0.25,
        0.25,
        { c: "#5f7446" },
      ),
    );
  // Columns: corners and every ~4.5 m.
  const cols: [number, number][] = [];
  const nX = Math.max(1, Math.round((x1 - x0) / 4.5));
  const nZ = Math.max(1, Math.round((z1 - z0) / 4.5));
  for (let i = 0; i <= nX; i++)
    for (let j = 0; j <= nZ; j++) {
      if (i !== 0 && i !== nX && j !== 0 && j !== nZ) continue;
      cols.push([x0 + 0.3 + ((x1 - x0 - 0.6) * i) / nX, z0 + 0.3 + ((z1 - z0 - 0.6) * j) / nZ]);
    }
  for (const [cx, cz] of cols)
    t(
      "frame",
      box([cx - 0.17, v.y, cz - 0.17], [cx + 0.17, top, cz + 0.17], MAT.smoothConcrete, {
        reflect: true,
      }),
    );
  // Facades.
  const sides = { px: "solid", nx: "solid", pz: "solid", nz: "solid", ...v.sides } as Record<
    string,
    Facade
  >;
  const spec: {
    id: "px" | "nx" | "pz" | "nz";
    along: "x" | "z";
    from: number;
    to: number;
    at: number;
    out: number;
  }[] = [
    { id: "pz", along: "x", from: x0, to: x1, at: z1 - 0.1, out: 1 },
    { id: "nz", along: "x", from: x0, to: x1, at: z0 + 0.1, out: -1 },
    { id: "px", along: "z", from: z0 + 0.225, to: z1 - 0.225, at: x1 - 0.1, out: 1 },
    { id: "nx", along: "z", from: z0 + 0.225, to: z1 - 0.225, at: x0 + 0.1, out: -1 },
  ];
  for (const s of spec) {
    const kind = sides[s.id];
    const glass = MAT.glass(
      rng.pick([1.4, 1.6, 1.8]),
      s.along === "x" ? s.from : 0,
      s.along === "z" ? s.from : 0,
    );
    const g = (from: number, to: number, y0: number, y1: number) =>
      t(
        "glazing",
        panel(s.along, from, to, s.at, y0, y1, 0.06, glass, { hide: "py ny", cast: false }),
      );
    const inner = { pz: "nz", nz: "pz", px: "nx", nx: "px" }[s.id];
    const w = (from: number, to: number, y0: number, y1: number, thick = 0.25) =>
      t("walls", panel(s.along, from, to, s.at, y0, y1, thick, wallMat, { inFaces: inner }));
    if (kind === "glass") g(s.from, s.to, v.y, top);
    else if (kind === "solid") w(s.from, s.to, v.y, top);
    else if (kind === "ribbon") {
      w(s.from, s.to, v.y, v.y + 1.0);
      g(s.from, s.to, v.y + 1.0, top - 0.45);
      w(s.from, s.to, top - 0.45, top);
    } else if (kind === "slot") {
      const m = (s.from + s.to) / 2;
      w(s.from, m - 0.6, v.y, top);
      g(m - 0.6, m + 0.6, v.y, top);
      w(m + 0.6, s.to, v.y, top);
    } else if (kind === "louvre") {
      g(s.from, s.to, v.y, top);
      const fins = louvres(
        s.along,
        s.from + 0.05,
        s.to - 0.05,
        s.at + s.out * 0.45,
        v.y,
        top,
        0.32,
        { w: 0.06, d: 0.22 },
        MAT.timber(0),
      );
      t("finish", group(fins, s.along === "x" ? [0, 1, 2] : [2, 1, 0]));
    }
  }
  if (v.furnish !== false && Object.values(sides).some((k) => k !== "solid")) {
    for (const o2 of furnish(v, rng)) t("finish", o2);
  }
  return out;
}

const inside = { inside: true, cast: false, reflect: false } as const;

/** A few interior pieces seen through the glass: floor, sofa, table, lamp, plant, artwork. */
export function furnish(v: Volume, rng: Rng): Obj[] {
  const [x0, x1] = v.x;
  const [z0, z1] = v.z;
  const y = v.y;
  const out: Obj[] = [];
  out.push(
    box([x0 + 0.25, y, z0 + 0.25], [x1 - 0.25, y + 0.03, z1 - 0.25], { c: "#cdbfa9" }, inside),
  );
  const W = x1 - x0;
  const D = z1 - z0;
  const sofaC = rng.pick(["#e6ddcf", "#d8cbb7", "#c9b79c"]);
  // Furniture groups along the length, kept towards the back so glass shows depth.
  const groups = Math.max(1, Math.floor(W / 6));
  for (let g = 0; g < groups; g++) {
    const cx = x0 + (W * (g + 0.5)) / groups + rng.jitter(0, 0.6);
    const bz = z0 + Math.min(D * 0.35, 2.2);
    if (g % 2 === 0) {
      out.push(
        ...sofa(cx - 1.3, cx + 1.3, bz, bz + 0.95, y + 0.03, "nz", { c: sofaC }).map((b) => ({
          ...b,
          ...inside,
        })),
        ...table(cx - 0.6, cx + 0.6, bz + 1.4, bz + 2.1, y + 0.03, 0.38, { c: "#6e5440" }).map(
          (b) => ({ ...b, ...inside }),
        ),
      );
    } else {
      out.push(
        ...table(cx - 1.1, cx + 1.1, bz + 0.3, bz + 1.3, y + 0.03, 0.76, { c: "#8a6a4c" }).map(
          (b) => ({ ...b, ...inside }),
        ),
      );
    }
    // A pendant or wall lamp glow.
    out.push(
      box(
        [cx - 0.25, y + v.h - 0.9, bz + 0.9],
        [cx + 0.25, y + v.h - 0.75, bz + 1.1],
        MAT.emit("#ffe2b0"),
        inside,
      ),
    );
  }
  // Artwork on the back wall and a tall plant.
  const ax = x0 + W * rng.range(0.3, 0.7);
  out.push(
    box(
      [ax - 0.7, y + 1.2, z0 + 0.24],
      [ax + 0.7, y + 2.3, z0 + 0.28],
      { c: rng.pick(["#c98f62", "#7f8f8a", "#b9a27c"]) },
      inside,
    ),
  );
  const px = x1 - 0.9;
  out.push(box([px - 0.25, y, z0 + 0.6], [px + 0.25, y + 0.5, z0 + 1.1], { c: "#8c7a66" }, inside));
  out.push(
    box([px - 0.45, y + 0.5, z0 + 0.4], [px + 0.45, y + 1.9, z0 + 1.3], { c: "#3d5a43" }, inside),
  );
  return out;
}

/** Objects of the phases up to and including `upTo`. */
export function upToPhase(parts: Tagged[], upTo: Phase): Obj[] {
  const limit = PHASES.indexOf(upTo);
  return parts.filter((p) => PHASES.indexOf(p.phase) <= limit).map((p) => p.obj);
}
