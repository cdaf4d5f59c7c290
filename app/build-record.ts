import type { ChangedPart } from "./content/changes";

/**
 * What each build says of itself, at /build.json: when it ran, the commit it
 * was built from, and the entries and pages that commit changed. The content
 * editor reads it to tell the owner what is live, by the entries' titles
 * (cms/site-status.ts); a build that fails writes nothing, so the file keeps
 * the last good build.
 */
export const buildRecordPath = "/build.json";

export interface BuildRecord {
  /** When the build ran, as an ISO 8601 instant. */
  builtAt: string;
  /**
   * The commit it was built from, when known: its id, the first line of its
   * message, and what it changed (none: a change to the site's code).
   */
  commit?: { sha: string; message?: string; changes?: ChangedPart[] };
}

const isLocalizedText = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Record<string, unknown>)["en"] === "string" &&
  typeof (value as Record<string, unknown>)["es"] === "string";

/** A changed part as the build wrote it; anything else is left out. */
function isChangedPart(value: unknown): value is ChangedPart {
  if (typeof value !== "object" || value === null) return false;
  const { kind, key, path, title } = value as Record<string, unknown>;
  if (typeof key !== "string" || !isLocalizedText(path)) return false;
  return (
    kind === "page" ||
    ((kind === "article" || kind === "project" || kind === "diary") && isLocalizedText(title))
  );
}

/** A build record read back from the file, or undefined when it is not one. */
export function parseBuildRecord(value: unknown): BuildRecord | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { builtAt, commit } = value as Record<string, unknown>;
  if (typeof builtAt !== "string" || Number.isNaN(Date.parse(builtAt))) return undefined;
  if (typeof commit !== "object" || commit === null) return { builtAt };
  const { sha, message, changes } = commit as Record<string, unknown>;
  if (typeof sha !== "string" || sha === "") return { builtAt };
  return {
    builtAt,
    commit: {
      sha,
      ...(typeof message === "string" && message !== "" ? { message } : {}),
      ...(Array.isArray(changes) ? { changes: changes.filter(isChangedPart) } : {}),
    },
  };
}
