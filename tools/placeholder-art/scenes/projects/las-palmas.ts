/**
 * Villa Las Palmas, Mal País: a single-level white villa among palms, a long
 * lap pool, timber louvres. Stage "before" is the 1990s beach house the
 * renovation started from: the same footprint, small windows, streaked
 * render, a rusted roof and a garden gone wild.
 */
import { lounger, MAT, pool, slab, stair, type Volume } from "../lib/architecture";
import { Rng } from "../lib/prng";
import { box, type Obj } from "../lib/scene3d";
import { shrub } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground, jungle, palmGrove, volumes } from "./site";

const vols: Volume[] = [
  {
    x: [0, 26],
    z: [-5, 2],
    y: 0.45,
    h: 3.2,
    sides: { pz: "louvre", px: "glass", nx: "solid", nz: "ribbon" },
    over: { pz: 2.4, px: 1.5, nx: 0.6, nz: 1.2 },
    finish: "render",
    soffit: true,
  },
  {
    x: [-9, 0],
    z: [-13, 2],
    y: 0.45,
    h: 3.2,
    sides: { pz: "glass", nx: "louvre", px: "solid", nz: "solid" },
    over: { pz: 2.4, nx: 1.5, px: 0.2, nz: 0.6 },
    finish: "render",
  },
];

/** The house as found: the renovation kept its slab and frame. */
const before: Volume[] = vols.map((v) => ({
  ...v,
  h: 2.8,
  sides: { pz: "solid", px: "solid" },
  over: { pz: 0.7, px: 0.5, nx: 0.5, nz: 0.5 },
  finish: "weathered",
  soffit: false,
  furnish: false,
}));

/** Small windows along the garden side, each streaked with rust below its sill. */
function oldWindows(): Obj[] {
  const out: Obj[] = [];
  const z = 2;
  for (let x = 1.2; x < 25; x += 3.4) {
    out.push(box([x, 1.4, z + 0.05], [x + 1.3, 2.7, z + 0.12], MAT.glass(0.65)));
    out.push(box([x - 0.08, 1.32, z + 0.05], [x + 1.38, 1.4, z + 0.2], { c: "#9a9182" }));
    out.push(box([x + 0.35, 0.9, z + 0.05], [x + 0.45, 1.32, z + 0.06], { c: "#8c6f55" }));
  }
  return out;
}

function buildBefore(): Obj[] {
  const rng = new Rng(7390);
  const objs: Obj[] = [ground(-120, 120, -120, 60, 0, { c: "#7f8a55", sheen: 0.9 })];
  objs.push(...volumes(before, "finished", 71), ...oldWindows());
  objs.push(box([-9.6, 0, -13.6], [26.6, 0.45, 2.6], MAT.smoothConcrete, { reflect: false }));
  for (const v of before)
    objs.push(box([v.x[0] - 0.7, 3.5, v.z[0] - 0.7], [v.x[1] + 0.7, 3.75, v.z[1] + 0.9], MAT.rust));
  // The old terrace, cracked, where the lap pool is now.
  objs.push(box([-2, 0, 2.6], [12, 0.12, 6.5], { c: "#a39d90" }, { ground: true }));
  // Weeds and sea grape along the house and across the old terrace.
  for (let i = 0; i < 22; i++)
    objs.push(
      shrub(
        [rng.range(-10, 24), 0, rng.range(3, 10)],
        rng.range(1.2, 3.2),
        rng.range(0.4, 1.1),
        7391 + i,
      ),
    );
  objs.push(...palmGrove(7301, 16, [-35, 45, -30, 30], [[-12, 30, -16, 11]], 0, 3));
  objs.push(...jungle(7350, -40, -12, 3, 0, 1.5, 12));
  return objs;
}

function build(stage: string): Obj[] {
  if (stage === "before") return buildBefore();
  const objs: Obj[] = [ground(-120, 120, -120, 60, 0, MAT.lawn)];
  objs.push(...volumes(vols, "finished", 71));
  objs.push(box([-9.6, 0, -13.6], [26.6, 0.45, 4.6], MAT.stone, { reflect: true }));
  objs.push(slab(-9, 26, 2, 4.4, 0.5, 0.06, MAT.deck(2)));
  objs.push(...stair(8, 0, 5.2, "z", 3, 0.45, 2, MAT.stone, -0.35));
  objs.push(...pool({ x: [-6, 24], z: [6.5, 9.2], y: 0.06 }));
  objs.push(box([-7, 0, 5.9], [25, 0.06, 9.8], MAT.paving, { ground: true }));
  objs.push(...lounger(12, 10.3, 0.06, "z"), ...lounger(14, 10.3, 0.06, "z"));
  objs.push(shrub([-3, 0, 4.9], 4, 0.7, 5), shrub([21, 0, 4.9], 4, 0.7, 6));
  objs.push(...palmGrove(7301, 16, [-35, 45, -30, 30], [[-12, 30, -16, 11]], 0, 3));
  objs.push(...jungle(7350, -40, -12, 3, 0, 1.5, 12));
  return objs;
}

export const lasPalmas: Project = {
  seed: 7300,
  backdrop: { sea: true, hills: 7, jungle: true },
  build,
  views: {
    cover: {
      cam: { pos: [-14, 1.7, 14], target: [10, 1, 2], fov: 58, horizon: 0.52 },
      time: "golden",
      sun: -55,
    },
    front: {
      cam: { pos: [32, 1.6, 18], target: [8, 1.5, -2], fov: 55, horizon: 0.55 },
      time: "day",
      sun: 50,
    },
    dusk: {
      cam: { pos: [6, 1.6, 22], target: [8, 1.5, -2], fov: 60, horizon: 0.52 },
      time: "dusk",
      sun: -30,
    },
    louvres: {
      cam: { pos: [19, 1.5, 5.4], target: [13, 2.2, 2.3], fov: 52, horizon: 0.5 },
      time: "golden",
      sun: -70,
    },
    pool: {
      cam: { pos: [-8.5, 1.2, 8.3], yaw: 93, fov: 62, horizon: 0.48 },
      time: "day",
      sun: -40,
    },
  },
};
