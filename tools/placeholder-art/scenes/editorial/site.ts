/** Construction sites: a rising concrete frame, a site walk, rain, safety, seismic design, pours, pools. */
import {
  buildVolume,
  MAT,
  rebar,
  scaffolding,
  slab,
  upToPhase,
  type Volume,
} from "../lib/architecture";
import { backdrop, allLand, coastalLand } from "../lib/backdrop";
import { excavator, siteHut, spoilHeap, temporaryWorks, towerCrane } from "../lib/construction";
import { palette, type Palette, type TimeOfDay } from "../lib/palette";
import { Rng } from "../lib/prng";
import {
  box,
  lines,
  makeCamera,
  Scene,
  type CameraSpec,
  type Mat,
  type Obj,
  type V3,
} from "../lib/scene3d";
import { jungleBelt, palm, tree } from "../lib/vegetation";
import { sunLight } from "../projects/kit";
import type { SceneRecipe } from "../types";
import { setup, str, type Size } from "./common";
import {
  boardStack,
  cylinder as cylinderTool,
  hardHat,
  rain,
  signBoard,
  stake,
  stringLine,
  tarp,
} from "./props";

const CONCRETE: Mat = { c: "#b3afa6" };
const PLY: Mat = {
  c: "#c49a62",
  lines: [
    { axis: 1, step: 1.22, opacity: 0.2, width: 0.015 },
    { axis: 0, step: 2.44, opacity: 0.2, width: 0.015 },
  ],
};
const EARTH: Mat = { c: "#a8835d" };
const EARTH_WET: Mat = { c: "#7d6349" };
const STEEL_BRACE = "#4a5a66";
const REBAR = "#8a4f33";

export interface FrameSpec {
  x: [number, number];
  z: [number, number];
  /** Floor levels; the last entry is the top of the frame built so far. */
  levels: number[];
  /** Columns of the storey above the last slab, rising (0 = none, 1 = full height). */
  rising?: number;
  /** Grid spacing. */
  bay?: number;
  /** Concrete shear walls on these sides. */
  shear?: string;
  /** Steel X-braces in these bays: side and bay index. */
  braces?: { side: "pz" | "nz" | "px" | "nx"; bay: number }[];
  beams?: boolean;
}

