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
  it("takes the commit the host names, its message from git, and what it changed", () => {
    const git = fakeGit({
      log: "New Article: choosing-a-roof +2\n",
      diff: "content/images/news/roof.webp\ncontent/news/choosing-a-roof/index.en.md\ncontent/news/choosing-a-roof/index.es.md\n",
      show: "---\ntitle: Choosing a roof\nslug: choosing-a-roof\n---\n\nText.\n",
    });
    expect(buildRecord(now, { COMMIT_REF: sha }, git)).toEqual({
      builtAt: "2026-11-26T03:05:00.000Z",
      commit: {
        sha,
        message: "New Article: choosing-a-roof +2",
        changes: [
          {
            kind: "article",
            key: "choosing-a-roof",
            title: { en: "Choosing a roof", es: "Choosing a roof" },
            path: {
              en: "/information-news/choosing-a-roof",
              es: "/es/informacion-y-noticias/choosing-a-roof",
            },
          },
        ],
      },
    });
    expect(git.calls).toEqual([
      ["log", "-1", "--format=%s", sha, "--"],
      ["diff", "--name-only", `${sha}~1`, sha, "--"],
      ["show", `${sha}:content/news/choosing-a-roof/index.en.md`],
      ["show", `${sha}:content/news/choosing-a-roof/index.es.md`],
    ]);
  });

  it("records that a change to the site's code changed no entry", () => {
    const git = fakeGit({ log: "Rework the reader", diff: "app/root.tsx\n" });
    expect(buildRecord(now, { COMMIT_REF: sha }, git).commit?.changes).toEqual([]);
  });

  it("says nothing of changes where git cannot compare the commit with its parent", () => {
    expect(buildRecord(now, { COMMIT_REF: sha }, fakeGit({ log: "x" })).commit).toEqual({
      sha,
      message: "x",
    });
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
    const record = buildRecord(
      now,
      { COMMIT_REF: sha },
      fakeGit({
        log: "Content",
        diff: "content/faq.yaml\ncontent/news/a/index.en.md\ncontent/diary/casa-sol-2026-11-20.yaml\n",
        show: "",
      }),
    );
    expect(record.commit?.changes?.map((change) => change.kind)).toEqual([
      "page",
      "article",
      "diary",
    ]);
    expect(parseBuildRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it("leaves out a change it cannot read", () => {
    const read = parseBuildRecord({
      builtAt: now.toISOString(),
      commit: {
        sha,
        changes: [
          { kind: "article", key: "a" },
          { kind: "page", key: "faq", path: { en: "/", es: "/es" } },
        ],
      },
    });
    expect(read?.commit?.changes).toEqual([
      { kind: "page", key: "faq", path: { en: "/", es: "/es" } },
    ]);
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
