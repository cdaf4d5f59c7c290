import { readFileSync } from "node:fs";

const theme = readFileSync(new URL("../app/styles/theme.css", import.meta.url), "utf8");

/**
 * A colour token of app/styles/theme.css (`ocean-950`), as a browser's
 * computed style writes it: `rgb(8, 26, 31)`, or with an alpha,
 * `rgba(8, 26, 31, 0.72)`. Tests compare colours with the tokens, never
 * with a copy of their values.
 */
export function themeColor(name: string, alpha?: number): string {
  const hex = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6});`, "i").exec(theme)?.[1];
  if (!hex) throw new Error(`No colour token --color-${name} in app/styles/theme.css`);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
