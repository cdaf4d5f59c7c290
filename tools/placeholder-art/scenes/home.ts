/** The signature villa: the home hero and the link preview. */
import { buildVolume, lounger, MAT, pool, slab, upToPhase, type Volume } from "./lib/architecture";
import { mix } from "./lib/color";
import { backdrop } from "./lib/backdrop";
import { palette, type TimeOfDay } from "./lib/palette";
import { box, makeCamera, norm, Scene, type CameraSpec, type Obj, type V3 } from "./lib/scene3d";
import { drawClouds, drawRidge, drawSea, drawSky } from "./lib/sky";
import { Svg, rectPath } from "./lib/svg";
import { palm, shrub } from "./lib/vegetation";
import type { SceneRecipe } from "./types";

export function signatureVillaModel(): Obj[] {
  const vols: Volume[] = [
    {
      x: [0, 17],
      z: [-7, 1.5],
      y: 0,
      h: 3.4,
      sides: { pz: "glass", nx: "glass", px: "solid", nz: "solid" },
      over: { pz: 2.6, nx: 1.6, px: 0.4, nz: 0.4 },
      finish: "concrete",
    },
    {
      x: [5, 23],
      z: [-9, -0.5],
      y: 3.75,
      h: 3.1,
      sides: { pz: "louvre", nx: "ribbon", px: "glass", nz: "solid" },
      over: { pz: 1.4, nx: 0.3, px: 1.8, nz: 0.3 },
      finish: "render",
      noFloor: true,
    },
  ];
  const objs: Obj[] = [];
  vols.forEach((v, i) => objs.push(...upToPhase(buildVolume(v, 11 + i), "finish")));
  // Ground pad, paving, deck and a pool whose infinity edge faces the sea (+z).
  objs.push(
    box([-60, -30, -40], [60, 0, 10.95], MAT.lawn, { reflect: false, hide: "ny", ground: true }),
  );
  objs.push(box([-30, 0, 1.5], [-6.3, 0.04, 10.95], MAT.paving, { ground: true, reflect: false }));
  objs.push(slab(-6.3, 24, 1.5, 4.3, 0.06, 0.06, MAT.deck(2)));
  objs.push(...pool({ x: [-6, 21], z: [4.6, 10.7], y: 0.06, infinity: "pz" }));
  objs.push(
    ...lounger(-1.5, 2.1, 0.06, "z"),
    ...lounger(0, 2.1, 0.06, "z"),
    ...lounger(3, 2.1, 0.06, "z"),
  );
  objs.push(
    palm([24.5, 0, 7.5], 9.5, 3, -0.12, true),
    palm([26.5, 0, 3], 11, 4, 0.05, true),
    palm([-9, 0, -3], 10.5, 5, 0.12),
    palm([-14, 0, -8], 8.5, 6, -0.05),
  );
  objs.push(shrub([-4, 0.06, 2.4], 3.2, 0.8, 8), shrub([22.5, 0.06, 2.8], 3, 0.9, 9));
  return objs;
}

interface HomeView {
  cam: CameraSpec;
  time: TimeOfDay;
  light: V3;
  /** Warm glow of a sun just beyond the left edge. */
  edgeGlow?: boolean;
  sunElevation?: number;
}

const VIEWS: Record<string, HomeView> = {
  hero: {
    cam: { pos: [-11, 2.0, 7.7], yaw: 95, fov: 64, horizon: 0.5 },
    time: "golden",
    light: [0.55, 0.25, 0.8],
    edgeGlow: true,
  },
  og: {
    cam: { pos: [-12, 2.0, 7.9], yaw: 97, fov: 68, horizon: 0.47 },
    time: "golden",
    light: [0.55, 0.25, 0.8],
    edgeGlow: true,
  },
  coast: {
    cam: { pos: [9, 1.6, 3.4], yaw: -62, fov: 64, horizon: 0.52 },
    time: "dusk",
    light: [-0.62, 0.1, 0.78],
    sunElevation: 2,
  },
  sunset: {
    cam: { pos: [-0.4, 1.55, 0.6], yaw: 8, fov: 66, horizon: 0.46 },
    time: "dusk",
    light: [0.3, 0.08, 0.95],
    sunElevation: 1.5,
  },
};

export function signatureVilla(
  recipe: SceneRecipe,
  size: { width: number; height: number },
): string {
  const svg = new Svg(size.width, size.height);
  const v = VIEWS[String(recipe.options?.view ?? "hero")] ?? VIEWS.hero!;
  const pal = palette(v.time);
  const cam = makeCamera(v.cam, size);
  const hy = cam.hy;
  const light = norm(v.light);
  if (v.edgeGlow) {
    drawSky(svg, pal, hy);
    const glow = svg.radial(
      [
        [0, pal.sunGlow, 0.75],
        [0.4, pal.sunGlow, 0.25],
        [1, pal.sunGlow, 0],
      ],
      -60,
      hy - 40,
      700,
      0.5,
    );
    svg.path(rectPath(0, 0, size.width, hy + 80), glow);
    drawClouds(svg, pal, recipe.seed, {
      count: 5,
      yMin: hy * 0.22,
      yMax: hy * 0.75,
      xMin: 350,
      length: 300,
    });
    drawSea(svg, pal, hy, { seed: recipe.seed, swells: 14 });
    drawRidge(svg, {
      seed: recipe.seed + 1,
      base: hy,
      bottom: hy,
      height: 70,
      from: 520,
      to: size.width + 60,
      taper: 380,
      color: mix(pal.haze, pal.sky[0], 0.35),
      wavelength: 180,
    });
  } else {
    backdrop(svg, pal, cam, light, {
      seed: recipe.seed,
      sea: true,
      hills: 7,
      jungle: true,
      sunElevation: v.sunElevation,
      clouds: 5,
    });
  }
  const scene = new Scene(svg, cam, pal, light);
  scene.add(signatureVillaModel());
  scene.render();
  if (recipe.options?.darken) {
    const g = svg.linear(
      [
        [0, "#0b1620", 0.15],
        [1, "#0b1620", 0.5],
      ],
      0,
      0,
      0,
      size.height,
    );
    svg.path(rectPath(0, 0, size.width, size.height), g);
  }
  return svg.toString();
}
