/** Sustainability: a villa roof of solar panels over the ocean; stacked teak and bamboo before a solar roof. */
import { MAT, slab } from "../lib/architecture";
import { backdrop, coastalLand } from "../lib/backdrop";
import {
  box,
  lines,
  makeCamera,
  polygon,
  Scene,
  type Mat,
  type Obj,
  type V3,
} from "../lib/scene3d";
import { jungleBelt, palm, shrub, tree } from "../lib/vegetation";
import { sunLight } from "../projects/kit";
import type { SceneRecipe } from "../types";
import { setup, str, type Size } from "./common";
import { boardStack, pole, solarPanel } from "./props";

const ROOF: Mat = { c: "#bdb7ad", lines: [{ axis: 0, step: 1.5, opacity: 0.08, width: 0.012 }] };
const TEAK: Mat = { c: "#a8703f", lines: [{ axis: 0, step: 0.9, opacity: 0.12, width: 0.01 }] };

/** A flat villa roof covered in rows of panels, the Pacific beyond the parapet. */
function solarRoof(recipe: SceneRecipe, size: Size): string {
  const { svg, pal } = setup(recipe, size, "golden");
  const cam = makeCamera({ pos: [-6, 10.4, -18], yaw: 33, fov: 60, horizon: 0.4 }, size);
  const light = sunLight(pal.time, -12);
  backdrop(svg, pal, cam, light, { seed: recipe.seed, sea: true, hills: 7, clouds: 6 });
  const objs: Obj[] = [];
  const y = 7;
  objs.push(box([-80, -30, -80], [80, 0, 30], MAT.lawn, { ground: true }));
  // The villa below the roof: walls, glass band and the roof slab with a parapet.
  objs.push(box([0, 0, -12], [18, y - 0.4, 0], MAT.render));
  objs.push(
    slab(-0.6, 18.6, -12.6, 0.8, y, 0.4, ROOF, {
      fm: { pz: { c: "#efe9df" }, nx: { c: "#efe9df" } },
    }),
  );
  objs.push(box([-0.6, y, 0.5], [18.6, y + 0.45, 0.8], { c: "#e6e0d5" }));
  objs.push(box([-0.6, y, -12.6], [-0.3, y + 0.45, 0.5], { c: "#e6e0d5" }));
  objs.push(box([18.3, y, -12.6], [18.6, y + 0.45, 0.5], { c: "#e6e0d5" }));
  for (let row = 0; row < 4; row++) {
    const z0 = -10.5 + row * 2.6;
    for (let k = 0; k < 3; k++) {
      const x0 = 1 + k * 5.6;
      objs.push(...solarPanel(x0, x0 + 5.2, z0, y, 1.7, 0.2));
    }
  }
  // A skylight and a service hatch for scale.
  objs.push(box([14, y, -12], [16.5, y + 0.9, -10.8], { c: "#c9c3b8" }));
  objs.push(
    palm([21, 0, -2], 10.5, 61, -0.1),
    palm([-4, 0, 3], 11, 62, 0.12),
    palm([23, 0, 6], 9.5, 63, 0.05),
  );
  objs.push(tree([-10, 0, -6], 8, 4, 64, 0.4), shrub([20, 0, -8], 4, 1, 65));
  for (let i = 0; i < 2; i++) objs.push(jungleBelt(-120, -6, 12 + i * 8, -2 - i * 3, 9, 660 + i));
  const scene = new Scene(svg, cam, pal, light);
  scene.add(objs);
  scene.render();
  return svg.toString();
}

