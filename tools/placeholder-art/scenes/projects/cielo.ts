/** Villa Cielo, Pacific coast: a two-storey glass villa on a ridge with a long infinity pool. */
import { lounger, MAT, pool, slab, stair, type Volume } from "../lib/architecture";
import { box, type Obj } from "../lib/scene3d";
import { shrub } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground, jungle, palmGrove, volumes } from "./site";

const vols: Volume[] = [
  {
    x: [0, 22],
    z: [-6, 2],
    y: 0,
    h: 3.6,
    sides: { pz: "glass", px: "glass", nx: "glass", nz: "solid" },
    over: { pz: 2.8, px: 2, nx: 1.2, nz: 0.4 },
    finish: "stone",
    roofPhase: "frame",
  },
  {
    x: [3, 27],
    z: [-8, 0.5],
    y: 3.95,
    h: 3.3,
    sides: { pz: "glass", px: "glass", nx: "solid", nz: "ribbon" },
    over: { pz: 2.2, px: 1.8, nx: 0.5, nz: 0.5 },
    finish: "render",
    noFloor: true,
  },
];

function build(): Obj[] {
  const objs: Obj[] = [
    ground(-120, 120, -14, 12.3, 0, MAT.lawn),
    ground(-120, 120, 12.6, 120, -30, MAT.lawn),
    ground(-120, 120, -120, -14, -20, MAT.lawn),
  ];
  objs.push(...volumes(vols, "finished", 31));
  objs.push(slab(22.5, 27.5, -8.5, 1, 3.95, 0.35, MAT.smoothConcrete, { reflect: true }));
  objs.push(slab(-3, 32, 2, 5.5, 0.06, 0.06, MAT.paving));
  objs.push(...pool({ x: [-8, 34], z: [5.8, 12.3], y: 0.06, infinity: "pz" }));
  objs.push(box([-8.3, -30, 12.3], [34.3, -0.1, 12.6], MAT.stone));
  objs.push(...stair(-4.84, 0, -4, "x", 1.2, 3.95, 13, MAT.timber(0), 0.28));
  objs.push(box([-5, 0, -4.3], [-1.2, 3.95, -4.1], { c: "#c9c2b4" }));
  objs.push(
    ...lounger(8, 2.6, 0.06, "z"),
    ...lounger(10, 2.6, 0.06, "z"),
    ...lounger(12, 2.6, 0.06, "z"),
  );
  objs.push(shrub([30, 0, 1], 4, 0.8, 9), shrub([-5, 0, -9], 5, 0.9, 10));
  objs.push(...palmGrove(3130, 5, [-30, 50, -13, 4], [[-10, 36, -10, 13]], 0, 2));
  objs.push(...jungle(3140, 20, 10, 2, -30, 4, 16));
  objs.push(...jungle(3150, -22, -12, 3, -20, 4, 14));
  return objs;
}

export const cielo: Project = {
  seed: 3100,
  backdrop: { sea: true, hills: 6, jungle: true },
  build,
  views: {
    cover: {
      cam: { pos: [-20, 2.2, 16], target: [10, 2.5, -1], fov: 58, horizon: 0.54 },
      time: "golden",
      sun: -62,
    },
    garden: {
      cam: { pos: [44, 1.7, 8], target: [12, 2.5, -2], fov: 55, horizon: 0.55 },
      time: "day",
      sun: -50,
    },
    dusk: {
      cam: { pos: [12, 1.7, 30], target: [12, 3, -2], fov: 58, horizon: 0.55 },
      time: "dusk",
      sun: -40,
    },
    night: {
      cam: { pos: [-22, 1.7, 12], target: [12, 3, -2], fov: 58, horizon: 0.52 },
      time: "night",
    },
    pool: {
      cam: { pos: [36, 1.1, 7.2], yaw: -82, fov: 60, horizon: 0.5 },
      time: "golden",
      sun: -75,
    },
    stair: {
      cam: { pos: [-9, 1.6, 1.5], target: [-3, 2, -3.4], fov: 55, horizon: 0.45 },
      time: "day",
      sun: -60,
    },
    terrace: {
      cam: { pos: [14, 5.6, 3.4], yaw: -24, fov: 62, horizon: 0.5 },
      time: "golden",
      sun: -35,
    },
    aerial: {
      cam: { pos: [52, 22, 36], target: [10, 0, -2], fov: 50, horizon: 0.2 },
      time: "dawn",
      sun: 150,
    },
  },
};
