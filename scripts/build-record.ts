import { execFileSync } from "node:child_process";
import type { BuildRecord } from "../app/build-record";

/** Runs git and returns its output, or undefined where there is no git or no repository. */
export type Git = (args: string[]) => string | undefined;

export const runGit: Git = (args) => {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
};

/**
 * The record of this build (app/build-record.ts). The commit is the one the
 * host names (Netlify sets COMMIT_REF), else the checkout's HEAD; its
 * message is the first line git gives for it. With neither, the record
 * holds the time alone.
 */
export function buildRecord(now: Date, env: NodeJS.ProcessEnv, git: Git = runGit): BuildRecord {
  const named = env["COMMIT_REF"]?.trim();
  const sha = named || git(["rev-parse", "HEAD"])?.trim();
  if (!sha) return { builtAt: now.toISOString() };
  const message = git(["log", "-1", "--format=%s", sha, "--"])?.trim();
  return {
    builtAt: now.toISOString(),
    commit: message ? { sha, message } : { sha },
  };
}
