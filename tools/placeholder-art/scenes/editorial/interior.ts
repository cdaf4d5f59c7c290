/**
 * Interiors: a living room ready to move into, a kitchen with the keys on the
 * island, and a room mid-renovation. The camera stands inside looking out
 * through the glass to the terrace, the pool and the sea.
 */
import { MAT, pool, sofa, table } from "../lib/architecture";
import { allLand, backdrop, coastalLand } from "../lib/backdrop";
import { mix } from "../lib/color";
import { Rng } from "../lib/prng";
import {
  box,
  lines,
  makeCamera,
  project,
  scaleAt,
  Scene,
  toCam,
  type Box,
  type Mat,
  type Obj,
  type Sprite,
  type V3,
} from "../lib/scene3d";
import { ellipsePath, num, poly, rectPath, type Pt } from "../lib/svg";
import { palm, shrub } from "../lib/vegetation";
import { sunLight } from "../projects/kit";
import type { SceneRecipe } from "../types";
import { roundRect, setup, str, type Size } from "./common";

const IN = { inside: true, cast: false, reflect: false } as const;
const inBox = (a: V3, b: V3, m: Mat, extra: Partial<Box> = {}): Box =>
  box(a, b, m, { ...IN, ...extra });

const OAK: Mat = { c: "#c8a77e", lines: [{ axis: 0, step: 0.18, opacity: 0.12, width: 0.008 }] };
const WALNUT: Mat = { c: "#6e4f38" };
const PLASTER: Mat = { c: "#e9e3d8" };
const TERRAZZO: Mat = { c: "#d3ccc0", lines: [{ axis: 2, step: 1.2, opacity: 0.1, width: 0.01 }] };
const CEILING: Mat = { c: "#b07f55", lines: [{ axis: 0, step: 0.16, opacity: 0.22, width: 0.01 }] };

/** A set of keys lying on a surface at p (a ring, two keys and a leather fob). */
export function keys(p: V3, size = 0.11, angle = -20): Sprite {
  return {
    t: "sprite",
    a: [p[0] - size, p[1], p[2] - size],
    b: [p[0] + size, p[1] + 0.02, p[2] + size],
    draw: (ctx) => {
      const s = project(ctx.cam, p);
      if (!s) return;
      const k = scaleAt(ctx.cam, p) * size;
      const q = toCam(ctx.cam, p);
      // Foreshortening of a horizontal surface seen from above.
      const fy = Math.min(
        1,
        Math.max(0.2, (ctx.cam.pos[1] - p[1]) / Math.hypot(q[2], ctx.cam.pos[1] - p[1])),
      );
      ctx.svg.raw(
        `<g transform="translate(${num(s[0])} ${num(s[1])}) scale(1 ${Math.round(fy * 1000) / 1000}) rotate(${angle})">`,
      );
      const brass = "#c9a24e";
      const steel = "#b9bec2";
      const shadow = "#1f1a14";
      // Soft contact shadow.
      ctx.svg.path(ellipsePath(k * 0.1, k * 0.12, k * 1.25, k * 0.55), shadow, 0.18);
      // Leather fob.
      ctx.svg.path(roundRect(-k * 1.15, -k * 0.28, k * 0.7, k * 0.56, k * 0.2), "#8a5234");
      ctx.svg.path(ellipsePath(-k * 0.58, 0, k * 0.07, k * 0.07), "#5a3422");
      // Ring.
      ctx.svg.stroke(ellipsePath(-k * 0.28, 0, k * 0.24, k * 0.24), steel, Math.max(1, k * 0.06));
      // Two keys fanning out from the ring.
      const key = (rot: number, c: string) => {
        ctx.svg.raw(`<g transform="rotate(${rot} ${num(-k * 0.1)} 0)">`);
        const bow = ellipsePath(k * 0.08, 0, k * 0.19, k * 0.19);
        ctx.svg.path(bow, c);
        ctx.svg.path(ellipsePath(k * 0.02, 0, k * 0.06, k * 0.06), mix(c, "#000000", 0.45));
        const blade: Pt[] = [
          [k * 0.24, -k * 0.06],
          [k * 1.05, -k * 0.06],
          [k * 1.12, 0],
          [k * 1.05, k * 0.08],
          [k * 0.95, k * 0.08],
          [k * 0.9, k * 0.13],
          [k * 0.82, k * 0.08],
          [k * 0.72, k * 0.14],
          [k * 0.64, k * 0.08],
          [k * 0.24, k * 0.08],
        ];
        ctx.svg.path(poly(blade), c);
        ctx.svg.path(
          poly([blade[0]!, blade[1]!, blade[2]!, [k * 0.24, 0]]),
          mix(c, "#ffffff", 0.35),
          0.6,
        );
        ctx.svg.raw("</g>");
      };
      key(-18, brass);
      key(22, steel);
      ctx.svg.raw("</g>");
    },
  };
}

