/** A tiny SVG writer: compact numbers, shared gradients, merged paths. */

export type Pt = [number, number];

/** Rounds to at most one decimal and drops trailing zeros. */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  if (Object.is(r, -0) || r === 0) return "0";
  const s = String(r);
  return s.startsWith("0.") ? s.slice(1) : s.startsWith("-0.") ? "-" + s.slice(2) : s;
}

/** Joins numbers, dropping the space before a minus sign or a leading dot that follows a decimal. */
function pair(x: string, y: string): string {
  return y.startsWith("-") ? x + y : x + " " + y;
}

/** Path data for a closed polygon. */
export function poly(input: readonly Pt[], close = true): string {
  if (input.length === 0) return "";
  const points = close && signedArea(input) < 0 ? [...input].reverse() : input;
  // Absolute start, then relative steps between rounded points (no drift).
  const r = points.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)] as const);
  let d = "M" + pair(num(r[0]![0] / 10), num(r[0]![1] / 10));
  for (let i = 1; i < r.length; i++) {
    const dx = num((r[i]![0] - r[i - 1]![0]) / 10);
    const dy = num((r[i]![1] - r[i - 1]![1]) / 10);
    d += (i === 1 ? "l" : dx.startsWith("-") ? "" : " ") + pair(dx, dy);
  }
  return close ? d + "Z" : d;
}

/** Twice the signed area of a polygon (positive = clockwise on screen). */
export function signedArea(points: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a;
}

/** Path data for a rectangle. */
export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}Z`;
}

/** Path data for an ellipse (two arcs). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0` +
    `a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`
  );
}

export type Stop = [offset: number, color: string, opacity?: number];

interface PathItem {
  kind: "path";
  key: string;
  attrs: string;
  d: string;
}
interface RawItem {
  kind: "raw";
  text: string;
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly defKeys = new Map<string, string>();
  private readonly items: (PathItem | RawItem)[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  uid(prefix = "g"): string {
    return prefix + (this.counter++).toString(36);
  }

  private def(key: string, make: (id: string) => string): string {
    const known = this.defKeys.get(key);
    if (known) return known;
    const id = this.uid();
    this.defKeys.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${num(o * 100)}%" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${Math.round(a * 100) / 100}"` : ""}/>`,
      )
      .join("");
  }

  /** A linear gradient; coordinates in user space unless `bbox` is true. Returns "url(#id)". */
  linear(
    stops: readonly Stop[],
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    bbox = false,
  ): string {
    const coords = bbox
      ? `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`
      : `x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" gradientUnits="userSpaceOnUse"`;
    const body = Svg.stops(stops);
    const id = this.def(
      `L${coords}${body}`,
      (id) => `<linearGradient id="${id}" ${coords}>${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space. Returns "url(#id)". */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const t =
      sy !== 1
        ? ` gradientTransform="translate(0 ${num(cy)}) scale(1 ${Math.round(sy * 1000) / 1000}) translate(0 ${num(-cy)})"`
        : "";
    const coords = `cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" gradientUnits="userSpaceOnUse"${t}`;
    const body = Svg.stops(stops);
    const id = this.def(
      `R${coords}${body}`,
      (id) => `<radialGradient id="${id}" ${coords}>${body}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from path data. Returns "url(#id)". */
  clip(d: string): string {
    const id = this.def(`C${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A blur filter (use sparingly: one soft glow per image). Returns "url(#id)". */
  blur(std: number): string {
    const id = this.def(
      `B${std}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Adds a filled path; consecutive paths with the same paint are merged. */
  path(d: string, fill: string, opacity = 1, extra = ""): void {
    if (!d) return;
    const op = opacity < 0.995 ? ` opacity="${Math.round(opacity * 100) / 100}"` : "";
    const attrs = `fill="${fill}"${op}${extra ? " " + extra : ""}`;
    this.pushPath(attrs, d);
  }

  /** Adds a stroked path (no fill); consecutive strokes with the same style are merged. */
  stroke(d: string, color: string, width: number, opacity = 1, cap = "round"): void {
    if (!d) return;
    const op = opacity < 0.995 ? ` stroke-opacity="${Math.round(opacity * 100) / 100}"` : "";
    const attrs = `fill="none" stroke="${color}" stroke-width="${num(Math.max(0.3, width))}"${op}${cap !== "butt" ? ` stroke-linecap="${cap}"` : ""}`;
    this.pushPath(attrs, d);
  }

  private pushPath(attrs: string, d: string): void {
    const last = this.items[this.items.length - 1];
    // Consecutive paths with the same paint become one element. Polygons are
    // written with a consistent winding, so overlapping subpaths union.
    if (last && last.kind === "path" && last.key === attrs) {
      last.d += d;
      return;
    }
    this.items.push({ kind: "path", key: attrs, attrs, d });
  }

  /** Adds raw markup (groups, etc.). */
  raw(text: string): void {
    this.items.push({ kind: "raw", text });
  }

  rect(x: number, y: number, w: number, h: number, fill: string, opacity = 1): void {
    this.path(rectPath(x, y, w, h), fill, opacity);
  }

  toString(): string {
    const body = this.items
      .map((it) => (it.kind === "raw" ? it.text : `<path ${it.attrs} d="${it.d}"/>`))
      .join("");
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" ` +
      `width="${this.width}" height="${this.height}">${defs}${body}</svg>\n`
    );
  }
}