/** A reinforced concrete frame: columns on a grid, drop beams, slabs, optional shear walls and braces. */
export function concreteFrame(f: FrameSpec): Obj[] {
  const out: Obj[] = [];
  const [x0, x1] = f.x;
  const [z0, z1] = f.z;
  const bay = f.bay ?? 4;
  const nx = Math.max(1, Math.round((x1 - x0) / bay));
  const nz = Math.max(1, Math.round((z1 - z0) / bay));
  const xs = Array.from({ length: nx + 1 }, (_, i) => x0 + ((x1 - x0) * i) / nx);
  const zs = Array.from({ length: nz + 1 }, (_, j) => z0 + ((z1 - z0) * j) / nz);
  const c = 0.2;
  const levels = f.levels;
  // Ground slab.
  out.push(slab(x0 - 0.3, x1 + 0.3, z0 - 0.3, z1 + 0.3, levels[0]!, 0.4, CONCRETE));
  for (let l = 0; l + 1 < levels.length; l++) {
    const y0 = levels[l]!;
    const y1 = levels[l + 1]!;
    for (const x of xs)
      for (const z of zs) {
        const cx = Math.min(x1 - c, Math.max(x0 + c, x));
        const cz = Math.min(z1 - c, Math.max(z0 + c, z));
        out.push(
          box([cx - c, y0, cz - c], [cx + c, y1 - 0.3, cz + c], CONCRETE, { reflect: true }),
        );
      }
    // Slab with drop beams along the grid lines at the edges.
    out.push(
      slab(x0 - 0.15, x1 + 0.15, z0 - 0.15, z1 + 0.15, y1, 0.3, CONCRETE, {
        fm: { ny: { c: "#a4a098" } },
      }),
    );
    if (f.beams !== false) {
      out.push(box([x0, y1 - 0.75, z0 - 0.15], [x1, y1 - 0.3, z0 + 0.25], CONCRETE));
      out.push(box([x0, y1 - 0.75, z1 - 0.25], [x1, y1 - 0.3, z1 + 0.15], CONCRETE));
      out.push(box([x0 - 0.15, y1 - 0.75, z0 + 0.25], [x0 + 0.25, y1 - 0.3, z1 - 0.25], CONCRETE));
      out.push(box([x1 - 0.25, y1 - 0.75, z0 + 0.25], [x1 + 0.15, y1 - 0.3, z1 - 0.25], CONCRETE));
    }
    // Shear walls in the end bays.
    const sh = f.shear ?? "";
    const wt = 0.25;
    const top = y1 - 0.75;
    if (sh.includes("nx"))
      out.push(box([x0 + 0.05, y0, zs[0]! + c], [x0 + 0.05 + wt, top, zs[1]! - c], CONCRETE));
    if (sh.includes("px"))
      out.push(box([x1 - 0.05 - wt, y0, zs[nz - 1]! + c], [x1 - 0.05, top, zs[nz]! - c], CONCRETE));
    if (sh.includes("pz"))
      out.push(box([xs[nx - 1]! + c, y0, z1 - 0.05 - wt], [xs[nx]! - c, top, z1 - 0.05], CONCRETE));
    if (sh.includes("nz"))
      out.push(box([xs[0]! + c, y0, z0 + 0.05], [xs[1]! - c, top, z0 + 0.05 + wt], CONCRETE));
    // Steel X-braces.
    const segs: [V3, V3][] = [];
    for (const b of f.braces ?? []) {
      if (b.side === "pz" || b.side === "nz") {
        const z = b.side === "pz" ? z1 + 0.05 : z0 - 0.05;
        const xa = xs[b.bay]! + c;
        const xb = xs[b.bay + 1]! - c;
        segs.push(
          [
            [xa, y0 + 0.1, z],
            [xb, top, z],
          ],
          [
            [xb, y0 + 0.1, z],
            [xa, top, z],
          ],
        );
      } else {
        const x = b.side === "px" ? x1 + 0.05 : x0 - 0.05;
        const za = zs[b.bay]! + c;
        const zb = zs[b.bay + 1]! - c;
        segs.push(
          [
            [x, y0 + 0.1, za],
            [x, top, zb],
          ],
          [
            [x, y0 + 0.1, zb],
            [x, top, za],
          ],
        );
      }
    }
    if (segs.length) out.push(lines(segs, STEEL_BRACE, 0.16));
  }
  // Rising columns with starter bars above the last slab.
  const last = levels[levels.length - 1]!;
  const bars: [V3, V3][] = [];
  const rise = f.rising ?? 0;
  for (const x of xs)
    for (const z of zs) {
      const cx = Math.min(x1 - c, Math.max(x0 + c, x));
      const cz = Math.min(z1 - c, Math.max(z0 + c, z));
      const h = rise > 0 ? 3 * rise : 0;
      if (h > 0)
        out.push(
          box([cx - c, last, cz - c], [cx + c, last + h, cz + c], CONCRETE, { reflect: true }),
        );
      for (const [dx, dz] of [
        [-0.12, -0.12],
        [0.12, -0.12],
        [-0.12, 0.12],
        [0.12, 0.12],
      ] as const)
        bars.push([
          [cx + dx, last + h, cz + dz],
          [cx + dx, last + h + 1.1, cz + dz],
        ]);
    }
  out.push(lines(bars, REBAR, 0.028));
  return out;
}

/** Shoring props under a slab. */
function props(x0: number, x1: number, z0: number, z1: number, y0: number, y1: number): Obj {
  const segs: [V3, V3][] = [];
  for (let x = x0 + 0.8; x < x1 - 0.4; x += 1.1)
    for (let z = z0 + 0.8; z < z1 - 0.4; z += 1.3)
      segs.push([
        [x, y0, z],
        [x, y1, z],
      ]);
  return lines(segs, "#9aa0a4", 0.05);
}

function render(
  recipe: SceneRecipe,
  size: Size,
  time: TimeOfDay,
  cam: CameraSpec,
  sun: number,
  objs: Obj[],
  o: {
    sea?: boolean;
    land?: (h: number) => number;
    hills?: number;
    clouds?: number;
    pal?: Palette;
    /** Foreground objects drawn in a second pass over the scene (their boxes still cast shadows). */
    front?: Obj[];
  } = {},
  after?: (s: ReturnType<typeof setup>) => void,
): string {
  const s = setup(recipe, size, time);
  if (o.pal) s.pal = o.pal;
  const camera = makeCamera(cam, size);
  const light = sunLight(s.pal.time, sun);
  backdrop(s.svg, s.pal, camera, light, {
    seed: recipe.seed,
    sea: o.sea ?? true,
    land: o.land ?? coastalLand,
    hills: o.hills ?? 9,
    jungle: true,
    clouds: o.clouds ?? 5,
  });
  const scene = new Scene(s.svg, camera, s.pal, light);
  scene.add(objs);
  const front = o.front ?? [];
  for (const f of front) if (f.t === "box") scene.add({ ...f, hide: "px nx py ny pz nz" });
  scene.render();
  if (front.length) {
    const second = new Scene(s.svg, camera, s.pal, light);
    second.add(front);
    second.render({ shadows: false });
  }
  after?.(s);
  return s.svg.toString();
}