/** Stacked teak boards and a bundle of bamboo on the site, a villa with a solar roof behind. */
function materials(recipe: SceneRecipe, size: Size): string {
  const { svg, pal } = setup(recipe, size, "golden");
  const cam = makeCamera(
    { pos: [4.5, 2.3, 8.5], target: [-2, 1.8, -5], fov: 58, horizon: 0.46 },
    size,
  );
  const light = sunLight(pal.time, -60);
  backdrop(svg, pal, cam, light, {
    seed: recipe.seed,
    sea: true,
    land: coastalLand,
    hills: 9,
    clouds: 5,
  });
  const objs: Obj[] = [];
  objs.push(box([-80, -30, -80], [80, 0, 40], { c: "#b49572" }, { ground: true }));
  // The villa behind: a low house with a mono-pitch roof covered in panels.
  const vx0 = -10;
  const vx1 = 6;
  const vz0 = -16;
  const vz1 = -9;
  objs.push(box([vx0, 0, vz0], [vx1, 3.2, vz1], MAT.render));
  objs.push(
    box([vx0 + 1, 0.05, vz1], [vx1 - 3, 2.9, vz1 + 0.05], MAT.glass(1.5, vx0 + 1), {
      hide: "py ny",
      cast: false,
    }),
  );
  const ry0 = 3.2;
  const ry1 = 7.4;
  const roofPts = (x0: number, x1: number, inset: number): V3[] => [
    [x0, ry1 - inset * 0.2, vz0 - 0.5 + inset],
    [x1, ry1 - inset * 0.2, vz0 - 0.5 + inset],
    [x1, ry0 + inset * 0.2, vz1 + 0.8 - inset],
    [x0, ry0 + inset * 0.2, vz1 + 0.8 - inset],
  ];
  objs.push(polygon(roofPts(vx0 - 0.5, vx1 + 0.5, 0), { c: "#8c8a86" }));
  objs.push(box([vx0 - 0.5, ry0 - 0.25, vz1 + 0.5], [vx1 + 0.5, ry0, vz1 + 0.8], { c: "#e9e4da" }));
  const panels: Obj[] = [];
  for (const x of [vx0 + 0.3, vx0 + 5.4, vx0 + 10.5]) {
    const q = roofPts(x, x + 4.8, 0.6).map((p) => [p[0], p[1] + 0.08, p[2]] as V3);
    panels.push(polygon(q, { c: "#22344a", sheen: 1.4 }));
    const segs: [V3, V3][] = [];
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      const a = q[0]!.map((v, k) => v + (q[1]![k]! - v) * t) as V3;
      const b = q[3]!.map((v, k) => v + (q[2]![k]! - v) * t) as V3;
      segs.push([a, b]);
    }
    for (let j = 1; j < 5; j++) {
      const t = j / 5;
      const a = q[0]!.map((v, k) => v + (q[3]![k]! - v) * t) as V3;
      const b = q[1]!.map((v, k) => v + (q[2]![k]! - v) * t) as V3;
      segs.push([a, b]);
    }
    panels.push(lines(segs, "#4d6a86", 0.02, 0.8));
  }
  // Teak: stacked boards with spacers, on bearers.
  objs.push(box([-5.2, 0, -1.2], [-4.9, 0.12, 1.3], { c: "#6e4a30" }));
  objs.push(box([-1.5, 0, -1.2], [-1.2, 0.12, 1.3], { c: "#6e4a30" }));
  objs.push(...boardStack(-5.6, -1, -1.2, 0.12, 7, 5, 0.42, 0.07, TEAK, 0.05));
  // Bamboo: a bundle of poles lying across two trestles.
  const bamboo = "#b9a25c";
  const rows = [6, 5, 4, 3];
  rows.forEach((n, r) => {
    for (let i = 0; i < n; i++) {
      const x = 1.2 + (i - (n - 1) / 2) * 0.2 + (r % 2) * 0.1 - 0.05;
      const yy = 0.5 + r * 0.17;
      objs.push(
        pole([x, yy, -4], [x, yy, 2.4], 0.09, bamboo, { hollow: true, nodes: 7, end: "#e2d3a0" }),
      );
    }
  });
  objs.push(
    box([0.4, 0, 1.2], [2, 0.42, 1.4], { c: "#6e4a30" }),
    box([0.4, 0, -3], [2, 0.42, -2.8], { c: "#6e4a30" }),
  );
  objs.push(
    palm([9, 0, -12], 10.5, 66, -0.08),
    palm([-14, 0, -8], 9.5, 67, 0.1),
    tree([12, 0, -22], 9, 4.5, 68, 0.4),
  );
  objs.push(shrub([-8, 0, -7.5], 4, 0.9, 69));
  const scene = new Scene(svg, cam, pal, light);
  scene.add(objs);
  scene.render();
  // The panels lie on the roof plane: drawn in a second pass so they sit on top of it.
  const top = new Scene(svg, cam, pal, light);
  top.add(panels);
  top.render({ shadows: false });
  return svg.toString();
}

export function roofScene(recipe: SceneRecipe, size: Size): string {
  return str(recipe, "view", "solar") === "materials"
    ? materials(recipe, size)
    : solarRoof(recipe, size);
}
