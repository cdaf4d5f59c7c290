import { execFileSync } from "node:child_process";
import type { BuildRecord } from "../app/build-record";
import { changedParts, describePart, entryFiles } from "../app/content/changes";

/** Runs git and returns its output, or undefined where there is no git or no repository. */
export type Git = (args: string[]) => string | undefined;

export const runGit: Git = (args) => {
  try {
    return execFileSync("git", args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
};

/**
 * What a commit changed, by entry and page, named from its files as they
 * are in that commit; undefined where git cannot tell (a clone without the
 * commit's parent).
 */
function changesOf(sha: string, git: Git) {
  const listed = git(["diff", "--name-only", `${sha}~1`, sha, "--"]);
  if (listed === undefined) return undefined;
  const files = listed.split("\n").filter(Boolean);
  return changedParts(files).map((part) =>
    describePart(
      part,
      part.kind === "page"
        ? {}
        : Object.fromEntries(
            Object.entries(entryFiles(part)).map(([locale, file]) => [
              locale,
              git(["show", `${sha}:${file}`]),
            ]),
          ),
    ),
  );
}

/**
 * The record of this build (app/build-record.ts). The commit is the one the
 * host names (Netlify sets COMMIT_REF), else the checkout's HEAD; its
 * message is the first line git gives for it, and its changes the entries
 * and pages its files belong to. With neither, the record holds the time
 * alone.
 */
export function buildRecord(now: Date, env: NodeJS.ProcessEnv, git: Git = runGit): BuildRecord {
  const named = env["COMMIT_REF"]?.trim();
  const sha = named || git(["rev-parse", "HEAD"])?.trim();
  if (!sha) return { builtAt: now.toISOString() };
  const message = git(["log", "-1", "--format=%s", sha, "--"])?.trim();
  const changes = changesOf(sha, git);
  return {
    builtAt: now.toISOString(),
    commit: { sha, ...(message ? { message } : {}), ...(changes ? { changes } : {}) },
  };
}
