/** The projects hero: several villas on a jungle hillside above the ocean at sunset. */
import { MAT, pool, type Volume } from "../lib/architecture";
import { Rng } from "../lib/prng";
import { box, type Obj } from "../lib/scene3d";
import { jungleBelt, palm } from "../lib/vegetation";
import type { Project } from "./kit";
import { volumes } from "./site";

function build(): Obj[] {
  const rng = new Rng(1201);
  const objs: Obj[] = [];
  // Terraces climbing inland (-z) from the shore at z = 40.
  const band = 10;
  for (let i = 0; i < 9; i++) {
    const z1 = 40 - i * band;
    const y = i * 4.2;
    objs.push(
      box(
        [-200, -40, z1 - band - (i === 8 ? 200 : 0)],
        [200, y, z1],
        { c: "#3f5a45" },
        { ground: true, reflect: false, receive: false },
      ),
    );
  }
  objs.push(box([-200, -0.5, 40], [200, 0.3, 46], MAT.sand, { ground: true }));
  const sites: [number, number][] = [
    [24, 1],
    [52, 2],
    [10, 3],
    [40, 4],
    [66, 5],
  ];
  const vols: Volume[] = [];
  sites.forEach(([x, i], k) => {
    const z1 = 40 - i * band;
    const y = i * 4.2;
    const w = rng.range(11, 16);
    vols.push({
      x: [x, x + w],
      z: [z1 - 8, z1 - 3],
      y,
      h: 3.2,
      sides: { pz: "glass", px: k % 2 ? "glass" : "solid", nx: "glass" },
      over: { pz: 2, px: 1, nx: 1 },
      finish: k % 3 === 0 ? "render" : "concrete",
    });
    if (k % 2 === 0)
      vols.push({
        x: [x + 2, x + w - 3],
        z: [z1 - 9, z1 - 4.5],
        y: y + 3.55,
        h: 3,
        sides: { pz: "glass", nx: "glass" },
        over: { pz: 1.5 },
        finish: "render",
        noFloor: true,
      });
    objs.push(
      ...pool({ x: [x - 1, x + w - 2], z: [z1 - 2.6, z1 - 0.4], y: y + 0.06, infinity: "pz" }),
    );
  });
  objs.push(...volumes(vols, "finished", 1210));
  for (let i = 0; i < 9; i++) {
    const z = 40 - i * band - 0.5;
    objs.push(
      jungleBelt(-160, 130, z, i * 4.2 - 5, 5.6 + rng.range(0, 1.5), 1300 + i, 0.1 + i * 0.05),
    );
  }
  for (let i = 0; i < 8; i++)
    objs.push(
      palm(
        [rng.range(-10, 110), 0.3, rng.range(41, 45)],
        rng.range(8, 12),
        1400 + i,
        rng.jitter(0, 0.15),
      ),
    );
  return objs;
}

export const hillside: Project = {
  seed: 1200,
  backdrop: {
    sea: true,
    hills: 8,
    jungle: true,
    land: (h) => {
      const a = Math.abs(Math.atan2(Math.sin(h), Math.cos(h)));
      return Math.min(1, Math.max(0, (a - 1.95) / 0.5));
    },
  },
  build,
  views: {
    hero: {
      cam: { pos: [-34, 15, 74], target: [26, 10, 56], fov: 56, horizon: 0.5 },
      time: "golden",
      sun: -25,
    },
  },
};
