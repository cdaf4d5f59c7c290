/**
 * Casa Horizonte, Santa Teresa: a hillside villa of two concrete volumes with
 * cantilevered flat roofs and an infinity pool facing the sunset. Under
 * construction, so the gallery mixes the design with the site's stages.
 */
import {
  buildVolume,
  lounger,
  MAT,
  pool,
  slab,
  upToPhase,
  type Phase,
  type Volume,
} from "../lib/architecture";
import { excavator, siteHut, spoilHeap, temporaryWorks, type Stage } from "../lib/construction";
import { Rng } from "../lib/prng";
import { box, type Obj } from "../lib/scene3d";
import { jungleBelt, palm, shrub, tree } from "../lib/vegetation";
import type { Project } from "./kit";

export const horizonteVolumes: Volume[] = [
  {
    x: [0, 15],
    z: [-6, 2],
    y: 0,
    h: 3.5,
    sides: { pz: "glass", px: "glass", nx: "slot", nz: "solid" },
    over: { pz: 3.2, px: 2.6, nx: 0.5, nz: 0.3 },
    finish: "concrete",
    roofPhase: "frame",
  },
  {
    x: [-6, 9],
    z: [-11, -2.5],
    y: 3.85,
    h: 3.2,
    sides: { pz: "louvre", nx: "glass", px: "ribbon", nz: "solid" },
    over: { pz: 2.4, nx: 2.2, px: 0.4, nz: 0.4 },
    finish: "render",
    noFloor: true,
  },
];

const STAGE_PHASE: Record<Stage, Phase> = {
  excavation: "site",
  foundation: "foundation",
  frame: "frame",
  roof: "roof",
  glazing: "glazing",
  finished: "finish",
};

function build(s: string): Obj[] {
  const stage = s as Stage;
  const rng = new Rng(4107);
  const done = stage === "finished" || s === "split";
  const dug = stage === "excavation" || stage === "foundation";
  const objs: Obj[] = [];
  const green = MAT.lawn;
  const earth = MAT.earth;
  // Terrain: the slope above, the cut pad, the garden below.
  objs.push(
    box([-80, -20, -90], [80, 3.6, -8.4], dug ? { c: "#7d8a5a" } : green, {
      ground: true,
      reflect: false,
    }),
  );
  objs.push(
    box([-80, -20, -8.4], [80, 0, 6.55], done ? green : earth, { ground: true, reflect: false }),
  );
  objs.push(box([-80, -40, 6.9], [80, -14, 90], green, { ground: true, reflect: false }));
  // Retaining walls: built first, they hold the cut.
  objs.push(box([-14, 0, -8.6], [24, 3.6, -8.2], MAT.concrete(0), { reflect: true }));
  objs.push(box([-14, -14, 6.55], [24, -0.12, 6.9], MAT.stone, { reflect: false }));
  if (stage === "excavation") {
    objs.push(box([-14, 0, -8.6], [24, 3.6, -8.2], MAT.concrete(0)));
    objs.push(...excavator(6, 0, -1, -1), ...spoilHeap(19, 0, 1, 3.2), ...spoilHeap(-9, 0, 3, 2.2));
  }
  // The building, phase by phase.
  const split = s === "split";
  // The last weeks: the house built and glazed, the pool filled to be tested,
  // the site hut still there and the garden not yet planted.
  const finishing = s === "finishes";
  const phase = split || finishing ? "finish" : STAGE_PHASE[stage];
  horizonteVolumes.forEach((v, i) =>
    objs.push(...upToPhase(buildVolume(v, 21 + i), split && i === 1 ? "frame" : phase)),
  );
  if (split) objs.push(...temporaryWorks([horizonteVolumes[1]!], "frame", 5));
  if (phase !== "site" && phase !== "foundation")
    objs.push(slab(-6.2, 9.2, -11.2, -2.3, 3.85, 0.35, MAT.smoothConcrete, { reflect: true }));
  objs.push(...temporaryWorks(horizonteVolumes, stage, 5));
  // Pool and terrace.
  if (stage === "glazing")
    objs.push(...pool({ x: [-1, 17], z: [3.2, 6.55], y: 0.06, infinity: "pz", water: false }));
  if (finishing) objs.push(...pool({ x: [-1, 17], z: [3.2, 6.55], y: 0.06, infinity: "pz" }));
  if (done) {
    objs.push(slab(-1.3, 17.3, 2, 3.2, 0.06, 0.06, MAT.deck(2)));
    objs.push(...pool({ x: [-1, 17], z: [3.2, 6.55], y: 0.06, infinity: "pz" }));
    objs.push(...lounger(9.5, 2.0, 0.06, "x"), ...lounger(12, 2.0, 0.06, "x"));
    objs.push(shrub([19.5, 0, 3], 3, 0.8, 3), shrub([-3.5, 0, 3.5], 2.6, 0.7, 4));
  } else {
    objs.push(...siteHut(20, 0, -6.5));
  }
  // Planting: jungle belts on the slope above and below, a few trees, palms by the terrace.
  for (let i = 0; i < 4; i++)
    objs.push(jungleBelt(-90, 90, -16 - i * 9, 3.6 + i * 2.5, 9 + i, 300 + i, 0, true));
  for (let i = 0; i < 2; i++) objs.push(jungleBelt(-90, 90, 14 + i * 10, -14, 11 - i, 310 + i));
  for (let i = 0; i < 3; i++) {
    const x = rng.range(-40, 40);
    const z = rng.range(-14, -10);
    objs.push(tree([x, 3.6, z], rng.range(8, 12), rng.range(3.5, 5), 100 + i, rng.range(0.1, 0.5)));
  }
  objs.push(
    palm([21, 0, 4.5], 9.5, 31, -0.1, done),
    palm([26, 0, -1.5], 11.5, 32, 0.06),
    palm([-13, 0, 5], 10, 33, 0.12),
  );
  if (done) objs.push(palm([-15, 0, -3], 8, 34, -0.05));
  return objs;
}

