/**
 * What each build says of itself, at /build.json: when it ran and the commit
 * it was built from. The content editor reads it to tell the owner when the
 * site was last published and from which change (cms/site-status.ts); a
 * build that fails writes nothing, so the file keeps the last good build.
 */
export const buildRecordPath = "/build.json";

export interface BuildRecord {
  /** When the build ran, as an ISO 8601 instant. */
  builtAt: string;
  /** The commit it was built from, when known: its id and the first line of its message. */
  commit?: { sha: string; message?: string };
}

/** A build record read back from the file, or undefined when it is not one. */
export function parseBuildRecord(value: unknown): BuildRecord | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { builtAt, commit } = value as Record<string, unknown>;
  if (typeof builtAt !== "string" || Number.isNaN(Date.parse(builtAt))) return undefined;
  if (typeof commit !== "object" || commit === null) return { builtAt };
  const { sha, message } = commit as Record<string, unknown>;
  if (typeof sha !== "string" || sha === "") return { builtAt };
  return {
    builtAt,
    commit: typeof message === "string" && message !== "" ? { sha, message } : { sha },
  };
}