function ground(x0: number, x1: number, z0: number, z1: number, y: number, m: Mat): Obj {
  return box([x0, y - 20, z0], [x1, y, z1], m, { ground: true, reflect: false });
}

/** A working pad of material `pad` inside a field of `field`, as non-overlapping pieces. */
function site(pad: [number, number, number, number], m: Mat, field: Mat = MAT.lawn, y = 0): Obj[] {
  const [x0, x1, z0, z1] = pad;
  const R = 150;
  return [
    ground(x0, x1, z0, z1, y, m),
    ground(-R, x0, -R, R, y, field),
    ground(x1, R, -R, R, y, field),
    ground(x0, x1, -R, z0, y, field),
    ground(x0, x1, z1, R, y, field),
  ];
}

function jungleAround(seed: number, z: number, y: number, n = 3, step = -9, rise = 2.5): Obj[] {
  const out: Obj[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      jungleBelt(-120, 120, z + i * step, y + i * rise, 9 + i, seed + i, i === 0 ? 0.15 : 0, true),
    );
  return out;
}

// ---------------------------------------------------------------- views

/** A villa's concrete frame rising in scaffolding, in the morning. */
function frameRising(recipe: SceneRecipe, size: Size): string {
  const rng = new Rng(recipe.seed);
  const objs: Obj[] = [];
  objs.push(...site([-18, 28, -16, 12], EARTH));
  const f: FrameSpec = { x: [0, 14], z: [-8, 0], levels: [0.3, 3.6], rising: 0.55 };
  objs.push(...concreteFrame(f));
  objs.push(props(0, 14, -8, 0, 0.3, 3.3));
  objs.push(...scaffolding(0, 14, -8, 0, 0.3, 6.4, "pz px", rng.int(1, 99)));
  objs.push(...spoilHeap(-8, 0, -4, 2.4));
  objs.push(...boardStack(17, 21, 2, 0, 3, 4, 0.25, 0.06, PLY));
  objs.push(...siteHut(-14, 0, -14));
  objs.push(...jungleAround(700, -34, 0, 4));
  objs.push(
    palm([-9, 0, 4], 9.5, 71, 0.08),
    palm([25, 0, -12], 11, 72, -0.06),
    tree([-16, 0, -20], 9, 4, 73, 0.4),
  );
  return render(
    recipe,
    size,
    "dawn",
    { pos: [24, 2.2, 17], target: [6, 2.5, -4], fov: 54, horizon: 0.58 },
    75,
    objs,
    {
      land: allLand,
      hills: 10,
    },
  );
}

/** A wide site walk: a tower crane, a half-built villa, an excavator and the site office. */
function siteWalk(recipe: SceneRecipe, size: Size): string {
  const vols: Volume[] = [
    {
      x: [0, 16],
      z: [-8, 0],
      y: 0.3,
      h: 3.3,
      sides: { pz: "glass", px: "glass", nx: "solid", nz: "solid" },
      over: { pz: 2, px: 1.5, nx: 0.4, nz: 0.4 },
      finish: "concrete",
      roofPhase: "frame",
    },
    {
      x: [4, 18],
      z: [-10, -2],
      y: 3.95,
      h: 3.1,
      sides: { pz: "louvre", px: "glass", nx: "ribbon", nz: "solid" },
      over: { pz: 1.4, px: 1.2, nx: 0.3, nz: 0.3 },
      finish: "render",
      noFloor: true,
    },
  ];
  const objs: Obj[] = [];
  objs.push(...site([-22, 34, -20, 12], EARTH));
  objs.push(...upToPhase(buildVolume(vols[0]!, 41), "walls"));
  objs.push(...upToPhase(buildVolume(vols[1]!, 42), "frame"));
  objs.push(...temporaryWorks([vols[1]!], "frame", 43));
  objs.push(...towerCrane(-8, 0, -14, 24, 26, 0.35));
  objs.push(...excavator(-12, 0, 6, 1));
  objs.push(...spoilHeap(29, 0, -6, 3));
  objs.push(...siteHut(-18, 0, 2));
  objs.push(...boardStack(20, 25, -14, 0, 4, 5, 0.22, 0.07, PLY));
  objs.push(...jungleAround(720, -30, 0, 4));
  objs.push(
    palm([36, 0, 8], 10, 74, -0.05),
    palm([-26, 0, -8], 11, 75, 0.1),
    tree([40, 0, -18], 10, 5, 76, 0.4),
  );
  return render(
    recipe,
    size,
    "day",
    { pos: [31, 5.5, 23], target: [6, 3, -4], fov: 62, horizon: 0.42 },
    60,
    objs,
    { land: (h) => Math.min(1, coastalLand(h) + 0.7), hills: 10 },
  );
}

