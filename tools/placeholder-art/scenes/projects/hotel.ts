/** Hotel Selva, Montezuma: a boutique hotel, open main pavilion, pool, room pavilions among jungle. */
import { lounger, MAT, pool, slab, type Volume } from "../lib/architecture";
import { Rng } from "../lib/prng";
import { box, type Obj } from "../lib/scene3d";
import { shrub } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground, jungle, palmGrove, trees, volumes } from "./site";

const rooms: [number, number][] = [
  [-30, -16],
  [-18, -24],
  [24, -20],
  [36, -12],
  [40, 2],
];

function build(): Obj[] {
  const rng = new Rng(8811);
  const objs: Obj[] = [ground(-150, 150, -150, 150, 0, MAT.lawn)];
  // Main pavilion: a big timber-soffit roof on slim columns over a stone plinth.
  objs.push(box([-2, 0, -14], [22, 0.6, 2], MAT.stone));
  objs.push(
    slab(
      -4,
      24,
      -16,
      4.5,
      5.6,
      0.45,
      { c: "#e4ddd0" },
      { fm: { ny: { c: "#b98a5e", lines: [{ axis: 0, step: 0.3, opacity: 0.15 }] } } },
    ),
  );
  for (let x = 0; x <= 20; x += 5)
    for (const z of [-12, 0])
      objs.push(box([x - 0.2, 0.6, z - 0.2], [x + 0.2, 5.15, z + 0.2], MAT.timberDark));
  objs.push(box([4, 0.6, -12.5], [16, 4.2, -12.2], MAT.concrete(0)));
  objs.push(
    box([6, 0.6, -9], [14, 1.65, -8], MAT.timber(0), { inside: true }),
    box([2, 0.6, -5], [5, 1.05, -2], { c: "#e4dccd" }),
    box([14, 0.6, -5], [18, 1.05, -3], { c: "#e4dccd" }),
  );
  objs.push(box([9, 3.4, -6.2], [11, 3.9, -4.8], MAT.emit("#ffdba0")));
  objs.push(...pool({ x: [0, 20], z: [6, 14], y: 0.06 }));
  objs.push(slab(-3, 23, 2, 6, 0.06, 0.06, MAT.deck(2)));
  for (let i = 0; i < 4; i++) objs.push(...lounger(2 + i * 4.5, 14.6, 0.06, "z"));
  // Room pavilions on stilts with decks.
  const vols: Volume[] = rooms.map(([x, z], i) => ({
    x: [x, x + 7],
    z: [z - 5, z],
    y: 1.2,
    h: 3,
    sides: { pz: "glass", px: i % 2 ? "glass" : "louvre", nx: "solid", nz: "solid" },
    over: { pz: 1.8, px: 0.8, nx: 0.8, nz: 0.6 },
    finish: "timber",
  }));
  objs.push(...volumes(vols, "finished", 88));
  rooms.forEach(([x, z]) => {
    objs.push(slab(x - 0.2, x + 7.2, z - 5.2, z + 2.6, 1.2, 0.25, MAT.deck(0)));
    for (const px of [x + 0.3, x + 6.7])
      for (const pz of [z - 4.8, z + 2.2])
        objs.push(box([px - 0.12, 0, pz - 0.12], [px + 0.12, 0.95, pz + 0.12], MAT.timberDark));
  });
  // Boardwalk from the pavilion to the rooms.
  objs.push(
    slab(22, 42, -7.5, -6, 0.5, 0.12, MAT.deck(2)),
    slab(-28, -2, -8.5, -7, 0.5, 0.12, MAT.deck(2)),
  );
  objs.push(shrub([-4, 0, 5], 4, 0.9, 5), shrub([25, 0, 7], 5, 1, 6));
  objs.push(...palmGrove(8830, 6, [-20, 45, -2, 25], [[-5, 26, -18, 17]], 0, 2));
  objs.push(...trees(8840, 9, [-45, 50, -45, -26]));
  objs.push(...trees(8850, 5, [-50, -32, -10, 20]));
  objs.push(...jungle(8860, -42, -12, 4, 0, 3, 14));
  void rng;
  return objs;
}

export const hotel: Project = {
  seed: 8800,
  backdrop: { sea: false, land: () => 1, hills: 12, jungle: true },
  build,
  views: {
    cover: {
      cam: { pos: [-8, 1.6, 26], target: [10, 3, -4], fov: 58, horizon: 0.55 },
      time: "golden",
      sun: -55,
    },
    rooms: {
      cam: { pos: [12, 2.2, 10], target: [32, 2, -12], fov: 58, horizon: 0.5 },
      time: "day",
      sun: -40,
    },
    dusk: {
      cam: { pos: [24, 1.6, 22], target: [8, 2.5, -4], fov: 60, horizon: 0.55 },
      time: "dusk",
      sun: -40,
    },
    boardwalk: {
      cam: { pos: [22.5, 2.1, -6.8], yaw: 92, fov: 60, horizon: 0.5 },
      time: "day",
      sun: -30,
    },
    restaurant: {
      cam: { pos: [19, 2.2, -10], yaw: 200, fov: 66, horizon: 0.5 },
      time: "golden",
      sun: -20,
    },
    night: {
      cam: { pos: [6, 1.6, 28], target: [10, 3, -4], fov: 60, horizon: 0.55 },
      time: "night",
    },
  },
};
