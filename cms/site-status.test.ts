import { describe, expect, it } from "vitest";
import { statusContext } from "../netlify/plugins/build-status/context.js";
import { gitHub, pendingChanges, signedInToken } from "./site-status";

const repository = "solera-design-build/website";
const built = "a".repeat(40);
const head = "b".repeat(40);

const english = `---
title: Choosing a roof
date: 2026-11-20
category: roofs
---

Text.
`;
const spanish = `---
title: Cómo elegir el techo
slug: como-elegir-el-techo
excerpt: Un techo para la costa.
---

Texto.
`;

// A diary entry with no photo: the site refuses it.
const diaryEntry = `project: villa-mar
date: 2026-11-20
note:
  en: The slab is poured.
  es: Se chorreó la losa.
photos: []
descriptions:
  en: ""
  es: ""
`;

/** GitHub's API as the line asks it, over one commit after the live build. */
function fakeGitHub(answers: { files?: string[]; status?: string; compare?: number } = {}) {
  const asked: string[] = [];
  const get = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer gho_token");
    const base = `/repos/${repository}`;
    if (url.pathname === `${base}/compare/${built}...main`) {
      if (answers.compare) return new Response("{}", { status: answers.compare });
      return Response.json({
        status: "ahead",
        commits: [{ sha: head, commit: { committer: { date: "2026-11-26T03:12:00Z" } } }],
        files: (answers.files ?? []).map((filename) => ({ filename })),
      });
    }
    if (url.pathname === `${base}/commits/${head}/status`) {
      return Response.json({
        statuses: answers.status ? [{ context: statusContext, state: answers.status }] : [],
      });
    }
    const file = {
      "content/news/choosing-a-roof/index.en.md": english,
      "content/news/choosing-a-roof/index.es.md": spanish,
      "content/diary/villa-mar-2026-11-20.yaml": diaryEntry,
      "content/projects/villa-mar/index.en.md": "---\ntitle: Villa Mar\n---\n\nText.\n",
      "content/projects/villa-mar/index.es.md":
        "---\ntitle: Villa Mar\nslug: villa-del-mar\n---\n\nTexto.\n",
    }[decodeURIComponent(url.pathname.replace(`${base}/contents/`, ""))];
    if (url.pathname.startsWith(`${base}/contents/`) && url.searchParams.get("ref") === head) {
      return file ? new Response(file) : new Response("", { status: 404 });
    }
    return new Response("", { status: 404 });
  };
  return { github: gitHub(repository, "gho_token", get as typeof fetch), asked };
}

describe("pendingChanges", () => {
  it("names what was saved after the live build, and what the site's rules refuse in it", async () => {
    const { github } = fakeGitHub({
      files: ["content/news/choosing-a-roof/index.en.md", "content/images/news/roof.webp"],
    });
    const pending = await pendingChanges(github, built, "main");
    expect(pending).toMatchObject({
      savedAt: "2026-11-26T03:12:00Z",
      failed: false,
      parts: [
        {
          kind: "article",
          key: "choosing-a-roof",
          title: { en: "Choosing a roof", es: "Cómo elegir el techo" },
          path: {
            en: "/information-news/choosing-a-roof",
            es: "/es/informacion-y-noticias/como-elegir-el-techo",
          },
        },
      ],
    });
    // A category the site does not have; an image and an excerpt missing in English.
    expect(pending!.problems.map(({ file, field, code }) => ({ file, field, code }))).toEqual(
      expect.arrayContaining([
        {
          file: "content/news/choosing-a-roof/index.en.md",
          field: ["category"],
          code: "invalid_value",
        },
        {
          file: "content/news/choosing-a-roof/index.en.md",
          field: ["excerpt"],
          code: "invalid_type",
        },
      ]),
    );
    expect(pending!.problems.every((p) => p.file.endsWith("index.en.md"))).toBe(true);
  });

  it("names a diary entry by its project, and checks the entry's file, not the project's", async () => {
    const { github } = fakeGitHub({ files: ["content/diary/villa-mar-2026-11-20.yaml"] });
    const pending = await pendingChanges(github, built, "main");
    expect(pending?.parts).toEqual([
      {
        kind: "diary",
        key: "villa-mar-2026-11-20",
        title: { en: "Villa Mar", es: "Villa Mar" },
        path: {
          en: "/projects/villa-mar/diary/2026-11-20",
          es: "/es/proyectos/villa-del-mar/avance/2026-11-20",
        },
        date: "2026-11-20",
      },
    ]);
    expect(pending!.problems.map(({ file, field }) => ({ file, field }))).toEqual(
      expect.arrayContaining([
        { file: "content/diary/villa-mar-2026-11-20.yaml", field: ["photos"] },
      ]),
    );
    expect(
      pending!.problems.every((p) => p.file === "content/diary/villa-mar-2026-11-20.yaml"),
    ).toBe(true);
  });

  it("reads the host's report on the newest commit", async () => {
    const { github } = fakeGitHub({ status: "failure" });
    expect((await pendingChanges(github, built, "main"))?.failed).toBe(true);
    const fine = fakeGitHub({ status: "pending" });
    expect((await pendingChanges(fine.github, built, "main"))?.failed).toBe(false);
  });

  it("has nothing to say when GitHub does not know the live build's commit", async () => {
    const { github, asked } = fakeGitHub({ compare: 404 });
    expect(await pendingChanges(github, built, "main")).toBeUndefined();
    expect(asked).toHaveLength(1);
  });
});

describe("signedInToken", () => {
  const storage = (value: unknown) => ({
    getItem: () => (value === undefined ? null : JSON.stringify(value)),
  });

  it("is the token the editor keeps for its GitHub sign-in", () => {
    expect(signedInToken(storage({ backendName: "github", token: "gho_1" }))).toBe("gho_1");
  });

  it("is nothing when signed out, signed in elsewhere, or unreadable", () => {
    expect(signedInToken(storage(undefined))).toBeUndefined();
    expect(signedInToken(storage({}))).toBeUndefined();
    expect(signedInToken(storage({ backendName: "local", token: "x" }))).toBeUndefined();
    expect(signedInToken({ getItem: () => "{" })).toBeUndefined();
  });
});