/** A reinforced concrete frame with shear walls and steel X-bracing. */
function seismic(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  objs.push(...site([-14, 26, -18, 10], { c: "#ab8f6c" }));
  objs.push(
    ...concreteFrame({
      x: [0, 12],
      z: [-8, 0],
      levels: [0.3, 3.7, 7.1],
      shear: "nx px",
      braces: [
        { side: "pz", bay: 1 },
        { side: "px", bay: 0 },
      ],
    }),
  );
  objs.push(...boardStack(15, 19, 2, 0, 2, 4, 0.3, 0.3, { c: "#6f7478" }));
  objs.push(...jungleAround(730, -28, 0, 3));
  objs.push(palm([-6, 0, 4], 9.5, 77, 0.08), tree([22, 0, -14], 9, 4.5, 78, 0.3));
  return render(
    recipe,
    size,
    "day",
    { pos: [19, 1.8, 13], target: [5.5, 3.4, -4], fov: 56, horizon: 0.56 },
    50,
    objs,
    { land: allLand, hills: 8 },
  );
}

/** A fresh slab being poured and levelled: rebar mat, formwork edges, the pump hose, a screed. */
function slabPour(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  const y = 3.4;
  objs.push(...site([-16, 28, -18, 14], EARTH));
  const x0 = 0;
  const x1 = 14;
  const z0 = -9;
  const z1 = 0;
  for (let x = x0 + 0.3; x <= x1; x += (x1 - x0 - 0.6) / 3)
    for (const z of [z0 + 0.3, z1 - 0.3])
      objs.push(box([x - 0.2, 0.3, z - 0.2], [x + 0.2, y - 0.25, z + 0.2], CONCRETE));
  objs.push(slab(x0 - 0.3, x1 + 0.3, z0 - 0.3, z1 + 0.3, 0.3, 0.4, CONCRETE));
  objs.push(props(x0, x1, z0, z1, 0.3, y - 0.25));
  objs.push(box([x0 - 0.1, y - 0.25, z0 - 0.1], [x1 + 0.1, y - 0.2, z1 + 0.1], PLY));
  // Edge formwork boards.
  objs.push(box([x0 - 0.2, y - 0.45, z1 + 0.1], [x1 + 0.2, y + 0.12, z1 + 0.16], PLY));
  objs.push(box([x1 + 0.1, y - 0.45, z0 - 0.2], [x1 + 0.16, y + 0.12, z1 + 0.16], PLY));
  // Poured part: smooth wet concrete, darker; the rest a rebar mat.
  const split = 6.2;
  objs.push(
    box(
      [split, y - 0.2, z0 - 0.1],
      [x1 + 0.1, y, z1 + 0.1],
      { c: "#6f6d68", sheen: 1.5 },
      { reflect: false },
    ),
  );
  objs.push(rebar(x0, split - 0.1, z0, z1, y - 0.08, 0.3));
  // Screed bar across the wet concrete, a bucket and the pump hose.
  objs.push(box([9.6, y, z0 + 0.5], [9.75, y + 0.1, z1 - 0.5], { c: "#d4d7d9" }));
  objs.push(cylinderTool([12.2, y, -1.6], 0.22, 0.35, "#3a4a54"));
  const hoseTop: V3 = [split + 0.4, y + 7, -4];
  objs.push(lines([[hoseTop, [split + 0.4, y + 0.6, -4]]], "#2b2d2e", 0.14));
  objs.push(
    lines(
      [
        [
          [split + 0.4, y + 0.6, -4],
          [split + 1, y + 0.1, -3.6],
        ],
      ],
      "#2b2d2e",
      0.14,
    ),
  );
  // The pump truck behind the slab and its folding boom.
  objs.push(box([-14, 0, -15], [-6, 2.6, -12.5], { c: "#e8e3d6" }));
  objs.push(box([-6, 0, -15], [-4, 2.2, -12.5], { c: "#d9a63a" }));
  const elbow: V3 = [-2, y + 9.5, -9];
  objs.push(
    lines(
      [
        [[-8, 2.8, -13.7], elbow],
        [elbow, hoseTop],
      ],
      "#d9a63a",
      0.4,
    ),
  );
  objs.push(...jungleAround(740, -28, 0, 3));
  objs.push(palm([-9, 0, -2], 10, 79, 0.08));
  return render(
    recipe,
    size,
    "day",
    { pos: [17, 7.6, 9], target: [4, 3, -4], fov: 60, horizon: 0.3 },
    -40,
    objs,
    { land: allLand },
  );
}

