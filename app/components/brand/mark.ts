/**
 * The Solera mark, as data, drawn by the React `LogoMark`. The icon and logo
 * drawings (brand/*.svg, public/favicon.svg, public/logo.svg) copy its paths,
 * and scripts/icons.test.ts fails when one of them no longer matches.
 *
 * The drawing: the sun set down on the Pacific horizon, and that horizon is
 * also a villa's flat roof slab. Below it a second, shorter slab is set back
 * to the sun's axis, so the roof cantilevers out over an open terrace.
 *
 * It is drawn on a 32-unit square board where 2 units are one pixel of a
 * 16 px favicon: every straight edge falls on a whole pixel at 16, 32, 48 and
 * 64 px, so the slabs stay crisp in a browser tab. Only the sun's curve is
 * left to anti-aliasing.
 */

/** `primary` takes the text colour; `accent` is the sun, in sand. */
export type MarkTone = "primary" | "accent";

export interface MarkShape {
  /** A stable name, used as the React key. */
  readonly name: string;
  readonly tone: MarkTone;
  /** SVG path data in board units. */
  readonly d: string;
}

export interface MarkGeometry {
  /** The mark's own bounds on the board: use for lockups, where it sits beside text. */
  readonly viewBox: string;
  readonly width: number;
  readonly height: number;
  /** The whole square board, with the margins the grid was drawn for: use for icons. */
  readonly boardViewBox: string;
  readonly boardSize: number;
  /** Painted in order, back to front. */
  readonly shapes: readonly MarkShape[];
}

export const mark: MarkGeometry = {
  viewBox: "2 5 28 23",
  width: 28,
  height: 23,
  boardViewBox: "0 0 32 32",
  boardSize: 32,
  shapes: [
    // The sun: a half disc of radius 11 on the horizon, one pixel clear of the roof.
    { name: "sun", tone: "accent", d: "M5 16A11 11 0 0 1 27 16Z" },
    // The roof slab, which is also the horizon: the full width of the mark.
    { name: "roof", tone: "primary", d: "M2 18H30V22H2Z" },
    // The lower slab: half the roof's length, from the sun's axis to the right edge.
    { name: "slab", tone: "primary", d: "M16 24H30V28H16Z" },
  ],
};
