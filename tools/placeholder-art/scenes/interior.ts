/**
 * Interiors: a simple perspective room (concrete floor, timber ceiling,
 * full-height glazing) looking out to the project's site, furnished by room type.
 */
import { MAT, pool, sofa, table } from "./lib/architecture";
import { allLand, backdrop, coastalLand } from "./lib/backdrop";
import { mix } from "./lib/color";
import { palette, type TimeOfDay } from "./lib/palette";
import { Rng } from "./lib/prng";
import { box, makeCamera, Scene, type Box, type Mat, type Obj, type V3 } from "./lib/scene3d";
import { Svg } from "./lib/svg";
import { jungleBelt, palm, shrub, tree } from "./lib/vegetation";
import { sunLight } from "./projects/kit";
import type { SceneRecipe } from "./types";

const IN = { inside: true, cast: false, reflect: false } as const;
const inBox = (a: V3, b: V3, m: Mat, extra: Partial<Box> = {}): Box =>
  box(a, b, m, { ...IN, ...extra });

export type Room =
  "living" | "kitchen" | "bedroom" | "lobby" | "studio" | "cowork" | "bath" | "dining";
export type Outlook = "sea" | "jungle" | "palms" | "beach" | "river" | "valley" | "town";

export interface InteriorStyle {
  floor: string;
  ceiling: string;
  wall: "concrete" | "render" | "timber" | "stone";
  accent: string;
  fabric: string;
}