/** Warm sun patches on the floor through a glazed opening (x0..x1, y0..y1 at z = 0). */
function sunPatch(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  L: V3,
  mullions: number[],
): Obj[] {
  if (L[2] <= 0.05 || L[1] <= 0.05) return [];
  const onFloor = (x: number, y: number): V3 => [x - (L[0] * y) / L[1], 0.012, -(L[2] * y) / L[1]];
  const xs = [x0, ...mullions, x1];
  const quads: V3[][] = [];
  for (let i = 0; i + 1 < xs.length; i++) {
    const a = xs[i]! + 0.05;
    const b = xs[i + 1]! - 0.05;
    quads.push([onFloor(a, y0), onFloor(b, y0), onFloor(b, y1), onFloor(a, y1)]);
  }
  const all = quads.flat();
  const lo: V3 = [Math.min(...all.map((p) => p[0])), 0, Math.min(...all.map((p) => p[2]))];
  const hi: V3 = [Math.max(...all.map((p) => p[0])), 0.012, Math.max(...all.map((p) => p[2]))];
  const patch: Sprite = {
    t: "sprite",
    a: lo,
    b: hi,
    draw: (ctx) => {
      let d = "";
      for (const q of quads) {
        const pts = q.map((p) => project(ctx.cam, p));
        if (pts.every((p) => p)) d += poly(pts as Pt[]);
      }
      ctx.svg.path(d, mix(ctx.pal.light, "#ffffff", 0.4), 0.3);
    },
  };
  return [patch];
}

interface Room {
  W: number;
  D: number;
  H: number;
}

/** The shell of a room from z = -D to the glazed front at z = 0. */
function shell(r: Room, floor: Mat, wallL: Mat, wallR: Mat, ceiling: Mat | null): Obj[] {
  const x0 = -r.W / 2;
  const x1 = r.W / 2;
  const out: Obj[] = [
    inBox([x0 - 0.5, -0.3, -r.D - 1], [x1 + 0.5, 0, 0], floor, { ground: true }),
    inBox([x0 - 0.3, 0, -r.D - 1], [x0, r.H + 0.4, 0], wallL),
    inBox([x1, 0, -r.D - 1], [x1 + 0.3, r.H + 0.4, 0], wallR),
  ];
  if (ceiling) out.push(inBox([x0 - 0.5, r.H, -r.D - 1], [x1 + 0.5, r.H + 0.3, 0.6], ceiling));
  return out;
}

/** Sliding glass panels across the front. Returns the mullion positions. */
function glazing(r: Room, panels: number): { objs: Obj[]; mullions: number[] } {
  const x0 = -r.W / 2;
  const objs: Obj[] = [];
  const mullions: number[] = [];
  for (let i = 0; i <= panels; i++) {
    const x = x0 + (r.W * i) / panels;
    if (i > 0 && i < panels) mullions.push(x);
    objs.push(inBox([x - 0.04, 0, -0.05], [x + 0.04, r.H, 0.05], MAT.bronze));
  }
  objs.push(
    inBox([x0, 0, -0.02], [r.W / 2, r.H, 0.02], { c: "#9fb3b8", kind: "glass" }, { hide: "py ny" }),
  );
  objs.push(inBox([x0, r.H - 0.08, -0.06], [r.W / 2, r.H, 0.06], MAT.bronze));
  return { objs, mullions };
}

/** Outside the glass: a deck, an infinity pool, palms and the Pacific. */
function terrace(r: Room, seed: number, palms = false): Obj[] {
  const x0 = -r.W / 2;
  const x1 = r.W / 2;
  return [
    box([-80, -50, 0], [80, -30, 200], MAT.lawn, { ground: true }),
    box([x0 - 6, -0.3, 0], [x1 + 6, 0, 4.2], MAT.deck(0), { ground: true }),
    ...pool({ x: [x0 - 2, x1 + 4], z: [4.5, 8.8], y: 0, infinity: "pz" }),
    box([-80, -30, 4.2], [80, 0, 9.1], MAT.lawn, { ground: true, hide: "py" }),
    shrub([x0 - 1, 0, 3.2], 2.6, 0.8, seed + 2),
    shrub([x1 + 0.5, 0, 3.4], 3, 0.9, seed + 3),
    ...(palms
      ? [palm([x1 + 1.8, 0, 6.2], 8, seed, -0.08), palm([x0 - 2.4, 0, 9.5], 9.5, seed + 1, 0.1)]
      : []),
  ];
}

