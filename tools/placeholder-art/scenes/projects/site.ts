/** Site helpers shared by project models: ground, planting, phased volumes. */
import { buildVolume, upToPhase, type Phase, type Volume } from "../lib/architecture";
import type { Stage } from "../lib/construction";
import { Rng } from "../lib/prng";
import { box, type Mat, type Obj } from "../lib/scene3d";
import { jungleBelt, palm, tree } from "../lib/vegetation";

export const STAGE_PHASE: Record<Stage, Phase> = {
  excavation: "site",
  foundation: "foundation",
  frame: "frame",
  roof: "roof",
  glazing: "glazing",
  finished: "finish",
};

export function volumes(vols: Volume[], stage: Stage, seed: number): Obj[] {
  const out: Obj[] = [];
  vols.forEach((v, i) => out.push(...upToPhase(buildVolume(v, seed + i), STAGE_PHASE[stage])));
  return out;
}

/** A flat ground pad from x0..x1, z0..z1 with its top at y. */
export function ground(x0: number, x1: number, z0: number, z1: number, y: number, m: Mat): Obj {
  return box([x0, y - 30, z0], [x1, y, z1], m, { ground: true, reflect: false });
}

/** Palms scattered in a rectangle, avoiding a keep-out rectangle. */
export function palmGrove(
  seed: number,
  n: number,
  area: [number, number, number, number],
  keepOut: [number, number, number, number][] = [],
  y = 0,
  reflectFirst = 0,
): Obj[] {
  const rng = new Rng(seed);
  const out: Obj[] = [];
  let tries = 0;
  while (out.length < n && tries++ < n * 30) {
    const x = rng.range(area[0], area[1]);
    const z = rng.range(area[2], area[3]);
    if (keepOut.some(([a, b, c, d]) => x > a && x < b && z > c && z < d)) continue;
    out.push(
      palm(
        [x, y, z],
        rng.range(8, 12.5),
        seed + out.length,
        rng.jitter(0, 0.14),
        out.length < reflectFirst,
      ),
    );
  }
  return out;
}

/** Jungle belts receding from z0 in steps towards -z (or +z with a negative step). */
export function jungle(
  seed: number,
  z0: number,
  step: number,
  n: number,
  y0: number,
  rise: number,
  h = 10,
): Obj[] {
  const out: Obj[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      jungleBelt(-120, 120, z0 + i * step, y0 + i * rise, h + i, seed + i, i === 0 ? 0.1 : 0, true),
    );
  return out;
}

export function trees(
  seed: number,
  n: number,
  area: [number, number, number, number],
  y = 0,
): Obj[] {
  const rng = new Rng(seed);
  const out: Obj[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      tree(
        [rng.range(area[0], area[1]), y, rng.range(area[2], area[3])],
        rng.range(7, 12),
        rng.range(3, 5),
        seed + i,
        rng.range(0.1, 0.5),
      ),
    );
  return out;
}
