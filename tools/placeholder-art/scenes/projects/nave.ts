/** Nave Industrial San José: a steel portal-frame building in the Central Valley. */
import { MAT } from "../lib/architecture";
import { mobileCrane } from "../lib/construction";
import { box, lines, polygon, type Mat, type Obj, type V3 } from "../lib/scene3d";
import { tree } from "../lib/vegetation";
import type { Project } from "./kit";
import { ground } from "./site";

const L = 48;
const SPAN = 24;
const EAVE = 8;
const RIDGE = 10.2;
const BAY = 6;

const steel: Mat = { c: "#4d5a63" };
const cladding: Mat = {
  c: "#d5d6d2",
  lines: [{ axis: 0, step: 0.25, opacity: 0.12, width: 0.02 }],
};
const roofMat: Mat = { c: "#b9bcbc" };

function frames(stageFrames: number, inside: boolean): Obj[] {
  const out: Obj[] = [];
  const z0 = -SPAN / 2;
  const z1 = SPAN / 2;
  const ex = { inside, cast: !inside };
  for (let i = 0; i <= L / BAY && i < stageFrames; i++) {
    const x = i * BAY;
    out.push(
      box([x - 0.2, 0, z0], [x + 0.2, EAVE, z0 + 0.45], steel, ex),
      box([x - 0.2, 0, z1 - 0.45], [x + 0.2, EAVE, z1], steel, ex),
      // Bolted end plates and stiffeners at the eaves haunch.
      box(
        [x - 0.28, EAVE - 0.75, z0 + 0.45],
        [x + 0.28, EAVE + 0.1, z0 + 0.5],
        { c: "#5d6a73" },
        ex,
      ),
      box(
        [x - 0.28, EAVE - 0.75, z1 - 0.5],
        [x + 0.28, EAVE + 0.1, z1 - 0.45],
        { c: "#5d6a73" },
        ex,
      ),
      box([x - 0.02, EAVE - 0.6, z0 + 0.5], [x + 0.02, EAVE - 0.1, z0 + 1.4], { c: "#5d6a73" }, ex),
    );
    for (const by of [EAVE - 0.6, EAVE - 0.35, EAVE - 0.1])
      for (const bx of [-0.16, 0.16])
        out.push(
          box(
            [x + bx - 0.04, by - 0.04, z0 + 0.5],
            [x + bx + 0.04, by + 0.04, z0 + 0.56],
            { c: "#2c3236" },
            ex,
          ),
        );
    // Rafters as sloping plates, with haunches.
    for (const [a, b] of [
      [z0, 0],
      [z1, 0],
    ] as const) {
      const ya = EAVE;
      const yb = RIDGE;
      out.push(
        polygon(
          [
            [x, ya - 0.6, a],
            [x, ya + 0.05, a],
            [x, yb + 0.05, b],
            [x, yb - 0.5, b],
          ],
          steel,
        ),
      );
    }
  }
  return out;
}

