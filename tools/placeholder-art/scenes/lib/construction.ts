/** Construction-site props: machines, cranes, spoil heaps, formwork, site huts. */
import { MAT, rebar, scaffolding, type Volume } from "./architecture";
import { box, lines, polygon, type Box, type Obj, type V3 } from "./scene3d";

export type Stage = "excavation" | "foundation" | "frame" | "roof" | "glazing" | "finished";
export const STAGES: readonly Stage[] = [
  "excavation",
  "foundation",
  "frame",
  "roof",
  "glazing",
  "finished",
];

const YELLOW = { c: "#d9a63a" };
const DARK = { c: "#2f3133" };

/** A tracked excavator facing +x (dir 1) or -x (dir -1), arm raised. */
export function excavator(x: number, y: number, z: number, dir: 1 | -1 = 1): Obj[] {
  const d = dir;
  const out: Obj[] = [
    box([x - 1.8, y, z - 1.3], [x + 1.8, y + 0.8, z - 0.6], DARK),
    box([x - 1.8, y, z + 0.6], [x + 1.8, y + 0.8, z + 1.3], DARK),
    box([x - 1.5, y + 0.8, z - 1.2], [x + 1.5, y + 1.7, z + 1.2], YELLOW),
    box([x - 1.6 * d, y + 1.7, z - 1.1], [x - 0.2 * d, y + 2.4, z + 1.1], YELLOW),
  ];
  // Cab.
  const c0 = x + 0.1 * d;
  out.push(
    box(
      [Math.min(c0, c0 + 1.2 * d), y + 1.7, z + 0.1],
      [Math.max(c0, c0 + 1.2 * d), y + 3.3, z + 1.1],
      { c: "#46585e", kind: "glass" },
    ),
  );
  // Boom and stick as sloping plates.
  const bx = x + 1.2 * d;
  const px: V3 = [bx + 2.6 * d, y + 4.2, z - 0.3];
  const tip: V3 = [bx + 4.4 * d, y + 1.0, z - 0.3];
  const plate = (p: V3, q: V3, w: number) => {
    const a: V3 = [p[0], p[1] - w, z - 0.35];
    const b: V3 = [q[0], q[1] - w, z - 0.35];
    return polygon([a, [a[0], a[1] + w * 2, a[2]], [b[0], b[1] + w * 2, b[2]], b], YELLOW);
  };
  out.push(plate([bx, y + 2, z], px, 0.3), plate(px, tip, 0.2));
  out.push(box([tip[0] - 0.5, tip[1] - 0.6, z - 0.8], [tip[0] + 0.5, tip[1] + 0.2, z + 0.2], DARK));
  return out;
}