const pendant = (x: number, z: number, y: number, H: number): Obj[] => [
  inBox([x - 0.008, y + 0.22, z - 0.008], [x + 0.008, H, z + 0.008], { c: "#2c2a27" }),
  inBox([x - 0.17, y, z - 0.17], [x + 0.17, y + 0.22, z + 0.17], { c: "#c9a26a" }),
];

/** A potted plant with broad leaves on slender stems. */
function leafy(p: V3, h: number, seed: number): Sprite {
  return {
    t: "sprite",
    a: [p[0] - 0.5, p[1], p[2] - 0.5],
    b: [p[0] + 0.5, p[1] + h, p[2] + 0.5],
    draw: (ctx) => {
      const base = project(ctx.cam, p);
      if (!base) return;
      const k = scaleAt(ctx.cam, p);
      const rng = new Rng(seed);
      let stems = "";
      let dark = "";
      let light = "";
      for (let i = 0; i < 9; i++) {
        const a = -Math.PI / 2 + rng.jitter(0, 0.9);
        const l = h * k * rng.range(0.55, 1);
        const tx = base[0] + Math.cos(a) * l * 0.6;
        const ty = base[1] + Math.sin(a) * l;
        stems += `M${num(base[0])} ${num(base[1])}Q${num(base[0])} ${num(ty + l * 0.3)} ${num(tx)} ${num(ty)}`;
        const lw = k * rng.range(0.16, 0.26);
        const ang = (rng.jitter(0, 50) + (tx < base[0] ? -30 : 30)).toFixed(0);
        const leaf = `M${num(tx)} ${num(ty)}m${num(-lw)} 0a${num(lw)} ${num(lw * 0.55)} 0 1 0 ${num(2 * lw)} 0a${num(lw)} ${num(lw * 0.55)} 0 1 0 ${num(-2 * lw)} 0Z`;
        const g = `<g transform="rotate(${ang} ${num(tx)} ${num(ty)})">`;
        if (rng.chance(0.5)) dark += g + `<path d="${leaf}"/></g>`;
        else light += g + `<path d="${leaf}"/></g>`;
      }
      ctx.svg.stroke(stems, "#3d5446", Math.max(0.8, k * 0.015), 0.9);
      ctx.svg.raw(
        `<g fill="${ctx.pal.leaf[0]}">${dark}</g><g fill="${mix(ctx.pal.leaf[1], ctx.pal.leaf[2], 0.4)}">${light}</g>`,
      );
    },
  };
}

const plant = (x: number, z: number, h: number, seed: number): Obj[] => [
  inBox([x - 0.24, 0, z - 0.24], [x + 0.24, 0.46, z + 0.24], { c: "#d8cfc2" }),
  leafy([x, 0.46, z], h, seed),
];

function render(
  recipe: SceneRecipe,
  size: Size,
  time: string,
  sun: number,
  cam: { pos: V3; target: V3; fov: number; horizon: number },
  build: (L: V3) => Obj[],
  outlook: "sea" | "jungle" = "sea",
  front: Obj[] = [],
): string {
  const { svg, pal } = setup(recipe, size, time);
  const camera = makeCamera(cam, size);
  const L = sunLight(pal.time, sun);
  backdrop(svg, pal, camera, L, {
    seed: recipe.seed,
    sea: outlook === "sea",
    land: outlook === "sea" ? coastalLand : allLand,
    hills: outlook === "sea" ? 7 : 10,
    jungle: true,
    nearFill: true,
  });
  const scene = new Scene(svg, camera, pal, L);
  scene.glassOpacity = 0.1 + pal.glow * 0.05;
  scene.add(build(L));
  scene.render({ reflections: true });
  // Small things lying on surfaces near the camera go on top in a second pass.
  if (front.length) {
    const top = new Scene(svg, camera, pal, L);
    top.add(front);
    top.render({ shadows: false });
  }
  // Daylight filling the room from the glass: a soft veil that lifts the interior tones.
  const veil = svg.radial(
    [
      [0, mix(pal.light, "#ffffff", 0.5), 0.2],
      [0.6, mix(pal.light, "#ffffff", 0.5), 0.07],
      [1, mix(pal.light, "#ffffff", 0.5), 0],
    ],
    size.width * 0.5,
    camera.hy,
    size.width * 0.75,
    0.7,
  );
  svg.path(rectPath(0, 0, size.width, size.height), veil);
  return svg.toString();
}