export const horizonte: Project = {
  seed: 4100,
  backdrop: { sea: true, hills: 10, jungle: true },
  build,
  views: {
    cover: {
      cam: { pos: [-21, 2.6, 15], target: [6, 2, -3], fov: 55, horizon: 0.55 },
      time: "golden",
      sun: -62,
    },
    terrace: {
      cam: { pos: [19.5, 1.6, 2.7], yaw: -72, fov: 60, horizon: 0.52 },
      time: "dusk",
      sun: -45,
    },
    pool: {
      cam: { pos: [13, 1.0, 2.85], yaw: -28, fov: 62, horizon: 0.5 },
      time: "golden",
      sun: -18,
    },
    night: {
      cam: { pos: [26, 1.6, 13], target: [4, 2, -3], fov: 55, horizon: 0.5 },
      time: "night",
    },
    about: {
      cam: { pos: [-24, 3.5, 18], target: [8, 2.5, -4], fov: 52, horizon: 0.5, shift: 0.12 },
      time: "dawn",
      sun: 150,
      stage: "split",
    },
    site: {
      cam: { pos: [27, 9, 20], target: [4, 0, -3], fov: 55, horizon: 0.3 },
      time: "day",
      sun: 40,
    },
    siteLow: {
      cam: { pos: [-20, 5, 16], target: [5, 2, -4], fov: 58, horizon: 0.4 },
      time: "dawn",
    },
    // The build diary's photos: where someone on the site stands with a phone.
    walk: {
      cam: { pos: [-16, 1.6, 1], target: [6, 1.8, -1], fov: 58, horizon: 0.55 },
      time: "day",
      sun: 40,
    },
    above: {
      cam: { pos: [-14, 10, -7], target: [8, 0, 6], fov: 60, horizon: 0.24 },
      time: "day",
      sun: 60,
    },
    corner: {
      cam: { pos: [21, 5.4, -12], target: [3, 1, 4], fov: 60, horizon: 0.36 },
      time: "golden",
      sun: -40,
    },
    east: {
      cam: { pos: [31, 2.2, 4], target: [6, 2.5, -4], fov: 56, horizon: 0.55 },
      time: "day",
      sun: -20,
    },
  },
};