/** An infinity pool under construction: rebar walls, formwork on the sea edge, the ocean beyond. */
function poolBuild(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  const px0 = -6;
  const px1 = 8;
  const pz0 = -8;
  const pz1 = 6;
  const d = 1.5;
  const t = 0.25;
  const pad: Mat = { c: "#b59571" };
  objs.push(ground(-60, px0 - t, -40, pz1 + t, 0, pad));
  objs.push(ground(px1 + t, 60, -40, pz1 + t, 0, pad));
  objs.push(ground(px0 - t, px1 + t, -40, pz0 - t, 0, pad));
  objs.push(ground(-60, 60, pz1 + t, 30, -6, MAT.lawn));
  // The pit: blinding slab and the floor's rebar mat.
  objs.push(
    box([px0 - t, -d - 0.3, pz0 - t], [px1 + t, -d, pz1 + t], { c: "#a19d95" }, { ground: true }),
  );
  objs.push(rebar(px0 + 0.2, px1 - 0.2, pz0 + 0.2, pz1 - 0.2, -d + 0.06, 0.45));
  // Side walls already cast, with starter bars; the near wall still a cage.
  objs.push(box([px0 - t, -d, pz0 - t], [px0, 0.05, pz1 + t], CONCRETE));
  objs.push(box([px1, -d, pz0 - t], [px1 + t, 0.05, pz1 + t], CONCRETE));
  const bars: [V3, V3][] = [];
  for (let z = pz0; z <= pz1 + 1e-6; z += 0.4)
    for (const x of [px0 - t / 2, px1 + t / 2])
      bars.push([
        [x, 0.05, z],
        [x, 0.55, z],
      ]);
  for (let x = px0 + 0.2; x <= px1 - 0.2 + 1e-6; x += 0.3)
    bars.push([
      [x, -d, pz0 - 0.12],
      [x, 0.35, pz0 - 0.12],
    ]);
  for (let yy = -d + 0.25; yy <= 0.35; yy += 0.3)
    bars.push([
      [px0, yy, pz0 - 0.12],
      [px1, yy, pz0 - 0.12],
    ]);
  objs.push(lines(bars, REBAR, 0.03));
  const far: [V3, V3][] = [];
  for (let x = px0 + 0.2; x <= px1 - 0.2 + 1e-6; x += 0.3)
    far.push([
      [x, -d, pz1 + 0.12],
      [x, 0.45, pz1 + 0.12],
    ]);
  objs.push(lines(far, REBAR, 0.03));
  // Sea side: plywood forms braced from the outside, the spill edge to come.
  objs.push(box([px0, -d, pz1 - 0.04], [px1, -0.05, pz1], PLY));
  const braces: [V3, V3][] = [];
  for (let x = px0 + 0.6; x < px1; x += 1.4)
    braces.push([
      [x, -0.1, pz1],
      [x, 0.5, pz1 + 1.4],
    ]);
  objs.push(lines(braces, "#8c6a44", 0.08));
  objs.push(...boardStack(-11, -8, -3, 0, 3, 4, 0.25, 0.06, PLY));
  objs.push(...spoilHeap(13, 0, -5, 2.2));
  objs.push(palm([9.8, 0, 5.6], 9.5, 81, -0.12), palm([-8.5, 0, 4.5], 8.5, 82, 0.14));
  return render(
    recipe,
    size,
    "golden",
    { pos: [1, 2.2, -9.5], yaw: 0, fov: 66, horizon: 0.4 },
    -125,
    objs,
    {},
  );
}

function overcast(): Palette {
  const d = palette("day");
  return {
    ...d,
    sky: ["#7f8c95", "#a3adb1", "#c3c9c8"],
    seaFar: "#98a4a6",
    seaNear: "#4b6166",
    glint: "#d0d8d8",
    haze: "#aeb7b9",
    hazeDistance: 150,
    light: "#e6eaea",
    lightK: 0.22,
    ambient: "#c7ced1",
    ambientK: 0.78,
    leaf: ["#2c3f36", "#44594c", "#66796a"],
    cloud: "#8f999f",
    cloudOpacity: 0.8,
  };
}

