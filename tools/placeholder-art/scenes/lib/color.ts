/** Colour helpers on "#rrggbb" strings. */
export type RGB = [number, number, number];

export function parse(hex: string): RGB {
  const h = hex.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h;
  return [
    parseInt(full.slice(0, 2), 16) / 255,
    parseInt(full.slice(2, 4), 16) / 255,
    parseInt(full.slice(4, 6), 16) / 255,
  ];
}

export function hex(c: RGB): string {
  return (
    "#" +
    c
      .map((v) =>
        Math.round(Math.min(1, Math.max(0, v)) * 255)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Linear blend from a (t = 0) to b (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Multiply every channel by k (k < 1 darkens). */
export function scale(a: string, k: number): string {
  const x = parse(a);
  return hex([x[0] * k, x[1] * k, x[2] * k]);
}

/** Channel-wise multiply of two colours. */
export function multiply(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return hex([x[0] * y[0], x[1] * y[1], x[2] * y[2]]);
}

export function lighten(a: string, t: number): string {
  return mix(a, "#ffffff", t);
}

export function darken(a: string, t: number): string {
  return mix(a, "#000000", t);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(a: string): number {
  const [r, g, b] = parse(a);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
