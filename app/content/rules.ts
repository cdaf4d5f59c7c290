/**
 * The rules a content value must follow, written once: the schema
 * (schema.ts) checks files against them, and the editor (cms/config.ts)
 * refuses a value that breaks one before it saves. No zod here, so the
 * editor's bundle can read them.
 */

/** A page's address: "permisos-de-construccion". */
export const slugRule = {
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message:
    "Lower-case letters a to z, digits and single hyphens, with no accents or spaces, e.g. permisos-de-construccion",
} as const;

/** A calendar day: "2024-12-19". */
export const dayRule = {
  pattern: /^\d{4}-\d{2}-\d{2}$/,
  message: "Write the date as YYYY-MM-DD, e.g. 2024-12-19",
} as const;

/** How long a build took or will take: "10M" (months) or "1Y" (years), as the spec writes it. */
export const timelineRule = {
  pattern: /^([1-9]\d?)([MY])$/,
  message: 'A number and M for months or Y for years, e.g. "10M" or "1Y"',
} as const;

/** The year on a project's tile: when it started (in progress) or was finished. */
export const yearRule = { min: 1990, max: 2100 } as const;

/** The image formats the pipeline reads (scripts/images/build-images.ts). */
export const imageExtensions = ["svg", "jpg", "jpeg", "png", "webp"] as const;

/** The editor's form of a rule: the pattern's source and the message it shows. */
export function editorPattern(rule: { pattern: RegExp; message: string }): [string, string] {
  return [rule.pattern.source, rule.message];
}