export function interior(recipe: SceneRecipe, size: { width: number; height: number }): string {
  const o = recipe.options ?? {};
  const room = (o.room as Room) ?? "living";
  const outlook = (o.outlook as Outlook) ?? "sea";
  const time = (o.time as TimeOfDay) ?? "day";
  const rng = new Rng(recipe.seed);
  const style: InteriorStyle = {
    floor: String(o.floor ?? "#b9b3a8"),
    ceiling: String(o.ceiling ?? "#a87b52"),
    wall: (o.wall as InteriorStyle["wall"]) ?? "concrete",
    accent: String(o.accent ?? "#b86f45"),
    fabric: String(o.fabric ?? "#e4dccd"),
  };
  const W = Number(o.width ?? 9);
  const D = Number(o.depth ?? 10);
  const H = Number(o.height ?? (room === "lobby" ? 5.2 : 3.2));
  const pal = palette(time);
  const svg = new Svg(size.width, size.height);
  const yaw = Number(o.yaw ?? rng.range(-10, 10));
  const cam = makeCamera(
    {
      pos: [Number(o.camX ?? rng.range(-1, 1)), 1.35, -D + 0.6],
      yaw,
      fov: 66,
      horizon: Number(o.horizon ?? 0.53),
    },
    size,
  );
  const light = sunLight(time, Number(o.sun ?? (time === "dawn" ? 150 : -30)));
  backdrop(svg, pal, cam, light, {
    seed: recipe.seed,
    sea: outlook === "sea" || outlook === "beach" || outlook === "palms",
    land:
      outlook === "jungle" || outlook === "river" || outlook === "valley" || outlook === "town"
        ? allLand
        : coastalLand,
    hills: outlook === "jungle" || outlook === "river" ? 9 : outlook === "valley" ? 6 : 8,
    jungle: outlook !== "valley" && outlook !== "town",
    nearFill: true,
  });
  const scene = new Scene(svg, cam, pal, light);
  scene.glassOpacity = 0.1 + pal.glow * 0.05;
  const objs: Obj[] = [];
  const x0 = -W / 2;
  const x1 = W / 2;
  // Outside: terrace and the site.
  const ground = outlook === "beach" ? MAT.sand : MAT.lawn;
  const below = outlook === "sea" ? -30 : 0;
  objs.push(box([-80, below - 20, 0], [80, below, 200], ground, { ground: true }));
  objs.push(box([x0 - 6, -0.3, 0], [x1 + 6, 0, 4.5], MAT.deck(0), { ground: true }));
  if (outlook === "sea") {
    objs.push(...pool({ x: [x0 - 2, x1 + 4], z: [4.8, 8.5], y: 0, infinity: "pz" }));
    objs.push(box([-80, -30, 4.5], [80, 0, 8.9], MAT.lawn, { ground: true, hide: "py" }));
  } else {
    objs.push(box([-80, -0.35, 4.5], [80, -0.05, 120], ground, { ground: true }));
  }
  if (outlook === "jungle" || outlook === "river") {
    for (let i = 0; i < 3; i++)
      objs.push(jungleBelt(-60, 60, 9 + i * 8, -0.2 - i * 3, 7 + i * 2, 500 + i, 0.5 - i * 0.15));
    objs.push(tree([x0 - 1, 0, 7], 9, 3.5, 9), tree([x1 + 2, 0, 6], 11, 4, 10));
  }
  if (outlook === "palms" || outlook === "beach" || outlook === "sea") {
    objs.push(palm([x1 + 1.5, 0, 6], 8, 41, -0.08), palm([x0 - 2, 0, 9], 9.5, 42, 0.1));
    if (outlook !== "sea")
      objs.push(palm([x0 + 3, 0, 14], 10, 43, 0.05), shrub([2, 0, 5.5], 4, 0.8, 44));
  }
  if (outlook === "town") {
    for (let i = 0; i < 4; i++)
      objs.push(
        box(
          [-20 + i * 11, 0, 18],
          [-13 + i * 11, rng.range(4, 9), 26],
          i % 2 ? MAT.render : MAT.concrete(0),
        ),
      );
    objs.push(tree([-3, 0, 10], 7, 3, 12), tree([6, 0, 12], 8, 3.2, 13));
  }
  // The room.
  const wallMat: Mat =
    style.wall === "render"
      ? MAT.render
      : style.wall === "timber"
        ? MAT.timber(2)
        : style.wall === "stone"
          ? MAT.stone
          : MAT.concrete(0);
  objs.push(
    inBox([x0 - 0.5, -0.3, -D - 1], [x1 + 0.5, 0, 0], {
      c: style.floor,
      lines: [{ axis: 2, step: 1.2, opacity: 0.12 }],
    }),
  );
  objs.push(
    inBox([x0 - 0.5, H, -D - 1], [x1 + 0.5, H + 0.35, 0.6], {
      c: style.ceiling,
      lines: [{ axis: 0, step: 0.25, opacity: 0.18, width: 0.012 }],
    }),
  );
  objs.push(inBox([x0 - 0.3, 0, -D - 1], [x0, H, 0], wallMat));
  objs.push(
    inBox(
      [x1, 0, -D - 1],
      [x1 + 0.3, H, 0],
      room === "bedroom" || room === "bath" ? { c: style.floor } : MAT.render,
    ),
  );
  // Glazing: sliding panels with slim bronze frames.
  const panels = Math.max(3, Math.round(W / 2.2));
  for (let i = 0; i <= panels; i++) {
    const x = x0 + (W * i) / panels;
    objs.push(inBox([x - 0.04, 0, -0.05], [x + 0.04, H, 0.05], MAT.bronze));
  }
  objs.push(
    inBox([x0, 0, -0.02], [x1, H, 0.02], { c: "#9fb3b8", kind: "glass" }, { hide: "py ny" }),
  );
  objs.push(inBox([x0, H - 0.08, -0.06], [x1, H, 0.06], MAT.bronze));
  objs.push(...furniture(room, style, W, D, H, rng));
  scene.add(objs);
  scene.render({ reflections: true });
  return svg.toString();
}

