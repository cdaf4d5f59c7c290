/**
 * Bungalows Playa Hermosa: a cluster of timber-and-concrete bungalows with
 * decks near the beach. Stage "lot" is the beach lot before building: the
 * same palms, with sea grape and scrub where the bungalows stand.
 */
import { lounger, MAT, slab, type Volume } from "../lib/architecture";
import { Rng } from "../lib/prng";
import { type Obj } from "../lib/scene3d";
import { shrub, tree } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground, jungle, palmGrove, volumes } from "./site";

const spots: [number, number, number][] = [
  [-22, -6, 0],
  [-10, -2, 1],
  [2, -7, 0],
  [14, -3, 1],
  [26, -8, 0],
];

const keepOut = spots.map(([x, z]): [number, number, number, number] => [
  x - 1.5,
  x + 8.5,
  z - 6.5,
  z + 4,
]);

function buildLot(): Obj[] {
  const rng = new Rng(5590);
  const objs: Obj[] = [ground(-150, 150, -150, 30, 0, MAT.sand)];
  spots.forEach(([x, z], i) => {
    objs.push(tree([x + rng.range(1, 6), 0, z - rng.range(1, 4)], rng.range(5, 7), 3, 5580 + i));
    for (let k = 0; k < 4; k++)
      objs.push(
        shrub(
          [x + rng.range(0, 7), 0, z + rng.range(-5, 3)],
          rng.range(2.5, 5),
          rng.range(0.9, 2),
          5591 + i * 4 + k,
        ),
      );
  });
  objs.push(...palmGrove(5520, 20, [-45, 50, -25, 12], keepOut));
  objs.push(...jungle(5540, -34, -12, 3, 0, 2, 12));
  return objs;
}

function build(stage: string): Obj[] {
  if (stage === "lot") return buildLot();
  const rng = new Rng(5511);
  const objs: Obj[] = [ground(-150, 150, -150, 30, 0, MAT.sand)];
  const vols: Volume[] = spots.map(([x, z, alt]) => ({
    x: [x, x + 7],
    z: [z - 5, z],
    y: 0.7,
    h: 2.9,
    sides: { pz: "glass", nx: alt ? "glass" : "solid", px: alt ? "solid" : "louvre", nz: "solid" },
    over: { pz: 1.6, px: 0.6, nx: 0.6, nz: 0.5 },
    finish: alt ? "timber" : "concrete",
    slab: 0.3,
  }));
  objs.push(...volumes(vols, "finished", 55));
  spots.forEach(([x, z], i) => {
    objs.push(
      slab(x - 0.3, x + 7.3, z - 5.3, z + 0.2, 0.7, 0.7, MAT.concrete(0), { reflect: false }),
    );
    objs.push(slab(x - 0.3, x + 7.3, z, z + 3.2, 0.66, 0.1, MAT.deck(0)));
    objs.push(...lounger(x + 1 + rng.range(0, 3), z + 0.6, 0.66, "z"));
    objs.push(shrub([x + 3.5, 0, z + 4.2], 4, 0.6, 60 + i));
  });
  objs.push(...palmGrove(5520, 20, [-45, 50, -25, 12], keepOut));
  objs.push(...jungle(5540, -34, -12, 3, 0, 2, 12));
  return objs;
}

export const bungalows: Project = {
  seed: 5500,
  backdrop: {
    sea: true,
    hills: 8,
    jungle: true,
    land: (h) => (Math.abs((((h % 6.283) + 6.283) % 6.283) - 3.14) < 1.5 ? 1 : 0),
  },
  build,
  views: {
    cover: {
      cam: { pos: [38, 1.4, 16], target: [2, 2, -4], fov: 55, horizon: 0.52 },
      time: "golden",
      sun: -40,
    },
    deck: {
      cam: { pos: [5.5, 1.9, -1.5], yaw: -35, fov: 62, horizon: 0.52 },
      time: "dusk",
      sun: -35,
    },
    day: {
      cam: { pos: [-34, 1.6, 18], target: [2, 2, -4], fov: 55, horizon: 0.52 },
      time: "day",
      sun: 40,
    },
    detail: {
      cam: { pos: [-5, 1.5, 1.6], target: [-10, 1.6, -2], fov: 50, horizon: 0.5 },
      time: "golden",
      sun: -60,
    },
    night: {
      cam: { pos: [10, 1.5, 24], target: [2, 2, -4], fov: 60, horizon: 0.52 },
      time: "night",
    },
  },
};