function build(stage: string): Obj[] {
  const objs: Obj[] = [ground(-150, 150, -150, 150, 0, { c: "#8e8c84" })];
  objs.push(box([-12, 0, 12], [60, 0.05, 34], { c: "#6d6e6b" }, { ground: true }));
  objs.push(box([-2, 0, -14], [50, 0.2, 14], MAT.smoothConcrete, { ground: true }));
  const erecting = stage === "frame";
  const z0 = -SPAN / 2;
  const z1 = SPAN / 2;
  if (erecting) {
    objs.push(...frames(6, false));
    const segs: [V3, V3][] = [];
    for (let i = 0; i < 5; i++)
      for (const y of [EAVE, (EAVE + RIDGE) / 2])
        segs.push(
          [
            [i * BAY, y, z1 - 0.2],
            [(i + 1) * BAY, y, z1 - 0.2],
          ],
          [
            [i * BAY, y, z0 + 0.2],
            [(i + 1) * BAY, y, z0 + 0.2],
          ],
        );
    for (let i = 0; i < 2; i++)
      segs.push(
        [
          [i * BAY, 0.3, z1 - 0.2],
          [(i + 1) * BAY, EAVE - 0.5, z1 - 0.2],
        ],
        [
          [i * BAY, EAVE - 0.5, z1 - 0.2],
          [(i + 1) * BAY, 0.3, z1 - 0.2],
        ],
      );
    objs.push(lines(segs, "#4d5a63", 0.12));
    objs.push(...mobileCrane(44, 0, 18, [36, 17, 0], 9.5));
    for (let i = 0; i < 3; i++) objs.push(box([16 + i * 3, 0.2, -4], [17 + i * 3, 0.6, 6], steel));
    for (let i = 6; i <= 8; i++)
      objs.push(
        box([i * BAY - 0.4, 0.2, z0 - 0.2], [i * BAY + 0.4, 0.9, z0 + 0.2], MAT.smoothConcrete),
      );
  } else {
    objs.push(...frames(99, stage === "interior"));
    // Cladding walls and roof.
    const inside = stage === "interior";
    const ex = { inside, cast: !inside, inFaces: "pz nz px nx" };
    objs.push(box([-0.3, 0, z1], [L + 0.3, EAVE, z1 + 0.2], cladding, { ...ex, inFaces: "nz" }));
    objs.push(box([-0.3, 0, z0 - 0.2], [L + 0.3, EAVE, z0], cladding, { ...ex, inFaces: "pz" }));
    objs.push(box([-0.5, 0, z0], [-0.3, EAVE, z1], cladding, { ...ex, inFaces: "px" }));
    objs.push(box([L + 0.3, 0, z0], [L + 0.5, EAVE, z1], cladding, { ...ex, inFaces: "nx" }));
    for (const x of [-0.4, L + 0.4])
      if (!inside || x < 0)
        objs.push(
          polygon(
            [
              [x, EAVE, z0],
              [x, RIDGE, 0],
              [x, EAVE, z1],
            ],
            cladding.c === "" ? cladding : { c: "#d5d6d2" },
          ),
        );
    for (const [a, s] of [
      [z0 - 0.6, 1],
      [z1 + 0.6, -1],
    ] as const) {
      const r = polygon(
        [
          [-0.8, EAVE + 0.1, a],
          [L + 0.8, EAVE + 0.1, a],
          [L + 0.8, RIDGE + 0.15, 0],
          [-0.8, RIDGE + 0.15, 0],
        ],
        roofMat,
        false,
      );
      objs.push(inside ? { ...r, m: { c: "#8f9496" } } : r);
      void s;
    }
    // Loading docks with roll-up doors and a canopy on the long side facing +z.
    for (let i = 0; i < 4; i++) {
      const x = 6 + i * 9;
      objs.push(
        box([x, 1.2, z1 + 0.2], [x + 4, 5.4, z1 + 0.3], {
          c: "#7d8790",
          lines: [{ axis: 1, step: 0.2, opacity: 0.2 }],
        }),
      );
      objs.push(box([x - 0.3, 0, z1 + 0.2], [x + 4.3, 1.2, z1 + 1.6], MAT.smoothConcrete));
    }
    objs.push(box([4, 6, z1 + 0.2], [42, 6.25, z1 + 3.5], { c: "#e1e2df" }));
    objs.push(
      box([L - 8, 0, z1 + 0.2], [L - 2, 3, z1 + 0.3], MAT.glass(1.5)),
      box([L - 9, 3.2, z1 + 0.2], [L - 1, 3.35, z1 + 1.6], steel),
    );
    objs.push(box([0, 0, z1 + 0.2], [L, 0.9, z1 + 0.25], { c: "#3f4a52" }));
    if (inside) {
      // Skylights, racking and a forklift-free floor.
      for (let i = 0; i < 8; i++)
        objs.push(
          box(
            [i * 6 + 2.5, RIDGE - 0.55, -2.2],
            [i * 6 + 3.5, RIDGE - 0.45, 2.2],
            MAT.emit("#eef3f4"),
          ),
        );
      for (let i = 0; i < 6; i++)
        for (const z of [z0 + 2, z1 - 3])
          objs.push(
            box(
              [6 + i * 6.5, 0.2, z],
              [10.5 + i * 6.5, 4.6, z + 1],
              { c: "#c78b3c", lines: [{ axis: 1, step: 1.5, opacity: 0.5, color: "#4d5a63" }] },
              { inside: true, cast: false },
            ),
          );
    }
  }
  objs.push(tree([-8, 0, 18], 8, 3.5, 5), tree([56, 0, 20], 7, 3, 6), tree([-10, 0, -8], 9, 4, 7));
  return objs;
}

export const nave: Project = {
  seed: 2200,
  backdrop: { sea: false, land: () => 1, hills: 5, jungle: false, layers: 3 },
  build,
  views: {
    cover: {
      cam: { pos: [70, 1.7, 46], target: [22, 4, 0], fov: 52, horizon: 0.58 },
      time: "golden",
      sun: 120,
    },
    frame: {
      cam: { pos: [62, 2, 40], target: [18, 5, 0], fov: 55, horizon: 0.55 },
      time: "day",
      sun: 60,
      stage: "frame",
    },
    interior: {
      cam: { pos: [1.5, 1.7, 2.5], yaw: 88, fov: 70, horizon: 0.45 },
      time: "day",
      sun: 60,
      stage: "interior",
    },
    detail: {
      cam: { pos: [5.5, 5.2, -6.5], target: [0, 8.2, -11], fov: 55, horizon: 0.5 },
      time: "day",
      sun: 60,
      stage: "frame",
    },
  },
};
