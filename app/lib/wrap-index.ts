/** Steps through a gallery, wrapping past either end. */
export function wrapIndex(index: number, total: number): number {
  return ((index % total) + total) % total;
}
