/** Land: an aerial view of jungle lots staked out above the sea; a railing and rebar in the salt spray. */
import { mix } from "../lib/color";
import { backdrop } from "../lib/backdrop";
import { Rng } from "../lib/prng";
import {
  box,
  lines,
  makeCamera,
  polygon,
  project,
  scaleAt,
  Scene,
  toCam,
  type Mat,
  type Obj,
  type Sprite,
  type V3,
} from "../lib/scene3d";
import { ellipsePath, num, rectPath } from "../lib/svg";
import { palm } from "../lib/vegetation";
import { sunLight } from "../projects/kit";
import type { SceneRecipe } from "../types";
import { setup, str, type Size } from "./common";
import { cylinder, pole } from "./props";

const JUNGLE: Mat = { c: "#2f4636" };
const CLEARED: Mat = { c: "#7f8c57" };
const TRACK: Mat = { c: "#b89a74" };
const SAND: Mat = { c: "#e3d5bd" };

/**
 * Dense jungle canopy seen from above: rows of scalloped crowns from far to
 * near, each row filled down to its foot, with a few lit crowns. Rows break
 * where `clear(x, z)` says the ground is open.
 */
function canopy(
  z0: number,
  z1: number,
  clear: (x: number, z: number) => boolean,
  seed: number,
): Sprite {
  return {
    t: "sprite",
    a: [-150, 0, z0],
    b: [150, 8, z1],
    back: true,
    draw: (ctx) => {
      const rng = new Rng(seed);
      const side = ctx.light[0] * ctx.cam.right[0] + ctx.light[2] * ctx.cam.right[2] >= 0 ? 1 : -1;
      const rows: number[] = [];
      for (let z = z1; z >= z0; z -= 4.5) rows.push(z);
      rows.forEach((z, ri) => {
        const d = toCam(ctx.cam, [ctx.cam.pos[0], 0, z])[2];
        if (d < ctx.cam.near) return;
        const half = d * 0.62 + 10;
        const spacing = 5;
        let path = "";
        let lit = "";
        let run: [number, number][] = [];
        let foot: [number, number][] = [];
        const flush = () => {
          if (run.length > 1) {
            const f0 = foot[0]!;
            const f1 = foot[foot.length - 1]!;
            path += `M${num(f0[0])} ${num(f0[1])}L${num(run[0]![0])} ${num(run[0]![1])}`;
            for (let i = 1; i < run.length; i++) {
              const r = Math.max(1.5, (run[i]![0] - run[i - 1]![0]) * 0.62);
              path += `A${num(r)} ${num(r * 0.8)} 0 0 1 ${num(run[i]![0])} ${num(run[i]![1])}`;
            }
            path += `L${num(f1[0])} ${num(f1[1])}Z`;
          }
          run = [];
          foot = [];
        };
        const cx = ctx.cam.pos[0];
        for (let x = cx - half; x <= cx + half; x += spacing) {
          const zz = z + rng.jitter(0, 1.2);
          if (clear(x, zz)) {
            flush();
            continue;
          }
          const h = rng.range(4, 6.5);
          const top = project(ctx.cam, [x, h, zz]);
          const bot = project(ctx.cam, [x, 0, zz]);
          if (!top || !bot) continue;
          run.push(top);
          foot.push(bot);
          if (rng.chance(0.35)) {
            const k = scaleAt(ctx.cam, [x, h, zz]);
            const r = spacing * k * 0.32;
            lit += ellipsePath(top[0] + side * r * 0.5, top[1] + r * 0.55, r, r * 0.7);
          }
        }
        flush();
        const p: V3 = [cx, 6, z];
        const tone = [0.2, 0.35, 0.1][ri % 3]!;
        ctx.svg.path(path, ctx.fog(mix(ctx.pal.leaf[0], ctx.pal.leaf[1], tone), p));
        ctx.svg.path(lit, ctx.fog(mix(ctx.pal.leaf[1], ctx.pal.leaf[2], 0.35), p), 0.85);
      });
    },
  };
}

