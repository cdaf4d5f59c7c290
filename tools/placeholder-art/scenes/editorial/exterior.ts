/** Villa exteriors by the sea: an infinity pool by day, the same villa lit at dusk. */
import { buildVolume, lounger, MAT, pool, slab, upToPhase, type Volume } from "../lib/architecture";
import { backdrop } from "../lib/backdrop";
import { box, makeCamera, project, Scene, type Mat, type Obj, type V3 } from "../lib/scene3d";
import { rectPath } from "../lib/svg";
import { palm, shrub } from "../lib/vegetation";
import { sunLight } from "../projects/kit";
import type { SceneRecipe } from "../types";
import { numOpt, setup, str, type Size } from "./common";

const PAVING: Mat = {
  c: "#c4b8a2",
  lines: [
    { axis: 0, step: 1.2, opacity: 0.14, width: 0.015 },
    { axis: 2, step: 0.6, opacity: 0.14, width: 0.015 },
  ],
};

/** The editorial villa: a long glazed ground floor and a rendered upper volume turned to the sea (+z). */
export function editorialVilla(view = "pool"): Obj[] {
  const vols: Volume[] = [
    {
      x: [2, 14],
      z: [-24, -3],
      y: 0,
      h: 3.3,
      sides: { px: "glass", pz: "glass", nx: "solid", nz: "solid" },
      over: { px: 2.4, pz: 1.2, nx: 0.4, nz: 0.4 },
      finish: "stone",
    },
    {
      x: [5, 15.5],
      z: [-20, 0.5],
      y: 3.65,
      h: 3.1,
      sides: { px: "louvre", pz: "glass", nx: "ribbon", nz: "solid" },
      over: { px: 1.2, pz: 1.6, nx: 0.4, nz: 0.3 },
      finish: "render",
      noFloor: true,
      furnish: false,
    },
  ];
  const objs: Obj[] = [];
  vols.forEach((v, i) => objs.push(...upToPhase(buildVolume(v, 21 + i), "finish")));
  objs.push(
    box([-60, -30, -60], [60, 0, 14.4], MAT.lawn, { reflect: false, hide: "ny", ground: true }),
  );
  objs.push(box([14, 0, -18], [27, 0.05, 14.4], PAVING, { ground: true, reflect: false }));
  objs.push(box([20, 0, -32], [22.4, 0.05, -18], PAVING, { ground: true, reflect: false }));
  if (view !== "dusk")
    objs.push(shrub([27.5, 0, -24], 4, 1, 36), palm([15.5, 0, -28], 8.5, 38, -0.08));
  objs.push(slab(14, 16.6, -24, 3, 0.1, 0.05, MAT.deck(2)));
  objs.push(...pool({ x: [17.2, 23.2], z: [-14, 14.2], y: 0.1, infinity: "pz" }));
  objs.push(...lounger(24.2, 2, 0.05, "z"), ...lounger(25.4, 2, 0.05, "z"));
  if (view !== "dusk")
    objs.push(palm([28, 0, 9], 9.5, 31, -0.12, true), palm([30.5, 0, 4], 11.5, 32, 0.05, true));
  objs.push(palm([-2, 0, -4], 10, 33, 0.1), shrub([15.3, 0.1, 5], 2.4, 0.8, 34));
  objs.push(shrub([27, 0.05, -7], 3, 0.9, 35));
  return objs;
}

export function villaExterior(recipe: SceneRecipe, size: Size): string {
  const view = str(recipe, "view", "pool");
  const { svg, pal } = setup(recipe, size, view === "dusk" ? "dusk" : "day");
  const cam = makeCamera(
    view === "dusk"
      ? { pos: [34, 2.6, 12], yaw: -118, fov: 58, horizon: 0.46 }
      : { pos: [numOpt(recipe, "camX", 33), 4.2, -31], yaw: -31, fov: 60, horizon: 0.4 },
    size,
  );
  const light = sunLight(pal.time, view === "dusk" ? -30 : -40);
  backdrop(svg, pal, cam, light, {
    seed: recipe.seed,
    sea: true,
    hills: 7,
    jungle: true,
    clouds: 5,
    land: (h) => Math.min(1, Math.max(0, (Math.abs(h + 0.1) - 0.25) * 2.5)),
  });
  const scene = new Scene(svg, cam, pal, light);
  scene.add(editorialVilla(view));
  scene.render();
  if (pal.glow > 0.5) {
    // Light from the rooms spilling onto the terrace and the lawn.
    for (const p of [
      [14.5, 0.1, -8],
      [9, 0.1, -2],
    ] as V3[]) {
      const s = project(cam, p);
      if (!s) continue;
      const g = svg.radial(
        [
          [0, pal.glowColor, 0.3],
          [0.5, pal.glowColor, 0.1],
          [1, pal.glowColor, 0],
        ],
        s[0],
        s[1],
        320,
        0.35,
      );
      svg.path(rectPath(s[0] - 320, s[1] - 120, 640, 240), g);
    }
  }
  return svg.toString();
}