/** A tower crane: mast and jib as lattice lines, counterweight and cab as boxes. */
export function towerCrane(
  x: number,
  y: number,
  z: number,
  height: number,
  jib: number,
  angle: number,
): Obj[] {
  const segs: [V3, V3][] = [];
  const w = 0.9;
  const corners: [number, number][] = [
    [-w, -w],
    [w, -w],
    [w, w],
    [-w, w],
  ];
  for (const [dx, dz] of corners)
    segs.push([
      [x + dx, y, z + dz],
      [x + dx, y + height, z + dz],
    ]);
  for (let h = 0; h < height; h += 2) {
    for (let i = 0; i < 4; i++) {
      const [ax, az] = corners[i]!;
      const [bx, bz] = corners[(i + 1) % 4]!;
      segs.push([
        [x + ax, y + h, z + az],
        [x + bx, y + h + 2, z + bz],
      ]);
      segs.push([
        [x + ax, y + h, z + az],
        [x + bx, y + h, z + bz],
      ]);
    }
  }
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const at = (t: number, up: number, side: number): V3 => [
    x + ca * t - sa * side,
    y + height + up,
    z + sa * t + ca * side,
  ];
  const back = jib * 0.3;
  for (const side of [-0.6, 0.6]) segs.push([at(-back, 0, side), at(jib, 0, side)]);
  segs.push([at(-back, 1.6, 0), at(jib, 1.6, 0)]);
  for (let t = -back; t < jib; t += 2) {
    segs.push(
      [at(t, 0, -0.6), at(t + 1, 1.6, 0)],
      [at(t + 1, 1.6, 0), at(t + 2, 0, 0.6)],
      [at(t, 0, 0.6), at(t, 0, -0.6)],
    );
  }
  // Apex and ties.
  segs.push(
    [at(0, 0, 0), at(0, 6, 0)],
    [at(0, 6, 0), at(jib * 0.7, 1.6, 0)],
    [at(0, 6, 0), at(-back, 1.6, 0)],
  );
  // Hook line.
  const hk = at(jib * 0.55, 0, 0);
  segs.push([hk, [hk[0], y + height * 0.35, hk[2]]]);
  const out: Obj[] = [lines(segs, "#d1a23c", 0.12)];
  const cw = at(-back + 1, -1.4, 0);
  out.push(
    box([cw[0] - 1, cw[1], cw[2] - 1], [cw[0] + 1, cw[1] + 1.4, cw[2] + 1], { c: "#7c7a73" }),
  );
  const cab = at(1.2, -2, 1.2);
  out.push(
    box([cab[0] - 0.8, cab[1], cab[2] - 0.8], [cab[0] + 0.8, cab[1] + 1.6, cab[2] + 0.8], {
      c: "#e0b44a",
    }),
  );
  // A bundle of steel hanging from the hook.
  out.push(
    box(
      [hk[0] - 1.5, y + height * 0.35 - 0.4, hk[2] - 0.2],
      [hk[0] + 1.5, y + height * 0.35, hk[2] + 0.2],
      MAT.steel,
    ),
  );
  return out;
}

/** A spoil heap of excavated earth as a low stepped mound. */
export function spoilHeap(x: number, y: number, z: number, r: number): Obj[] {
  const out: Box[] = [];
  for (let i = 0; i < 3; i++) {
    const k = 1 - i * 0.3;
    out.push(
      box(
        [x - r * k, y + i * 0.5, z - r * k * 0.7],
        [x + r * k, y + (i + 1) * 0.5, z + r * k * 0.7],
        i % 2 ? MAT.earth : { c: "#a7825c" },
      ),
    );
  }
  return out;
}

/** A site office container. */
export function siteHut(x: number, y: number, z: number): Obj[] {
  return [
    box([x, y, z], [x + 6, y + 2.6, z + 2.4], {
      c: "#e8e3d6",
      lines: [{ axis: 0, step: 0.3, opacity: 0.15 }],
    }),
    box([x + 1, y + 1, z + 2.39], [x + 2.6, y + 2, z + 2.43], { c: "#3e525a", kind: "glass" }),
  ];
}

/** Temporary works for a set of volumes at a stage: rebar, props, scaffolding. */
export function temporaryWorks(vols: Volume[], stage: Stage, seed = 1): Obj[] {
  const out: Obj[] = [];
  vols.forEach((v, i) => {
    const [x0, x1] = v.x;
    const [z0, z1] = v.z;
    if (stage === "foundation" && !v.noFloor) {
      const starters: [number, number][] = [];
      for (
        let x = x0 + 0.3;
        x <= x1 - 0.2;
        x += (x1 - x0 - 0.6) / Math.max(1, Math.round((x1 - x0) / 4.5))
      )
        starters.push([x, z0 + 0.3], [x, z1 - 0.3]);
      out.push(rebar(x0, x1, z0, z1, v.y + 0.02, 0.35, starters, 1.6));
      // Formwork boards around the slab edge.
      out.push(
        box([x0 - 0.15, v.y - 0.45, z1 + 0.1], [x1 + 0.15, v.y + 0.05, z1 + 0.15], {
          c: "#b48d5e",
        }),
        box([x1 + 0.1, v.y - 0.45, z0 - 0.15], [x1 + 0.15, v.y + 0.05, z1 + 0.15], {
          c: "#b48d5e",
        }),
      );
    }
    if (stage === "frame" || stage === "roof") {
      out.push(
        ...scaffolding(
          x0,
          x1,
          z0,
          z1,
          v.y,
          v.y + v.h + (stage === "roof" ? 1.2 : 0.4),
          "pz px nx",
          seed + i,
        ),
      );
      // Shoring props under the slab above.
      const segs: [V3, V3][] = [];
      for (let x = x0 + 1; x < x1 - 0.5; x += 1.2)
        for (let z = z0 + 1; z < z1 - 0.5; z += 1.5)
          segs.push([
            [x, v.y, z],
            [x, v.y + v.h, z],
          ]);
      out.push(lines(segs, "#9aa0a4", 0.05));
    }
    if (stage === "glazing") {
      out.push(...scaffolding(x0, x1, z0, z1, v.y, v.y + v.h + 0.4, i % 2 ? "nx" : "px", seed + i));
    }
  });
  return out;
}