/** Jungle lots seen from a drone: cleared plots with stakes and lot lines, a track, the coast. */
function lots(recipe: SceneRecipe, size: Size): string {
  const { svg, pal } = setup(recipe, size, "day");
  const cam = makeCamera({ pos: [-4, 42, -122], yaw: 6, fov: 58, horizon: 0.16 }, size);
  const light = sunLight(pal.time, -40);
  backdrop(svg, pal, cam, light, { seed: recipe.seed, sea: true, hills: 6, clouds: 6 });
  const rng = new Rng(recipe.seed + 3);
  const objs: Obj[] = [];
  const coast = 60;
  // Land down to a beach, then the sea (the backdrop).
  objs.push(box([-300, -30, -300], [300, 0, coast], JUNGLE, { ground: true }));
  objs.push(box([-300, -30, coast], [300, -0.4, coast + 14], SAND, { ground: true }));
  // A track winding down to the beach.
  const track: V3[] = [];
  for (let z = -120; z <= coast; z += 6) track.push([Math.sin(z / 28) * 14 - 6, 0.02, z]);
  const w = 2.2;
  const left = track.map((p) => [p[0] - w, p[1], p[2]] as V3);
  const right = track.map((p) => [p[0] + w, p[1], p[2]] as V3);
  for (let i = 0; i + 1 < track.length; i++)
    objs.push(polygon([left[i]!, right[i]!, right[i + 1]!, left[i + 1]!], TRACK));
  // Lots either side of the track: cleared grass, survey stakes at the corners, lot lines.
  const lotDefs: [number, number, number, number][] = [
    [6, 30, -40, -14],
    [6, 30, -12, 12],
    [-44, -20, -30, -6],
    [-44, -20, -4, 20],
    [32, 56, -10, 14],
  ];
  const segs: [V3, V3][] = [];
  lotDefs.forEach(([x0, x1, z0, z1], i) => {
    const m: Mat = i === 1 ? { c: "#b99a6e" } : CLEARED;
    objs.push(box([x0, 0, z0], [x1, 0.05, z1], m, { ground: true }));
    const c: V3[] = [
      [x0, 0.05, z0],
      [x1, 0.05, z0],
      [x1, 0.05, z1],
      [x0, 0.05, z1],
    ];
    for (let k = 0; k < 4; k++) {
      segs.push([c[k]!, c[(k + 1) % 4]!]);
      objs.push(
        box([c[k]![0] - 0.12, 0, c[k]![2] - 0.12], [c[k]![0] + 0.12, 2.4, c[k]![2] + 0.12], {
          c: "#c8a57a",
        }),
        box([c[k]![0] - 0.13, 2.4, c[k]![2] - 0.13], [c[k]![0] + 0.13, 3.4, c[k]![2] + 0.13], {
          c: "#ee6a3f",
        }),
      );
    }
  });
  objs.push(lines(segs, "#f4efe4", 0.22, 0.9));
  // Jungle canopy: trees everywhere but the lots and the track.
  objs.push(
    canopy(
      -70,
      coast - 3,
      (x, z) =>
        lotDefs.some(
          ([x0, x1, z0, z1]) => x > x0 - 2 && x < x1 + 2 && z > z0 - 7 && z < z1 + 1.5,
        ) || Math.abs(x - (Math.sin(z / 28) * 14 - 6)) < 5,
      rng.int(1, 1e6),
    ),
  );
  for (let i = 0; i < 9; i++) {
    const x = rng.range(-110, 110);
    objs.push(
      palm([x, -0.4, coast + rng.range(1, 8)], rng.range(9, 13), 500 + i, rng.jitter(0, 0.15)),
    );
  }
  const scene = new Scene(svg, cam, pal, light);
  scene.add(objs);
  scene.render();
  return svg.toString();
}