/** A furnished living room opening onto the pool terrace, the keys on the coffee table. */
function living(recipe: SceneRecipe, size: Size): string {
  const r: Room = { W: 10, D: 8, H: 3.3 };
  return render(
    recipe,
    size,
    "golden",
    -22,
    { pos: [1.9, 1.45, -7.4], target: [-0.4, 0.85, 0], fov: 60, horizon: 0.4 },
    (L) => {
      const g = glazing(r, 4);
      const objs: Obj[] = [
        ...terrace(r, 51),
        ...shell(r, TERRAZZO, PLASTER, { c: "#cfc6b8" }, CEILING),
        ...g.objs,
        ...sunPatch(-r.W / 2, r.W / 2, 0, r.H, L, g.mullions),
      ];
      const x0 = -r.W / 2;
      const x1 = r.W / 2;
      // Rug, a sofa facing the room with its back to the view, a lounge chair, the coffee table.
      objs.push(inBox([-2.6, 0, -6.2], [2.6, 0.02, -2.6], { c: "#d4c5ad" }));
      objs.push(
        ...sofa(-2.3, 1.9, -3.7, -2.8, 0.02, "pz", { c: "#efe6d6" }).map((b) => ({ ...b, ...IN })),
      );
      objs.push(inBox([-1.9, 0.44, -3.3], [-1.4, 0.72, -3.12], { c: "#b86f45" }));
      objs.push(inBox([0.9, 0.44, -3.3], [1.4, 0.72, -3.12], { c: "#8c9a8a" }));
      objs.push(
        ...sofa(-3.9, -3, -6, -5, 0.02, "nx", { c: "#b9a78c" }).map((b) => ({ ...b, ...IN })),
      );
      objs.push(...table(-0.6, 1.4, -5.4, -4.4, 0.02, 0.36, WALNUT).map((b) => ({ ...b, ...IN })));
      objs.push(inBox([-0.4, 0.38, -5.2], [0.1, 0.46, -4.8], { c: "#e9e2d4" }));
      objs.push(inBox([-0.3, 0.46, -5.1], [0, 0.49, -4.9], { c: "#c9b08a" }));
      objs.push(...pendant(-1.8, -4.4, 2.3, r.H));
      objs.push(...plant(x0 + 0.7, -1.0, 1.6, 57), ...plant(x1 - 0.8, -1.4, 1.3, 58));
      objs.push(inBox([x0 + 0.02, 1.2, -6.4], [x0 + 0.06, 2.3, -4.2], { c: "#7f8f8a" }));
      objs.push(inBox([x0, 0, -7.6], [x0 + 0.45, 0.55, -3.6], WALNUT));
      return objs;
    },
    "sea",
    [keys([0.7, 0.38, -5.0], 0.13, -14)],
  );
}

