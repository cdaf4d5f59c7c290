/** Shared machinery for project galleries: a fixed model per project, drawn from named views. */
import { backdrop, type BackdropOptions } from "../lib/backdrop";
import type { Stage } from "../lib/construction";
import { palette, type TimeOfDay } from "../lib/palette";
import { Rng } from "../lib/prng";
import { makeCamera, norm, Scene, type CameraSpec, type Obj, type V3 } from "../lib/scene3d";
import { Svg } from "../lib/svg";
import type { SceneRecipe } from "../types";

export interface View {
  cam: CameraSpec;
  time?: TimeOfDay;
  /** Heading of the sun in degrees (0 = seaward, +z; 90 = +x). */
  sun?: number;
  /** Construction stage (see lib/construction) or a model-specific state. */
  stage?: Stage | string;
}

export interface Project {
  seed: number;
  backdrop: Omit<BackdropOptions, "seed">;
  /** The whole model (site, building, planting, props) at a construction stage. */
  build: (stage: string, time: TimeOfDay) => Obj[];
  views: Record<string, View>;
}

/** Light direction for a time of day, the sun at a heading (degrees, 0 = seaward). */
export function sunLight(time: TimeOfDay, heading?: number): V3 {
  const defaults: Record<TimeOfDay, [number, number]> = {
    dawn: [160, 0.22],
    day: [-35, 0.85],
    golden: [-28, 0.3],
    dusk: [-20, 0.1],
    night: [40, 0.6],
  };
  const [h0, y] = defaults[time];
  const h = ((heading ?? h0) * Math.PI) / 180;
  const r = Math.sqrt(1 - y * y);
  return norm([Math.sin(h) * r, y, Math.cos(h) * r]);
}

export function renderProject(
  p: Project,
  recipe: SceneRecipe,
  size: { width: number; height: number },
): string {
  const o = recipe.options ?? {};
  const view = p.views[String(o.view ?? "cover")] ?? Object.values(p.views)[0]!;
  const time = (o.time as TimeOfDay | undefined) ?? view.time ?? "day";
  const stage = String(o.stage ?? view.stage ?? "finished");
  const pal = palette(time);
  const svg = new Svg(size.width, size.height);
  const cam = makeCamera(view.cam, size);
  const light = sunLight(time, typeof o.sun === "number" ? o.sun : view.sun);
  backdrop(svg, pal, cam, light, { seed: p.seed + recipe.seed, ...p.backdrop });
  const scene = new Scene(svg, cam, pal, light);
  scene.add(p.build(stage, time));
  scene.render();
  return svg.toString();
}

export function rngFor(p: Project, salt: string): Rng {
  return new Rng(p.seed).fork(salt);
}
