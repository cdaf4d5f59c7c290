export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping falsy ones. Callers keep overrides conflict-free
 * (no two utilities for the same property), so no merging library is needed.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