/** A stainless railing and epoxy-coated rebar on a seafront terrace, in the salt spray. */
function corrosion(recipe: SceneRecipe, size: Size): string {
  const { svg, pal, W, H } = setup(recipe, size, "golden");
  const cam = makeCamera({ pos: [0.6, 1.05, -0.9], yaw: 24, fov: 56, horizon: 0.36 }, size);
  const light = sunLight(pal.time, -10);
  backdrop(svg, pal, cam, light, { seed: recipe.seed, sea: true, hills: 5, clouds: 4 });
  const rng = new Rng(recipe.seed + 17);
  // Whitecaps: thin broken streaks on the swell.
  let foam = "";
  for (let i = 0; i < 26; i++) {
    const y = H * 0.36 + Math.pow(rng.float(), 1.5) * H * 0.3;
    const l = 10 + ((y - H * 0.36) / (H * 0.3)) * 70 * rng.range(0.5, 1.2);
    foam += rectPath(rng.range(0, W), y, l, 1 + (y - H * 0.36) / 90);
  }
  svg.path(foam, "#ffffff", 0.45);
  const objs: Obj[] = [];
  const deck: Mat = { c: "#cdbfa8", lines: [{ axis: 0, step: 0.6, opacity: 0.12, width: 0.01 }] };
  objs.push(box([-20, -3, -10], [20, 0, 2.2], deck, { ground: true }));
  objs.push(box([-20, 0, 2.2], [20, 0.15, 2.45], { c: "#b9b3a8" }));
  // Railing: brushed stainless posts, a round top rail and thin tension cables.
  const steel = "#aab3b8";
  for (let x = -3; x <= 9; x += 1.5) objs.push(cylinder([x, 0.15, 2.32], 0.028, 0.95, steel));
  objs.push(pole([-4, 1.12, 2.32], [10, 1.12, 2.32], 0.026, steel, { metal: true }));
  for (const y of [0.4, 0.6, 0.8])
    objs.push(pole([-4, y, 2.3], [10, y, 2.3], 0.005, steel, { metal: true }));
  // Epoxy-coated rebar stored on bearers beside the new upstand, and its starter bars.
  objs.push(
    box([-0.9, 0, 1.3], [-0.7, 0.1, 2.1], { c: "#6e4a30" }),
    box([1.6, 0, 1.3], [1.8, 0.1, 2.1], { c: "#6e4a30" }),
  );
  for (let i = 0; i < 9; i++) {
    const z = 1.38 + i * 0.08;
    const y = 0.12 + (i % 2) * 0.02;
    objs.push(pole([-1.4, y, z], [2.6, y, z], 0.012, "#58796a", { end: "#9fb5a6" }));
  }
  objs.push(box([2.6, 0, 1.2], [6.5, 0.4, 1.9], { c: "#b4aea3" }));
  for (let x = 2.8; x <= 6.31; x += 0.25)
    for (const z of [1.35, 1.75])
      objs.push(pole([x, 0.4, z], [x, 1.2, z], 0.008, "#58796a", { end: "#9fb5a6" }));
  const scene = new Scene(svg, cam, pal, light);
  scene.add(objs);
  scene.render();
  // A plume of spray thrown up over the edge on the right, then a bright haze and fine droplets.
  const plume = svg.radial(
    [
      [0, "#ffffff", 0.55],
      [0.5, "#ffffff", 0.2],
      [1, "#ffffff", 0],
    ],
    W * 0.82,
    H * 0.5,
    W * 0.3,
    0.8,
  );
  svg.path(rectPath(W * 0.5, H * 0.2, W * 0.5, H * 0.55), plume);
  const spray = svg.linear(
    [
      [0, "#ffffff", 0],
      [0.6, mix(pal.haze, "#ffffff", 0.6), 0.4],
      [1, "#ffffff", 0],
    ],
    0,
    H * 0.15,
    0,
    H * 0.72,
  );
  svg.path(rectPath(0, H * 0.15, W, H * 0.57), spray);
  let d = "";
  let big = "";
  for (let i = 0; i < 220; i++) {
    const x = rng.range(0, W);
    const y = rng.range(H * 0.1, H * 0.8);
    const r = rng.range(0.6, 2);
    if (rng.chance(0.1)) big += ellipsePath(x, y, r * 2.2, r * 2.2);
    else d += ellipsePath(x, y, r, r);
  }
  svg.path(d, "#ffffff", 0.55);
  svg.path(big, "#ffffff", 0.25);
  return svg.toString();
}

export function landScene(recipe: SceneRecipe, size: Size): string {
  return str(recipe, "view", "lots") === "corrosion" ? corrosion(recipe, size) : lots(recipe, size);
}