/**
 * A truck-mounted mobile crane with its outriggers down, the telescopic boom
 * raised toward (tx, tipY, tz) and a rafter hanging from the hook at hookY.
 */
export function mobileCrane(x: number, y: number, z: number, tip: V3, hookY: number): Obj[] {
  const out: Obj[] = [box([x - 4.5, y + 0.6, z - 1.2], [x + 4.5, y + 1.5, z + 1.2], DARK)];
  for (const wx of [-3.4, -2.2, 2.2, 3.4])
    for (const s of [-1, 1])
      out.push(
        box(
          [x + wx - 0.5, y, z + s * 1.25 - 0.25],
          [x + wx + 0.5, y + 1, z + s * 1.25 + 0.25],
          DARK,
        ),
      );
  // Outrigger beams and their pads.
  for (const ox of [-4, 4])
    for (const s of [-1, 1]) {
      const [za, zb] = [z + s * 1.2, z + s * 3];
      out.push(
        box(
          [x + ox - 0.15, y + 0.7, Math.min(za, zb)],
          [x + ox + 0.15, y + 0.95, Math.max(za, zb)],
          YELLOW,
        ),
        box([x + ox - 0.4, y, zb - 0.4], [x + ox + 0.4, y + 0.15, zb + 0.4], DARK),
      );
    }
  // Driver's cab, the slewing superstructure and the operator's cab.
  const glass = { c: "#46585e", kind: "glass" } as const;
  out.push(
    box([x + 3.4, y + 1.5, z - 1.1], [x + 4.5, y + 2.7, z + 1.1], glass),
    box([x - 2.6, y + 1.5, z - 1.1], [x + 0.4, y + 2.6, z + 1.1], YELLOW),
    box([x - 0.4, y + 1.5, z + 0.6], [x + 0.6, y + 3, z + 1.2], glass),
  );
  // Telescopic boom in three sections, each narrower than the one before.
  const pivot: V3 = [x - 1.8, y + 2.8, z];
  const at = (t: number): V3 => [
    pivot[0] + (tip[0] - pivot[0]) * t,
    pivot[1] + (tip[1] - pivot[1]) * t,
    pivot[2] + (tip[2] - pivot[2]) * t,
  ];
  out.push(
    lines([[pivot, at(0.45)]], YELLOW.c, 0.9),
    lines([[at(0.42), at(0.75)]], YELLOW.c, 0.7),
    lines([[at(0.72), tip]], YELLOW.c, 0.5),
  );
  // Hook line and a rafter on its way to the next frame.
  out.push(lines([[tip, [tip[0], hookY + 0.4, tip[2]]]], DARK.c, 0.06));
  out.push(
    box([tip[0] - 0.2, hookY - 0.5, tip[2] - 5], [tip[0] + 0.2, hookY, tip[2] + 5], MAT.steel),
  );
  return out;
}
