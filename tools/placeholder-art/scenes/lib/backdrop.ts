/**
 * The world around a site, drawn for any camera heading so that every view of
 * a place agrees: sky, sun or moon where the light comes from, the sea on the
 * seaward side (+z), and layered hills whose height depends on the heading.
 */
import { mix } from "./color";
import type { Palette } from "./palette";
import { noise1d } from "./prng";
import type { Camera, V3 } from "./scene3d";
import { drawClouds, drawMoon, drawSea, drawStars, drawSun, drawSky } from "./sky";
import { num, type Svg } from "./svg";

export interface BackdropOptions {
  seed: number;
  /** Is there sea on the seaward side? */
  sea: boolean;
  /**
   * How much land surrounds the site by heading (radians, 0 = seaward): 0 = sea,
   * 1 = land. Defaults to land behind, sea in front.
   */
  land?: (heading: number) => number;
  /** Height of the inland hills in degrees above the horizon. */
  hills?: number;
  /** Hills read as jungle (bumpy canopy) or as distant bare mountains. */
  jungle?: boolean;
  /** Number of hill layers. */
  layers?: number;
  clouds?: number;
  /** Draw the sun disc when it is in view (default true). */
  sun?: boolean;
  /** The nearest hill layer fills down to the bottom of the picture (default true). */
  nearFill?: boolean;
  /** Visual elevation of the sun in degrees (default from the palette). */
  sunElevation?: number;
}

export const coastalLand = (h: number): number => smoothstep(1.05, 1.75, Math.abs(wrap(h)));
export const allLand = (): number => 1;

function wrap(h: number): number {
  let x = h % (Math.PI * 2);
  if (x > Math.PI) x -= Math.PI * 2;
  if (x < -Math.PI) x += Math.PI * 2;
  return x;
}

function smoothstep(a: number, b: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

export function headingAt(cam: Camera, x: number): number {
  return cam.yaw + Math.atan((x - cam.cx) / cam.f);
}

/** Screen x of a heading, or null when outside the view. */
export function xOfHeading(cam: Camera, h: number): number | null {
  const d = wrap(h - cam.yaw);
  if (Math.abs(d) > 1.45) return null;
  return cam.cx + cam.f * Math.tan(d);
}

export function backdrop(svg: Svg, pal: Palette, cam: Camera, light: V3, o: BackdropOptions): void {
  const hy = cam.hy;
  const W = svg.width;
  drawSky(svg, pal, hy);
  if (pal.stars) drawStars(svg, o.seed, hy);
  // Sun or moon.
  const sunH = Math.atan2(light[0], light[2]);
  const sx = xOfHeading(cam, sunH);
  const elev = ((o.sunElevation ?? pal.sunHeight * 40) * Math.PI) / 180;
  if (o.sun !== false && sx !== null && sx > -150 && sx < W + 150) {
    const sy = hy - cam.f * Math.tan(elev);
    if (pal.time === "night") drawMoon(svg, sx, sy, 14);
    else if (pal.time !== "day") drawSun(svg, pal, sx, sy, pal.time === "dusk" ? 26 : 22);
  }
  if (o.clouds !== 0)
    drawClouds(svg, pal, o.seed + 3, {
      count: o.clouds ?? 6,
      yMin: hy * 0.15,
      yMax: hy * 0.8,
      length: 280,
    });
  if (o.sea)
    drawSea(svg, pal, hy, {
      seed: o.seed,
      sunX: pal.time !== "day" && pal.time !== "night" && sx !== null ? sx : undefined,
      sunPath: 50,
    });
  const land = o.land ?? coastalLand;
  const hills = o.hills ?? 9;
  const layers = o.layers ?? 3;
  for (let l = 0; l < layers; l++) {
    const far = 1 - l / Math.max(1, layers);
    const nz = noise1d(o.seed * 7 + l * 131, 4);
    const hDeg = hills * (0.55 + 0.45 * far) * (l === 0 ? 1.15 : 1);
    const color =
      o.jungle === false
        ? mix(mix("#6f7f93", pal.haze, 0.25 + 0.45 * far), pal.sky[0], 0.12)
        : mix(mix(pal.leaf[1], pal.haze, 0.2 + 0.6 * far), pal.sky[0], 0.08 * far);
    const step = 6;
    const bottom = l === layers - 1 && o.nearFill !== false ? svg.height : hy + 1;
    let d = "";
    let run: [number, number][] = [];
    const flush = () => {
      if (run.length > 1) {
        const first = run[0]!;
        const last = run[run.length - 1]!;
        d +=
          `M${num(first[0])} ${num(bottom)}` +
          run.map(([x, y]) => `L${num(x)} ${num(y)}`).join("") +
          `L${num(last[0])} ${num(bottom)}Z`;
      }
      run = [];
    };
    for (let x = -step; x <= W + step; x += step) {
      const h = headingAt(cam, x);
      const ln = land(h);
      if (ln <= 0.02) {
        flush();
        continue;
      }
      const e = ln * ((hDeg * (0.5 + 0.5 * nz(h * (2.2 + l)))) / 57.3) - (1 - ln) * 0.03 * (l + 1);
      const bump =
        o.jungle !== false ? Math.abs(Math.sin(x * 0.21 + l * 3)) * (1.5 + l * 2) * ln : 0;
      run.push([x, Math.min(bottom, hy - cam.f * Math.tan(e) - bump)]);
    }
    flush();
    svg.path(d, color);
  }
}