/** Heavy rain over a site: tarps over the stacks, drainage channels running with water. */
function rainySite(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  objs.push(...site([-20, 30, -18, 14], EARTH_WET, { c: "#55683f" }));
  objs.push(...concreteFrame({ x: [0, 12], z: [-9, -1], levels: [0.3, 3.6], rising: 0.5 }));
  const water: Mat = { c: "#8b9ba0", sheen: 1.6 };
  // Drainage channels: along the pad, then across the front to the outfall, with concrete kerbs.
  const kerb: Mat = { c: "#8d8a84" };
  objs.push(box([-3, 0, 1.3], [16.2, 0.02, 2.7], kerb, { ground: true }));
  objs.push(box([14.8, 0, 2.7], [16.2, 0.02, 16], kerb, { ground: true }));
  objs.push(box([-3, 0.02, 1.5], [16, 0.03, 2.5], water, { cast: false }));
  objs.push(box([15, 0.02, 2.5], [16, 0.03, 16], water, { cast: false }));
  objs.push(box([4, 0, 5], [10, 0.01, 8], water, { cast: false }));
  objs.push(box([-2, 0, 9], [1.5, 0.01, 11], water, { cast: false }));
  objs.push(...tarp(-7, -1, 3, 6, 0, 1.3, "#3f6f86"));
  objs.push(...tarp(19, 24, -5, -1, 0, 1.4, "#5b7f8c"));
  objs.push(...tarp(17.5, 21, 5, 8, 0, 1.1, "#3f6f86"));
  objs.push(...siteHut(-14, 0, -10));
  objs.push(...jungleAround(750, -26, 0, 3));
  objs.push(
    palm([-10, 0, 8], 10, 83, 0.14),
    palm([26, 0, 6], 11, 84, 0.1),
    tree([-16, 0, -16], 9, 4, 85, 0.3),
  );
  return render(
    recipe,
    size,
    "day",
    { pos: [24, 3.2, 20], target: [6, 2, -2], fov: 58, horizon: 0.46 },
    -30,
    objs,
    { land: allLand, clouds: 9, pal: overcast() },
    (s) => rain(s.svg, s.pal, recipe.seed + 5),
  );
}

/** A scaffold run of boxes: standards, ledgers, guardrails, toe boards and decks, against a facade at z. */
function scaffoldRun(
  x0: number,
  x1: number,
  z: number,
  y0: number,
  lifts: number,
  lift = 2,
): Obj[] {
  const out: Obj[] = [];
  const tube: Mat = { c: "#a9afb3" };
  const deck: Mat = { c: "#b48d5e", lines: [{ axis: 2, step: 0.25, opacity: 0.25, width: 0.015 }] };
  const toe: Mat = { c: "#d9a63a" };
  const depth = 1.1;
  const zi = z + 0.3;
  const zo = zi + depth;
  const bays = Math.max(1, Math.round((x1 - x0) / 2.4));
  const r = 0.03;
  const top = y0 + lifts * lift + 1.1;
  for (let i = 0; i <= bays; i++) {
    const x = x0 + ((x1 - x0) * i) / bays;
    for (const zz of [zi, zo]) out.push(box([x - r, y0, zz - r], [x + r, top, zz + r], tube));
  }
  for (let l = 1; l <= lifts; l++) {
    const y = y0 + l * lift;
    out.push(box([x0 - 0.1, y - 0.05, zi], [x1 + 0.1, y, zo], deck, { cast: false }));
    // Toe board and guardrails on the outer face.
    out.push(box([x0 - 0.1, y, zo - 0.03], [x1 + 0.1, y + 0.15, zo], toe));
    out.push(box([x0 - 0.1, y + 0.5 - r, zo - r], [x1 + 0.1, y + 0.5 + r, zo + r], tube));
    out.push(box([x0 - 0.1, y + 1.0 - r, zo - r], [x1 + 0.1, y + 1.0 + r, zo + r], tube));
    // End guardrails.
    for (const x of [x0 - 0.1, x1 + 0.1]) {
      out.push(box([x - r, y + 1.0 - r, zi], [x + r, y + 1.0 + r, zo], tube));
      out.push(box([x - r, y + 0.5 - r, zi], [x + r, y + 0.5 + r, zo], tube));
    }
  }
  // Diagonal braces on the outer face.
  const segs: [V3, V3][] = [];
  for (let i = 0; i < bays; i += 2) {
    const xa = x0 + ((x1 - x0) * i) / bays;
    const xb = x0 + ((x1 - x0) * (i + 1)) / bays;
    segs.push([
      [xa, y0, zo + 0.04],
      [xb, y0 + lift * 2, zo + 0.04],
    ]);
  }
  out.push(lines(segs, "#a9afb3", 0.05));
  // Access ladder.
  const lx = x1 - 1.2;
  const rungs: [V3, V3][] = [
    [
      [lx, y0, zo - 0.5],
      [lx, y0 + lift + 1, zo - 0.5],
    ],
    [
      [lx + 0.45, y0, zo - 0.5],
      [lx + 0.45, y0 + lift + 1, zo - 0.5],
    ],
  ];
  for (let y = y0 + 0.3; y < y0 + lift + 1; y += 0.3)
    rungs.push([
      [lx, y, zo - 0.5],
      [lx + 0.45, y, zo - 0.5],
    ]);
  out.push(lines(rungs, "#8b9094", 0.04));
  return out;
}

