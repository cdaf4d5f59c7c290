import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { newsFeed } from "~/content/news/feed.server";
import { pageFile } from "../../scripts/html/site-pages";

/**
 * An article added the way the editor adds one (a folder with two Markdown
 * files, front matter as the editor writes it: field order, the image's
 * path, the Spanish address in the Spanish file, headings and lists from its
 * toolbar) into a copy of the content, and the site built from that copy.
 * The article must reach its pages in both languages, the lists, the sitemap
 * and the feeds with no other edit; a twin dated after the day the site is
 * built for must reach none of them until its day. It runs after the site's
 * own build, whose encoded images and fonts the copy shares.
 */

/** An article the owner wrote ahead, dated after the day the copy is built for. */
const scheduled = { key: "next-dry-season", es: "la-proxima-epoca-seca", date: "2031-01-10" };
const builtFor = "2030-06-01";

const key = "weekly-site-reports";
const spanishSlug = "informes-semanales-de-obra";
const title = {
  en: "What our weekly site reports tell you",
  es: "Lo que le cuentan nuestros informes semanales de obra",
};

const english = `---
title: ${title.en}
date: 2025-01-15
category: process
image: /content/images/news/build-timeline.svg
imageAlt:
  en: A site report on a tablet beside a villa under construction
  es: Un informe de obra en una tableta junto a una villa en construcción
excerpt: Photos, the schedule against the plan and the decisions we need from you, every Friday.
---

Every Friday you receive a short report on your project.

## What each report holds

- Photos of the week's work
- The schedule against the plan

_When a decision is yours_

We call you, explain the **options and their cost**, and decide with you.
`;

const spanish = `---
title: ${title.es}
slug: ${spanishSlug}
excerpt: Fotos, el avance contra el cronograma y las decisiones que necesitamos de usted, cada viernes.
---

Cada viernes usted recibe un informe corto sobre su proyecto.

## Qué contiene cada informe

- Fotos del trabajo de la semana
- El avance contra el cronograma

_Cuando la decisión es suya_

Le llamamos, le explicamos las **opciones y su costo**, y decidimos con usted.
`;

test.describe("an article written as the editor writes it", () => {
  test.describe.configure({ mode: "serial" });
  // Inside the project, so the server build resolves its packages from node_modules.
  const buildDir = path.resolve("node_modules/.cache/solera-round-trip");
  let contentCopy = "";
  const client = path.join(buildDir, "client");
  const page = (urlPath: string) => readFileSync(path.join(client, pageFile(urlPath)), "utf8");

  test.beforeAll(() => {
    test.setTimeout(180_000);
    contentCopy = path.join(mkdtempSync(path.join(tmpdir(), "solera-round-trip-")), "content");
    cpSync(path.resolve("content"), contentCopy, { recursive: true });
    mkdirSync(path.join(contentCopy, "news", key));
    writeFileSync(path.join(contentCopy, "news", key, "index.en.md"), english);
    writeFileSync(path.join(contentCopy, "news", key, "index.es.md"), spanish);
    mkdirSync(path.join(contentCopy, "news", scheduled.key));
    writeFileSync(
      path.join(contentCopy, "news", scheduled.key, "index.en.md"),
      english
        .replace(/^date: .*$/m, `date: ${scheduled.date}`)
        .replace(/^title: .*$/m, "title: Planning for the next dry season"),
    );
    writeFileSync(
      path.join(contentCopy, "news", scheduled.key, "index.es.md"),
      spanish
        .replace(/^slug: .*$/m, `slug: ${scheduled.es}`)
        .replace(/^title: .*$/m, "title: Cómo planear la próxima época seca"),
    );
    rmSync(buildDir, { recursive: true, force: true });
    const run = (script: string, args: string[], extra = {}) =>
      execFileSync(path.resolve("node_modules/.bin", script), args, {
        env: {
          ...process.env,
          CONTENT_DIR: contentCopy,
          BUILD_DIR: buildDir,
          SITE_TODAY: builtFor,
          ...extra,
        },
        stdio: "pipe",
      });
    run("react-router", ["build"]);
    run("tsx", ["scripts/postbuild.ts"]);
  });

  test.afterAll(() => {
    if (contentCopy) rmSync(path.dirname(contentCopy), { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  });

  test("has its page in English, with the editor's headings and lists", () => {
    const html = page(`information-news/${key}`);
    // The reader's title is its h2, so the body's sections are h3 and their parts h4.
    expect(html).toMatch(new RegExp(`<h2 id="article-title"[^>]*>${title.en}</h2>`));
    expect(html).toMatch(
      /<h3[^>]*>What each report holds<\/h3><ul[^>]*><li>Photos of the week&#x27;s work<\/li>/,
    );
    expect(html).toMatch(/<h4[^>]*>When a decision is yours<\/h4>/);
    expect(html).toMatch(/<strong[^>]*>options and their cost<\/strong>/);
    expect(html).toContain(
      `hrefLang="es" href="https://soleradesignbuild.com/es/informacion-y-noticias/${spanishSlug}"`,
    );
  });

  test("has its page in Spanish, at its Spanish address", () => {
    const html = page(`es/informacion-y-noticias/${spanishSlug}`);
    expect(html).toMatch(new RegExp(`<h2 id="article-title"[^>]*>${title.es}</h2>`));
    expect(html).toMatch(/<h3[^>]*>Qué contiene cada informe<\/h3>/);
    expect(html).toContain(
      `hrefLang="en" href="https://soleradesignbuild.com/information-news/${key}"`,
    );
  });

  test("is in both news lists", () => {
    expect(page("information-news")).toContain(`href="/information-news/${key}"`);
    expect(page("es/informacion-y-noticias")).toContain(
      `href="/es/informacion-y-noticias/${spanishSlug}"`,
    );
  });

  test("is in the sitemap and in both feeds", () => {
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`/information-news/${key}</loc>`);
    expect(sitemap).toContain(`/es/informacion-y-noticias/${spanishSlug}</loc>`);
    const previous = { dir: process.env.CONTENT_DIR, today: process.env.SITE_TODAY };
    process.env.CONTENT_DIR = contentCopy;
    process.env.SITE_TODAY = builtFor;
    try {
      expect(newsFeed("en")).toContain(`<title>${title.en}</title>`);
      expect(newsFeed("es")).toContain(`<title>${title.es}</title>`);
      expect(newsFeed("en")).not.toContain(scheduled.key);
      expect(newsFeed("es")).not.toContain(scheduled.es);
    } finally {
      for (const [name, value] of [
        ["CONTENT_DIR", previous.dir],
        ["SITE_TODAY", previous.today],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  test("an article dated after the build's day is on no page, list or sitemap until its day", () => {
    const everything = [
      page("information-news"),
      page("es/informacion-y-noticias"),
      readFileSync(path.join(client, "sitemap.xml"), "utf8"),
    ].join("\n");
    expect(everything).not.toContain(scheduled.key);
    expect(everything).not.toContain(scheduled.es);
    expect(existsSync(path.join(client, "information-news", scheduled.key))).toBe(false);
    expect(existsSync(path.join(client, "es/informacion-y-noticias", scheduled.es))).toBe(false);
  });
});
