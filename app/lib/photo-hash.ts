/**
 * The full-screen viewer's place in the URL: `#photo-3` is the third photo.
 * Opening the viewer pushes that hash, so the browser's Back closes it.
 */
export function photoHash(index: number): string {
  return `#photo-${index + 1}`;
}

/** The photo a hash names, as an index, or null when it names none of `total`. */
export function photoFromHash(hash: string, total: number): number | null {
  const match = /^#photo-([1-9]\d*)$/.exec(hash);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  return index < total ? index : null;
}