/** Scaffolding with guardrails and toe boards, hard hats on a rack, safety signs on the hoarding. */
function safety(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  objs.push(...site([-30, 30, -20, 20], { c: "#a98a66" }));
  // The building behind: a two-storey frame with block infill.
  objs.push(...concreteFrame({ x: [-10, 6], z: [-8, 0], levels: [0.3, 3.6, 6.9], shear: "nx" }));
  objs.push(
    box([-9.8, 0.3, -0.3], [5.8, 2.9, -0.1], {
      c: "#c7c1b6",
      lines: [{ axis: 1, step: 0.2, opacity: 0.18, width: 0.01 }],
    }),
  );
  objs.push(...scaffoldRun(-10, 6, 0, 0.3, 3));
  objs.push(...boardStack(-4, -1, 4.5, 0, 2, 3, 0.2, 0.05, PLY));
  const front: Obj[] = [];
  // Site office with the hard-hat rack and safety signs on its side wall (facing +x).
  const hx = -6.6;
  front.push(
    box([hx - 2.4, 0, 2], [hx, 2.6, 9], {
      c: "#e8e3d6",
      lines: [{ axis: 2, step: 0.3, opacity: 0.15 }],
    }),
  );
  front.push(box([hx, 1.3, 4.5], [hx + 0.06, 1.42, 7.4], { c: "#8a6a4c" }));
  const hats = ["#f2efe8", "#e0b13c", "#f2efe8", "#e0793c", "#f2efe8"];
  hats.forEach((c, i) => front.push(hardHat([hx + 0.22, 1.46, 4.85 + i * 0.58], 0.21, c)));
  const sign = (z0: number, kind: "mandatory" | "warning" | "firstaid") =>
    signBoard(
      [
        [hx + 0.02, 2.35, z0],
        [hx + 0.02, 2.35, z0 + 0.7],
        [hx + 0.02, 1.65, z0 + 0.7],
        [hx + 0.02, 1.65, z0],
      ],
      kind,
    );
  front.push(sign(2.1, "mandatory"), sign(2.85, "warning"), sign(3.6, "firstaid"));
  objs.push(...jungleAround(760, -24, 0, 3));
  objs.push(palm([-16, 0, 2], 10, 86, 0.1), tree([16, 0, -10], 9, 4, 87, 0.3));
  return render(
    recipe,
    size,
    "day",
    { pos: [1.5, 1.6, 11.5], target: [-4.2, 2.2, 3.3], fov: 64, horizon: 0.5 },
    55,
    objs,
    { land: allLand, hills: 8, front },
  );
}

/** A steep jungle hillside cut into terraces: stepped retaining walls and new foundations. */
function hillside(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  const wall: Mat = { c: "#b8b3a9", lines: [{ axis: 1, step: 0.6, opacity: 0.14, width: 0.015 }] };
  const green: Mat = { c: "#5b7450" };
  const step = 2.4;
  const run = 5;
  const x0 = -7;
  const x1 = 9;
  const n = 5;
  const rng = new Rng(recipe.seed + 90);
  for (let i = 0; i < n; i++) {
    const y = i * step;
    const zf = -i * run;
    // Cut terrace in the middle, the untouched slope either side.
    objs.push(
      box([x0, y - 30, zf - run], [x1, y, zf], i === 0 ? EARTH : { c: "#ae8a62" }, {
        ground: i === 0,
      }),
    );
    objs.push(box([-60, y - 30, zf - run], [x0, y + 0.6, zf], green, { ground: i === 0 }));
    objs.push(box([x1, y - 30, zf - run], [60, y + 0.6, zf], green, { ground: i === 0 }));
    objs.push(
      box([x0, y, zf - run - 0.05], [x1, y + step + 0.5, zf - run + 0.35], wall, {
        reflect: false,
      }),
    );
    if (i < n - 1) {
      const bars: [V3, V3][] = [];
      for (let x = x0 + 2; x < x1 - 1; x += 4) {
        const z = zf - run / 2 + 0.6;
        objs.push(box([x - 0.6, y, z - 0.6], [x + 0.6, y + 0.3, z + 0.6], CONCRETE));
        for (const [dx, dz] of [
          [-0.15, -0.15],
          [0.15, -0.15],
          [-0.15, 0.15],
          [0.15, 0.15],
        ] as const)
          bars.push([
            [x + dx, y + 0.3, z + dz],
            [x + dx, y + 1.4, z + dz],
          ]);
      }
      objs.push(lines(bars, REBAR, 0.03));
    }
    // Jungle on the slopes beside the cut.
    for (let k = 0; k < 4; k++) {
      const left = k % 2 === 0;
      const x = left ? rng.range(-30, x0 - 2) : rng.range(x1 + 2, 30);
      const z = zf - rng.range(0.5, run - 0.5);
      objs.push(
        tree(
          [x, y + 0.6, z],
          rng.range(7, 11),
          rng.range(2.8, 4.2),
          900 + i * 4 + k,
          rng.range(0.1, 0.5),
        ),
      );
    }
  }
  objs.push(
    box([-60, n * step - 30, -n * run - 60], [60, n * step + 0.6, -n * run], green, {
      ground: false,
    }),
  );
  for (let i = 0; i < 3; i++)
    objs.push(
      jungleBelt(-120, 120, -n * run - 2 - i * 7, n * step + 0.6 + i * 3, 10 + i, 770 + i, 0, true),
    );
  return render(
    recipe,
    size,
    "golden",
    { pos: [30, 13, 16], target: [1, 5, -10], fov: 54, horizon: 0.42 },
    -60,
    objs,
    { land: allLand, hills: 12 },
  );
}