function furniture(room: Room, s: InteriorStyle, W: number, D: number, H: number, rng: Rng): Obj[] {
  const out: Obj[] = [];
  const put = (bs: Obj[]) => bs.forEach((b) => out.push(b.t === "box" ? { ...b, ...IN } : b));
  const fabric = { c: s.fabric };
  const wood = { c: "#7a583d" };
  const dark = { c: "#3a3532" };
  const x0 = -W / 2;
  const x1 = W / 2;
  const plant = (x: number, z: number, h = 1.6) => {
    put([box([x - 0.28, 0, z - 0.28], [x + 0.28, 0.5, z + 0.28], { c: "#8d8174" })]);
    out.push(tree([x, 0.5, z], h, Math.max(0.45, h * 0.32), Math.round(x * 100 + z * 10), 0.1));
  };
  const pendant = (x: number, z: number, y = H - 1.2) =>
    put([
      box([x - 0.01, y + 0.3, z - 0.01], [x + 0.01, H, z + 0.01], dark),
      box([x - 0.22, y, z - 0.22], [x + 0.22, y + 0.3, z + 0.22], MAT.emit("#ffdca3")),
    ]);
  const rug = (xa: number, xb: number, za: number, zb: number) =>
    put([box([xa, 0, za], [xb, 0.02, zb], { c: mix(s.fabric, "#8f7f6c", 0.3) })]);
  switch (room) {
    case "living":
    case "dining": {
      if (room === "living") {
        rug(-2.2, 2.2, -4.6, -1.6);
        put(sofa(-1.8, 1.8, -5.2, -4.3, 0, "nz", fabric));
        put(sofa(x1 - 1.7, x1 - 0.8, -4.4, -1.8, 0, "px", fabric));
        put(table(-0.9, 0.9, -3.4, -2.5, 0, 0.35, wood));
        put([box([-3.6, 0, -3.8], [-2.9, 0.75, -3.1], { c: s.accent })]);
        pendant(-3.2, -2.0);
      } else {
        put(table(-1.6, 1.6, -4.2, -3.0, 0, 0.76, wood));
        for (const x of [-1.2, -0.4, 0.4, 1.2])
          for (const z of [-4.75, -2.65])
            put([box([x - 0.22, 0, z - 0.22], [x + 0.22, 0.46, z + 0.22], { c: s.accent })]);
        pendant(-0.6, -3.6, H - 1.4);
        pendant(0.6, -3.6, H - 1.4);
      }
      plant(x0 + 0.7, -1.2, 1.4);
      put([box([x0 + 0.02, 1.1, -5.5], [x0 + 0.06, 2.3, -3.5], { c: s.accent })]);
      break;
    }
    case "kitchen": {
      put([
        box([-2.4, 0, -4.4], [2.4, 0.88, -3.4], wood),
        box([-2.5, 0.88, -4.5], [2.5, 0.93, -3.3], MAT.stone),
      ]);
      for (const x of [-1.5, -0.5, 0.5, 1.5])
        put([box([x - 0.2, 0, -5.1], [x + 0.2, 0.65, -4.7], dark)]);
      put([
        box([x0, 0, -D], [x0 + 0.65, 0.9, -1.2], wood),
        box([x0, 0.9, -D], [x0 + 0.68, 0.94, -1.2], MAT.stone),
      ]);
      put([box([x0, 1.5, -D], [x0 + 0.35, 2.4, -2.2], wood)]);
      pendant(-1.2, -3.9, H - 1.3);
      pendant(0, -3.9, H - 1.3);
      pendant(1.2, -3.9, H - 1.3);
      plant(x1 - 0.7, -1.0, 1.2);
      break;
    }
    case "bedroom": {
      put([
        box([x0 + 0.3, 0, -5.6], [x0 + 2.6, 0.35, -3.4], wood),
        box([x0 + 0.35, 0.35, -5.55], [x0 + 2.4, 0.6, -3.45], { c: "#f2ede4" }),
      ]);
      put([box([x0 + 0.02, 0, -5.7], [x0 + 0.3, 1.3, -3.3], wood)]);
      put([box([x0 + 1.2, 0.6, -5.5], [x0 + 2.4, 0.66, -3.5], { c: s.accent })]);
      put([
        box([x0 + 0.3, 0, -6.3], [x0 + 0.8, 0.5, -5.8], wood),
        box([x0 + 0.3, 0, -3.2], [x0 + 0.8, 0.5, -2.7], wood),
      ]);
      put([box([x0 + 0.45, 0.5, -3.05], [x0 + 0.65, 0.95, -2.85], MAT.emit("#ffd9a0"))]);
      rug(x0 + 2.7, x0 + 4.2, -5.8, -3.2);
      put([box([x1 - 1.6, 0, -2.4], [x1 - 0.8, 0.75, -1.6], fabric)]);
      plant(x1 - 0.6, -4.5, 1.1);
      break;
    }
    case "bath": {
      put([
        box([-1.1, 0, -3.2], [1.1, 0.55, -2.2], { c: "#f4f1ea" }),
        box([-0.95, 0.45, -3.05], [0.95, 0.56, -2.35], { c: "#a9c3c4" }),
      ]);
      put([
        box([x0, 0, -5.5], [x0 + 0.55, 0.85, -3.5], wood),
        box([x0, 0.85, -5.5], [x0 + 0.58, 0.9, -3.5], MAT.stone),
      ]);
      put([box([x0 + 0.02, 1.3, -5.3], [x0 + 0.05, 2.3, -3.7], { c: "#c9d4d6" })]);
      plant(x1 - 0.7, -1.3, 1.0);
      break;
    }
    case "lobby": {
      put([
        box([-3, 0, -5.2], [1.5, 1.05, -4.4], wood),
        box([-3.05, 1.05, -5.25], [1.55, 1.1, -4.35], MAT.stone),
      ]);
      put(sofa(x1 - 2.2, x1 - 1.2, -3.6, -0.9, 0, "px", fabric));
      put(sofa(1.2, 2.6, -2.8, -2.1, 0, "nz", fabric));
      put(table(1.4, 2.4, -1.8, -1.1, 0, 0.35, wood));
      plant(x0 + 0.8, -1.2, 2.4);
      plant(x0 + 0.8, -3.2, 2.0);
      for (const x of [-2, -0.5, 1]) pendant(x, -4.8, 2.6);
      break;
    }
    case "studio": {
      // Drafting table with plans and a white architectural model.
      put([
        box([-1.6, 0, -3.6], [-1.5, 0.85, -3.5], dark),
        box([1.5, 0, -3.6], [1.6, 0.85, -3.5], dark),
      ]);
      put([box([-1.7, 0.85, -4.2], [1.7, 0.92, -2.8], { c: "#d8cdbb" })]);
      put([
        box([-1.5, 0.92, -4.0], [-0.2, 0.93, -3.1], { c: "#f6f4ef" }),
        box([-0.6, 0.93, -3.85], [0.4, 0.94, -3.2], { c: "#e9eef2" }),
      ]);
      put([box([-1.3, 0.94, -3.95], [-0.5, 0.945, -3.9], { c: "#5f7f9a" })]);
      const mx = 0.9;
      put([
        box([mx - 0.5, 0.92, -3.9], [mx + 0.5, 0.95, -3.1], { c: "#f1efe9" }),
        box([mx - 0.35, 0.95, -3.7], [mx + 0.15, 1.08, -3.3], { c: "#fbfaf7" }),
        box([mx - 0.45, 1.08, -3.78], [mx + 0.25, 1.1, -3.22], { c: "#fbfaf7" }),
        box([mx - 0.05, 0.95, -3.55], [mx + 0.4, 1.16, -3.35], { c: "#f6f5f1" }),
        box([mx - 0.12, 1.16, -3.6], [mx + 0.5, 1.18, -3.3], { c: "#fbfaf7" }),
      ]);
      put([box([-0.3, 0, -2.3], [0.2, 0.7, -1.8], dark)]);
      put([
        box([1.55, 0.92, -4.1], [1.6, 1.5, -4.05], dark),
        box([1.3, 1.45, -4.15], [1.6, 1.55, -3.9], MAT.emit("#fff0cf")),
      ]);
      put([box([x0, 0, -6.5], [x0 + 0.45, 2.2, -3.8], wood)]);
      for (let i = 0; i < 5; i++)
        put([
          box([x0 + 0.05, 0.4 + i * 0.42, -6.4], [x0 + 0.4, 0.42 + i * 0.42, -3.9], {
            c: "#efe9de",
          }),
        ]);
      plant(x1 - 0.8, -1.5, 1.6);
      break;
    }
    case "cowork": {
      for (const z of [-5, -2.8]) {
        put(table(-3, 3, z - 0.45, z + 0.45, 0, 0.74, wood));
        for (let x = -2.4; x <= 2.4; x += 1.2) {
          put([
            box([x - 0.22, 0, z - 1.05], [x + 0.22, 0.48, z - 0.6], dark),
            box([x - 0.22, 0, z + 0.6], [x + 0.22, 0.48, z + 1.05], dark),
          ]);
          if (rng.chance(0.6))
            put([box([x - 0.18, 0.74, z - 0.25], [x + 0.18, 0.76, z], { c: "#c9ccd0" })]);
        }
        pendant(-1.5, z, H - 1.1);
        pendant(1.5, z, H - 1.1);
      }
      plant(x0 + 0.7, -1.2, 1.8);
      plant(x1 - 0.7, -1.2, 1.5);
      break;
    }
  }
  return out;
}
