/** Casa Cascada, Montezuma: stepped concrete volumes with green roofs on a jungle hillside by a waterfall. */
import { MAT, slab, stair, type Volume } from "../lib/architecture";
import { box, lines, type Obj, type V3 } from "../lib/scene3d";
import { shrub, tree } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground, jungle, volumes } from "./site";

const vols: Volume[] = [
  {
    x: [0, 13],
    z: [-4, 4],
    y: 0,
    h: 3.3,
    sides: { pz: "glass", px: "glass", nx: "solid" },
    over: { pz: 1.8, px: 1.2 },
    finish: "concrete",
    green: true,
  },
  {
    x: [-3, 9],
    z: [-13, -5],
    y: 3.6,
    h: 3.2,
    sides: { pz: "glass", nx: "glass", px: "slot" },
    over: { pz: 1.6, nx: 1.2 },
    finish: "stone",
    green: true,
  },
  {
    x: [4, 15],
    z: [-22, -14],
    y: 7.1,
    h: 3.2,
    sides: { pz: "louvre", px: "glass" },
    over: { pz: 1.5, px: 1 },
    finish: "concrete",
    green: true,
  },
];

function waterfall(x: number, z: number, top: number, bottom: number): Obj[] {
  const out: Obj[] = [];
  out.push(box([x - 2.5, bottom, z - 1.2], [x + 2.5, top, z - 0.4], { c: "#6d6a60" }));
  out.push(
    box([x - 1.6, bottom, z - 0.4], [x + 1.6, top - 0.2, z - 0.3], { c: "#d7e6e6", kind: "emit" }),
  );
  const segs: [V3, V3][] = [];
  for (let i = 0; i < 9; i++)
    segs.push([
      [x - 1.4 + i * 0.35, top - 0.3, z - 0.25],
      [x - 1.4 + i * 0.35, bottom, z - 0.25],
    ]);
  out.push(lines(segs, "#f4fbfb", 0.08, 0.7));
  for (let i = 0; i < 5; i++)
    out.push(
      box(
        [x - 4 + i * 1.8, bottom - 0.3, z - 0.2 + (i % 2)],
        [x - 2.6 + i * 1.8, bottom + 0.6 + (i % 3) * 0.3, z + 1 + (i % 2)],
        { c: "#85827a" },
      ),
    );
  return out;
}

function build(): Obj[] {
  const objs: Obj[] = [];
  // Terraces stepping up the hill (-z).
  objs.push(ground(-120, 120, -4.6, 8, 0, MAT.lawn));
  objs.push(ground(-120, 120, -13.6, -4.6, 3.6, MAT.lawn));
  objs.push(ground(-120, 120, -120, -13.6, 7.1, MAT.lawn));
  objs.push(ground(-120, 120, 8, 16, -4, MAT.lawn));
  objs.push(
    box([-120, -8, 16], [120, -4.6, 22], { c: "#6b8f8c", kind: "water" }, { ground: true }),
  );
  objs.push(ground(-120, 120, 22, 120, -3.5, MAT.lawn));
  objs.push(box([-20, -4, 7.6], [30, 0, 8], MAT.stone));
  objs.push(...volumes(vols, "finished", 91));
  objs.push(slab(-1, 16, 5.8, 8, 0.06, 0.06, MAT.deck(2)));
  objs.push(...stair(-6, 0, -1.6, "z", 1.4, 3.6, 10, MAT.concrete(0), -0.3));
  objs.push(...waterfall(-24, 14, 6, -4.6));
  objs.push(shrub([3, 7.1 + 3.55, -18], 5, 0.6, 4));
  objs.push(
    tree([19, 0, 2], 11, 4.5, 3),
    tree([-12, 0, 3], 10, 4, 4),
    tree([22, -4, 12], 9, 4, 5),
    tree([-9, 3.6, -9], 9, 3.5, 6),
  );
  objs.push(...jungle(9100, -30, -10, 4, 7.1, 3, 11));
  objs.push(...jungle(9110, 30, 12, 2, -3.5, 1, 9));
  return objs;
}

export const cascada: Project = {
  seed: 9100,
  backdrop: { sea: false, land: () => 1, hills: 14, jungle: true },
  build,
  views: {
    cover: {
      cam: { pos: [8, 1.2, 30], target: [4, 4, -6], fov: 55, horizon: 0.55 },
      time: "golden",
      sun: -70,
    },
    dusk: {
      cam: { pos: [-16, 1.2, 30], target: [4, 4, -6], fov: 55, horizon: 0.55 },
      time: "dusk",
      sun: -60,
    },
    roof: {
      cam: { pos: [11, 8.2, -4.5], yaw: 160, fov: 65, horizon: 0.55 },
      time: "day",
      sun: -40,
    },
    stair: {
      cam: { pos: [-2.5, 1.6, 2.5], target: [-6, 2.5, -8], fov: 60, horizon: 0.48 },
      time: "day",
      sun: -60,
    },
    waterfall: {
      cam: { pos: [-3, 1.6, 6.5], target: [-24, 1, 14], fov: 55, horizon: 0.5 },
      time: "day",
      sun: 30,
    },
  },
};
