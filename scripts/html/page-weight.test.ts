import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../app/content/content.server";
import { pageInventory } from "../../app/inventory.server";
import { overweightPages } from "./page-weight";
import { pageFile } from "./site-pages";

describe("a page past the budget of a whole page", () => {
  const page = (bytes: number, source?: { kind: "article" | "project"; file: string }) => ({
    url: "/es/informacion-y-noticias/presupuesto",
    locale: "es" as const,
    bytes,
    source,
  });

  it("passes a page at the budget, and names one a byte over it", () => {
    expect(overweightPages([page(30 * 1024)], 30)).toEqual([]);
    expect(overweightPages([page(30 * 1024 + 1)], 30)).toEqual([
      "/es/informacion-y-noticias/presupuesto: the page weighs 30.0 KB compressed, more than the 30 KB a page may weigh.",
    ]);
  });

  it("names the article or project whose file makes the page, and what to do", () => {
    const article = { kind: "article" as const, file: "content/news/budgeting/index.es.md" };
    const project = { kind: "project" as const, file: "content/projects/villa-cielo/index.es.md" };
    expect(overweightPages([page(31_000, article), page(40_000, project)], 30)).toEqual([
      "content/news/budgeting/index.es.md: the article makes its page /es/informacion-y-noticias/presupuesto 30.3 KB compressed, more than the 30 KB a page may weigh. Shorten it, or split it into two articles.",
      "content/projects/villa-cielo/index.es.md: the project makes its page /es/informacion-y-noticias/presupuesto 39.1 KB compressed, more than the 30 KB a page may weigh. Shorten its text.",
    ]);
  });
});

describe("the build's check of every page's weight", () => {
  it("stops the build on an article too long to publish, naming its file", () => {
    const build = mkdtempSync(path.join(tmpdir(), "build-"));
    try {
      const article = content().articles[0]!;
      for (const { url, id, locale } of pageInventory()) {
        const file = path.join(build, "client", ...pageFile(url).split("/"));
        mkdirSync(path.dirname(file), { recursive: true });
        // Text that hardly compresses: 48 KB of it stays past 30 KB however it is packed.
        const long = id === `article:${article.slug.en}` && locale === "es";
        const text = long ? randomBytes(36_000).toString("base64") : "<p>A short page</p>";
        writeFileSync(file, `<!doctype html><title>t</title>${text}`);
      }
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-page-weight.ts"], {
        env: { ...process.env, BUILD_DIR: build },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `content/news/${article.key}/index.es.md: the article makes its page /es/`,
      );
      expect(run.stderr).toMatch(/Shorten it, or split it into two articles\./);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  }, 60_000);
});