/** A jungle lot with a water tank, a drilled well and survey stakes. */
function waterLot(recipe: SceneRecipe, size: Size): string {
  const objs: Obj[] = [];
  objs.push(...site([-6, 10, -8, 6], { c: "#b08d66" }, { c: "#5f7849" }));
  objs.push(box([-1.5, 0, -4.5], [1.5, 0.25, -1.5], CONCRETE));
  objs.push(cylinderTool([0, 0.25, -3], 1.15, 2.3, "#2f3a3c", { hoops: 3 }));
  objs.push(box([-0.2, 2.55, -3.2], [0.2, 2.75, -2.8], { c: "#2f3a3c" }));
  // The well: a concrete ring, a steel cap and a pipe to the tank.
  objs.push(cylinderTool([5, 0, -0.5], 0.55, 0.6, "#b9b4aa", { top: "#a9a49a" }));
  objs.push(box([4.7, 0.6, -0.8], [5.3, 0.75, -0.2], { c: "#5b6468" }));
  objs.push(box([4.95, 0.75, -0.55], [5.05, 1.3, -0.45], { c: "#5b6468" }));
  objs.push(
    lines(
      [
        [
          [5, 1.3, -0.5],
          [5, 1.3, -1.8],
        ],
        [
          [5, 1.3, -1.8],
          [1.1, 1.3, -2.6],
        ],
      ],
      "#3a5a8a",
      0.06,
    ),
  );
  // Survey stakes at the lot corners, with a string line.
  const corners: V3[] = [
    [-2.5, 0, 3.5],
    [8.5, 0, 5],
    [8, 0, -7],
    [-4.5, 0, -6],
  ];
  corners.forEach((c, i) => objs.push(...stake(c, 1.1, 40 + i)));
  objs.push(...stake([3, 0, 4.25], 0.9, 45), ...stake([8.25, 0, -1], 0.9, 46));
  objs.push(stringLine(corners.concat([corners[0]!]).map((p) => [p[0], 0.45, p[2]] as V3)));
  const rng = new Rng(recipe.seed + 7);
  for (let i = 0; i < 14; i++) {
    const left = i % 2 === 0;
    const x = left ? rng.range(-22, -8) : rng.range(12, 26);
    const z = rng.range(-18, 6);
    objs.push(tree([x, 0, z], rng.range(7, 12), rng.range(2.8, 4.5), 950 + i, rng.range(0.1, 0.5)));
  }
  objs.push(palm([-7, 0, 7], 9, 91, 0.12), palm([12, 0, 3], 10.5, 92, -0.08));
  objs.push(...jungleAround(780, -16, 0, 3, -8, 1.5));
  return render(
    recipe,
    size,
    "day",
    { pos: [6.5, 1.6, 9], target: [1.5, 1.2, -2.5], fov: 58, horizon: 0.5 },
    -60,
    objs,
    { land: allLand, hills: 9 },
  );
}

export function siteScene(recipe: SceneRecipe, size: Size): string {
  const view = str(recipe, "view", "frame");
  switch (view) {
    case "walk":
      return siteWalk(recipe, size);
    case "seismic":
      return seismic(recipe, size);
    case "pour":
      return slabPour(recipe, size);
    case "pool":
      return poolBuild(recipe, size);
    case "rain":
      return rainySite(recipe, size);
    case "safety":
      return safety(recipe, size);
    case "hillside":
      return hillside(recipe, size);
    case "water":
      return waterLot(recipe, size);
    default:
      return frameRising(recipe, size);
  }
}
