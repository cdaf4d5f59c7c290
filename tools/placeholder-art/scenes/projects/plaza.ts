/** Plaza Teresa, Santa Teresa: small retail and co-working building, concrete frame, timber screens, shops below, planted terrace. */
import { louvres, MAT, slab } from "../lib/architecture";
import { Rng } from "../lib/prng";
import { box, group, type Obj } from "../lib/scene3d";
import { palm, shrub, tree } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground, jungle } from "./site";

function build(): Obj[] {
  const rng = new Rng(6611);
  const objs: Obj[] = [ground(-150, 150, -150, 150, 0, { c: "#8f8c84" })];
  objs.push(box([-40, 0, 3], [60, 0.15, 7], MAT.paving, { ground: true }));
  objs.push(box([-40, 0, 7], [60, 0.02, 16], { c: "#5f615e" }, { ground: true }));
  // Concrete frame: 3 storeys, 5 bays of 6 m.
  const X0 = 0;
  const X1 = 30;
  const Z0 = -12;
  const Z1 = 2;
  const floors = [0.15, 4.4, 8.0];
  for (const [i, y] of floors.entries()) {
    if (i > 0)
      objs.push(
        slab(X0 - 0.3, X1 + 0.3, Z0, Z1 + 1.2, y, 0.35, MAT.smoothConcrete, { reflect: false }),
      );
    for (let b = 0; b <= 5; b++) {
      const x = X0 + b * 6;
      objs.push(
        box(
          [x - 0.25, y, Z1 - 0.1],
          [x + 0.25, (floors[i + 1] ?? 11.6) - 0.35, Z1 + 0.4],
          MAT.smoothConcrete,
        ),
      );
    }
  }
  objs.push(slab(X0 - 0.6, X1 + 0.6, Z0 - 0.3, Z1 + 1.5, 11.6, 0.4, MAT.smoothConcrete));
  objs.push(box([X0, 0.15, Z0], [X1, 11.25, Z1 - 0.3], MAT.concrete(0)));
  // Shops: glass fronts with awnings and warm interiors.
  for (let b = 0; b < 5; b++) {
    const x = X0 + b * 6;
    objs.push(
      box([x + 0.3, 0.15, Z1 - 0.32], [x + 5.7, 3.6, Z1 - 0.25], MAT.glass(1.8, x + 0.3), {
        hide: "py ny",
      }),
    );
    objs.push(box([x + 0.3, 3.6, Z1 - 0.32], [x + 5.7, 4.05, Z1 - 0.2], { c: "#2c2a27" }));
    objs.push(
      box([x + 0.6, 3.1, Z1 - 0.2], [x + 5.4, 3.2, Z1 + 1.4], {
        c: ["#c97b4f", "#e7e0d3", "#5f7f86"][b % 3]!,
      }),
    );
  }
  // Upper floors: timber screens over glass.
  for (const y of [4.4, 8.0]) {
    objs.push(
      box([X0 + 0.3, y, Z1 - 0.32], [X1 - 0.3, y + 3.2, Z1 - 0.25], MAT.glass(1.5), {
        hide: "py ny",
      }),
    );
    for (let b = 0; b < 5; b++) {
      if ((b + (y > 5 ? 1 : 0)) % 2 === 0)
        objs.push(
          group(
            louvres(
              "x",
              X0 + b * 6 + 0.4,
              X0 + b * 6 + 5.6,
              Z1 + 0.6,
              y,
              y + 3.2,
              0.3,
              { w: 0.07, d: 0.25 },
              MAT.timber(0),
            ),
            [0, 1, 2],
          ),
        );
    }
    objs.push(
      box([X0 - 0.3, y + 0.35, Z1 + 1.1], [X1 + 0.3, y + 1.3, Z1 + 1.2], {
        c: "#9fb1b3",
        kind: "glass",
      }),
    );
  }
  // Planted roof terrace.
  for (let i = 0; i < 6; i++) {
    const x = 2 + i * 5;
    objs.push(box([x, 11.6, Z0 + 1], [x + 3, 12.2, Z0 + 4], MAT.concrete(0)));
    objs.push(shrub([x + 1.5, 12.2, Z0 + 2.5], 3, 0.9, 70 + i));
  }
  objs.push(
    tree([6, 11.6, -4], 5, 2.2, 71),
    tree([22, 11.6, -3], 5.5, 2.4, 72),
    box([0, 11.6, Z1 + 1.2], [30, 12.6, Z1 + 1.3], { c: "#9fb1b3", kind: "glass" }),
  );
  objs.push(box([10, 11.6, -2], [20, 14.4, -1.8], MAT.timber(0)));
  // Street: palms and neighbours.
  for (let i = 0; i < 5; i++)
    objs.push(palm([-6 + i * 9.5, 0.15, 5.5], rng.range(8, 10), 80 + i, rng.jitter(0, 0.08)));
  objs.push(
    box([-22, 0, -10], [-6, 6, 2], MAT.render),
    box([36, 0, -12], [52, 7.5, 1], { c: "#d9cdb8" }),
  );
  objs.push(tree([-4, 0, -2], 8, 3.5, 90), tree([33, 0, -1], 7, 3, 91));
  objs.push(...jungle(6640, -40, -14, 3, 4, 4, 14));
  return objs;
}

export const plaza: Project = {
  seed: 6600,
  backdrop: { sea: false, land: () => 1, hills: 7, jungle: true },
  build,
  views: {
    cover: {
      cam: { pos: [38, 1.6, 22], target: [14, 5, -2], fov: 58, horizon: 0.58 },
      time: "day",
      sun: 40,
    },
    corner: {
      cam: { pos: [-14, 1.6, 18], target: [12, 5, -2], fov: 58, horizon: 0.58 },
      time: "golden",
      sun: -60,
    },
    dusk: {
      cam: { pos: [15, 1.6, 24], target: [15, 5, -2], fov: 62, horizon: 0.58 },
      time: "dusk",
      sun: -40,
    },
    terrace: {
      cam: { pos: [27, 13.3, -9], yaw: -65, fov: 65, horizon: 0.52 },
      time: "golden",
      sun: -40,
    },
    screen: {
      cam: { pos: [20, 5.8, 7], target: [14, 6, 2.6], fov: 50, horizon: 0.5 },
      time: "golden",
      sun: -70,
    },
  },
};