/** A finished kitchen and dining room, the keys waiting on the island. */
function kitchen(recipe: SceneRecipe, size: Size): string {
  const r: Room = { W: 10, D: 9, H: 3.2 };
  return render(
    recipe,
    size,
    "dawn",
    40,
    { pos: [-2.2, 1.6, -8], target: [1.2, 0.9, -1], fov: 60, horizon: 0.44 },
    (L) => {
      const g = glazing(r, 4);
      const x1 = r.W / 2;
      const x0 = -r.W / 2;
      const objs: Obj[] = [
        ...terrace(r, 61),
        ...shell(r, TERRAZZO, PLASTER, PLASTER, CEILING),
        ...g.objs,
        ...sunPatch(x0, x1, 0, r.H, L, g.mullions),
      ];
      // Island along the room: oak sides, a pale stone top, stools on the near side.
      objs.push(inBox([-0.6, 0, -6.6], [0.6, 0.88, -2.8], OAK));
      objs.push(inBox([-0.7, 0.88, -6.7], [0.7, 0.94, -2.7], { c: "#f3ece0" }));
      for (const z of [-5.6, -4.6, -3.6])
        objs.push(
          inBox([-1.15, 0.62, z - 0.2], [-0.75, 0.68, z + 0.2], WALNUT),
          inBox([-0.98, 0, z - 0.03], [-0.92, 0.62, z + 0.03], { c: "#2c2a27" }),
        );
      objs.push(inBox([0.1, 0.94, -3.5], [0.45, 1.0, -3.1], { c: "#9f6f4a" }));
      objs.push(
        ...pendant(0, -5.4, 2.1, r.H),
        ...pendant(0, -4.2, 2.1, r.H),
        ...pendant(0, -3.0, 2.1, r.H),
      );
      // Kitchen run on the right wall: base cabinets, a stone counter, tall cabinets, open shelves.
      objs.push(inBox([x1 - 0.65, 0, -7.5], [x1, 0.9, -1.2], WALNUT));
      objs.push(inBox([x1 - 0.68, 0.9, -7.5], [x1, 0.95, -1.2], { c: "#f3ece0" }));
      objs.push(inBox([x1 - 0.65, 0, -9], [x1, 2.6, -7.5], WALNUT));
      objs.push(
        inBox([x1 - 0.3, 1.6, -6.4], [x1, 1.64, -2.4], OAK),
        inBox([x1 - 0.3, 2.15, -6.4], [x1, 2.19, -2.4], OAK),
      );
      objs.push(inBox([x1 - 0.25, 1.64, -5.8], [x1 - 0.05, 1.9, -5.4], { c: "#e9e2d4" }));
      objs.push(inBox([x1 - 0.25, 1.64, -4.2], [x1 - 0.05, 1.84, -3.7], { c: "#8c9a8a" }));
      objs.push(inBox([x1 - 0.25, 2.19, -5], [x1 - 0.05, 2.45, -4.7], { c: "#c98f62" }));
      // Dining table by the glass on the left.
      objs.push(...table(-3.8, -1.6, -2.6, -1.5, 0, 0.76, OAK).map((b) => ({ ...b, ...IN })));
      for (const x of [-3.4, -2.7, -2])
        for (const z of [-3.0, -1.1])
          objs.push(inBox([x - 0.2, 0, z - 0.2], [x + 0.2, 0.46, z + 0.2], WALNUT));
      objs.push(...plant(x0 + 0.7, -1.0, 1.7, 67));
      return objs;
    },
    "sea",
    [keys([-0.25, 0.94, -5.9], 0.13, 60)],
  );
}

