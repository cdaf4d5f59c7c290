import { describe, expect, it } from "vitest";
import { parseBuildRecord } from "../app/build-record";
import { buildRecord, type Git } from "./build-record";

const now = new Date("2026-11-26T03:05:00.000Z");
const sha = "0123456789abcdef0123456789abcdef01234567";

function fakeGit(answers: Record<string, string | undefined>): Git & { calls: string[][] } {
  const calls: string[][] = [];
  const git = (args: string[]) => {
    calls.push(args);
    return answers[args[0]!];
  };
  return Object.assign(git, { calls });
}

describe("buildRecord", () => {
  it("takes the commit the host names, and its message from git", () => {
    const git = fakeGit({ log: "New Article: choosing-a-roof +2\n" });
    expect(buildRecord(now, { COMMIT_REF: sha }, git)).toEqual({
      builtAt: "2026-11-26T03:05:00.000Z",
      commit: { sha, message: "New Article: choosing-a-roof +2" },
    });
    expect(git.calls).toEqual([["log", "-1", "--format=%s", sha, "--"]]);
  });

  it("falls back to the checkout's HEAD without COMMIT_REF", () => {
    const git = fakeGit({ "rev-parse": `${sha}\n`, log: "Edit Company details: company" });
    expect(buildRecord(now, {}, git).commit).toEqual({
      sha,
      message: "Edit Company details: company",
    });
  });

  it("keeps the commit without a message git cannot give", () => {
    expect(buildRecord(now, { COMMIT_REF: sha }, fakeGit({})).commit).toEqual({ sha });
  });

  it("holds the time alone without a host's commit or git", () => {
    expect(buildRecord(now, { COMMIT_REF: " " }, fakeGit({}))).toEqual({
      builtAt: "2026-11-26T03:05:00.000Z",
    });
  });
});

describe("parseBuildRecord", () => {
  it("reads back what buildRecord writes", () => {
    const record = buildRecord(now, { COMMIT_REF: sha }, fakeGit({ log: "Content" }));
    expect(parseBuildRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it("refuses what is not a record, and drops a commit without an id", () => {
    for (const value of [null, "2026", {}, { builtAt: "yesterday" }, { builtAt: 5 }]) {
      expect(parseBuildRecord(value)).toBeUndefined();
    }
    expect(parseBuildRecord({ builtAt: now.toISOString(), commit: { message: "x" } })).toEqual({
      builtAt: now.toISOString(),
    });
    expect(parseBuildRecord({ builtAt: now.toISOString(), commit: { sha, message: "" } })).toEqual({
      builtAt: now.toISOString(),
      commit: { sha },
    });
  });
});