/** A room mid-renovation: a timber ceiling half fixed, a wall opened up to a bigger window. */
function renovation(recipe: SceneRecipe, size: Size): string {
  const r: Room = { W: 8, D: 8, H: 3.1 };
  const rng = new Rng(recipe.seed + 31);
  return render(
    recipe,
    size,
    "golden",
    35,
    { pos: [1.6, 1.5, -7.4], target: [-0.6, 1.7, 0], fov: 64, horizon: 0.54 },
    () => {
      const x0 = -r.W / 2;
      const x1 = r.W / 2;
      const grey: Mat = { c: "#d3c8b7" };
      const fresh: Mat = { c: "#fbf8f2" };
      const objs: Obj[] = [
        box([-80, -50, 0], [80, -30, 200], MAT.lawn, { ground: true }),
        box([x0 - 6, -0.3, 0], [x1 + 6, 0, 5], { c: "#c9b89c" }, { ground: true }),
        box([-80, -30, 5], [80, 0, 5.3], MAT.lawn, { ground: true }),
        ...shell(r, { c: "#c9c0b1" }, grey, grey, null),
      ];
      // The front wall: an opening widened from a small window; a steel lintel on props.
      const o0 = -2.6;
      const o1 = 2.4;
      const top = 2.5;
      objs.push(inBox([x0, 0, -0.25], [o0, r.H + 0.35, 0], grey));
      objs.push(inBox([o1, 0, -0.25], [x1, r.H + 0.35, 0], grey));
      objs.push(inBox([o0, top + 0.25, -0.25], [o1, r.H + 0.35, 0], grey));
      objs.push(inBox([o0 - 0.3, top, -0.3], [o1 + 0.3, top + 0.25, 0.02], { c: "#4a4f53" }));
      objs.push(inBox([o0 - 0.02, 0, -0.27], [o0 + 0.05, top, -0.2], { c: "#9b948a" }));
      objs.push(inBox([o1 - 0.05, 0, -0.27], [o1 + 0.02, top, -0.2], { c: "#9b948a" }));
      const props: [V3, V3][] = [];
      for (const x of [o0 + 0.6, 0, o1 - 0.6])
        props.push([
          [x, 0, -0.5],
          [x, top, -0.5],
        ]);
      objs.push(lines(props, "#d08a3a", 0.06));
      // Fresh plaster patches on the side walls and around the opening.
      for (let i = 0; i < 5; i++) {
        const z = -rng.range(1.2, 6.5);
        const y = rng.range(0.4, 2.2);
        const w = rng.range(0.5, 1.3);
        const h = rng.range(0.4, 0.9);
        objs.push(inBox([x0, y, z - w / 2], [x0 + 0.015, y + h, z + w / 2], fresh));
      }
      objs.push(inBox([x1 - 0.015, 0.8, -3.6], [x1, 1.7, -2.4], fresh));
      objs.push(inBox([x1 - 0.015, 1.9, -5.4], [x1, 2.5, -4.6], fresh));
      objs.push(inBox([o1 + 0.05, 0.4, -0.27], [o1 + 0.9, 2.7, -0.25], fresh));
      // The ceiling: joists under the slab, new timber boards fixed over the left part.
      const split = 0.6;
      objs.push(inBox([split - 0.1, r.H + 0.3, -r.D - 1], [x1, r.H + 0.35, 0], { c: "#8c867c" }));
      objs.push(inBox([x0, r.H - 0.05, -r.D - 1], [split, r.H, 0], CEILING));
      objs.push(inBox([x0, r.H, -r.D - 1], [split, r.H + 0.3, 0], { c: "#8f7a62" }));
      const joists: Box[] = [];
      for (let x = split + 0.1; x < x1 - 0.05; x += 0.6)
        joists.push(inBox([x, r.H - 0.05, -r.D - 1], [x + 0.07, r.H + 0.3, 0], { c: "#b38a5e" }));
      objs.push(...joists);
      // Boards waiting on trestles, a stepladder under the unfinished ceiling.
      objs.push(inBox([-3.2, 0.75, -5.5], [-0.6, 0.8, -5.1], { c: "#c19366" }));
      objs.push(inBox([-3.2, 0.8, -5.45], [-0.6, 0.85, -5.15], { c: "#b0845a" }));
      for (const x of [-2.9, -0.9])
        objs.push(
          lines(
            [
              [
                [x - 0.25, 0, -5.3],
                [x, 0.75, -5.3],
              ],
              [
                [x + 0.25, 0, -5.3],
                [x, 0.75, -5.3],
              ],
            ],
            "#6e4a30",
            0.05,
          ),
        );
      objs.push(...stepladder([0.9, 0, -2.6], 2.3));
      // Dust sheet on the floor and a bucket.
      objs.push(inBox([-3.4, 0, -3.2], [0.2, 0.012, -0.8], { c: "#e4dccb" }));
      objs.push(inBox([2.4, 0, -5.2], [2.75, 0.34, -4.85], { c: "#dfe3e4" }));
      // Outside: the terrace and the sea beyond the new opening.
      objs.push(palm([3.2, 0, 4.2], 8.5, 71, -0.08), shrub([-2.5, 0, 4.4], 3, 0.8, 72));
      return objs;
    },
    "sea",
  );
}

/** An aluminium stepladder standing at p, its top at height h. */
function stepladder(p: V3, h: number): Obj[] {
  const [x, y, z] = p;
  const w = 0.26;
  const spread = 0.55;
  const segs: [V3, V3][] = [];
  for (const dx of [-w, w]) {
    segs.push([
      [x + dx, y, z - spread],
      [x + dx, y + h, z],
    ]);
    segs.push([
      [x + dx, y, z + spread],
      [x + dx, y + h, z],
    ]);
  }
  const steps: Box[] = [];
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    const zz = z - spread * (1 - t);
    steps.push(
      inBox([x - w, y + h * t - 0.03, zz - 0.06], [x + w, y + h * t, zz + 0.06], { c: "#c7ccd0" }),
    );
  }
  steps.push(
    inBox([x - w - 0.02, y + h, z - 0.12], [x + w + 0.02, y + h + 0.05, z + 0.12], {
      c: "#c7ccd0",
    }),
  );
  return [lines(segs, "#b7bdc2", 0.05), ...steps];
}

export function interiorScene(recipe: SceneRecipe, size: Size): string {
  const view = str(recipe, "view", "living");
  if (view === "kitchen") return kitchen(recipe, size);
  if (view === "renovation") return renovation(recipe, size);
  return living(recipe, size);
}
