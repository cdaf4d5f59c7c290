import { describe, expect, it } from "vitest";
import type { ChangedPart } from "../app/content/changes";
import type { Locale } from "../app/i18n/locales";
import { commitName, ownersHeadline, renamedCommit } from "./commit-names";
import { commitMessages, configFor } from "./config";
import type { LabelledCollection } from "./site-news";

const form: Record<Locale, LabelledCollection[]> = {
  en: configFor("en").collections as unknown as LabelledCollection[],
  es: configFor("es").collections as unknown as LabelledCollection[],
};

/** A headline as the editor makes it from the configuration's template. */
const sveltia = (
  locale: Locale,
  type: "create" | "update" | "delete",
  collection: string,
  slug: string,
) => commitMessages[locale][type]!.replace("{{collection}}", collection).replace("{{slug}}", slug);

const dawn: ChangedPart = {
  kind: "article",
  key: "why-we-pour-concrete-at-dawn",
  title: { en: "Why we pour concrete at dawn", es: "Por qué chorreamos al amanecer" },
  path: { en: "/information-news/why", es: "/es/informacion-y-noticias/por-que" },
};
const visit: ChangedPart = {
  kind: "diary",
  key: "casa-horizonte-2026-11-20",
  title: { en: "Casa Horizonte", es: "Casa Horizonte" },
  path: { en: "/projects/casa-horizonte/diary/2026-11-20", es: "/es/proyectos/casa-horizonte" },
  date: "2026-11-20",
};
const company: ChangedPart = { kind: "page", key: "company", path: { en: "/", es: "/es" } };

describe("ownersHeadline", () => {
  it("names an entry by its title in the editor's language, after the template's verb", () => {
    expect(
      ownersHeadline(
        sveltia("es", "create", "artículo", "why-we-pour-concrete-at-dawn +1"),
        [dawn],
        "es",
        form.es,
      ),
    ).toBe("Nuevo artículo: Por qué chorreamos al amanecer");
    expect(
      ownersHeadline(
        sveltia("en", "update", "Article", "why-we-pour-concrete-at-dawn"),
        [dawn],
        "en",
        form.en,
      ),
    ).toBe("Edit Article: Why we pour concrete at dawn");
  });

  it("names a diary entry by its project and day, and a page by its form", () => {
    expect(commitName(visit, "es", form.es)).toBe("Casa Horizonte, 20 nov");
    expect(
      ownersHeadline(
        sveltia("es", "create", "avance", "casa-horizonte-2026-11-20 +3"),
        [visit],
        "es",
        form.es,
      ),
    ).toBe("Nuevo avance: Casa Horizonte, 20 nov");
    expect(
      ownersHeadline(sveltia("es", "update", "página", "company"), [company], "es", form.es),
    ).toBe("Cambios en página: Datos de la empresa");
  });

  it("names two parts, or the first and how many more", () => {
    expect(ownersHeadline("Edit Article: a", [dawn, visit], "en", form.en)).toBe(
      "Edit Article: Why we pour concrete at dawn and Casa Horizonte, Nov 20",
    );
    expect(ownersHeadline("Cambios en artículo: a", [dawn, visit, company], "es", form.es)).toBe(
      "Cambios en artículo: Por qué chorreamos al amanecer y 2 más",
    );
  });

  it("leaves a commit of photos alone, or a headline that is no template's", () => {
    expect(ownersHeadline("Foto agregada: content/images/news/a.webp", [], "es", form.es)).toBe(
      "Foto agregada: content/images/news/a.webp",
    );
    expect(ownersHeadline("Merge pull request #4", [dawn], "en", form.en)).toBe(
      "Merge pull request #4",
    );
  });
});

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** The editor's GraphQL request for a commit, as it sends it to GitHub. */
const request = (input: Record<string, unknown>) =>
  JSON.stringify({
    query:
      "mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }",
    variables: { input: { expectedHeadOid: "abc123", ...input } },
  });

describe("renamedCommit", () => {
  it("names a new article from the files it commits, and keeps the editor's headline as the body", async () => {
    const headline = sveltia("es", "create", "artículo", "why-we-pour-concrete-at-dawn +2");
    const body = request({
      fileChanges: {
        additions: [
          { path: "content/images/news/img_4821.webp", contents: base64("RIFF") },
          {
            path: "content/news/why-we-pour-concrete-at-dawn/index.en.md",
            contents: base64(
              '---\ntitle: "Why we pour concrete at dawn"\ndate: "2026-11-20"\n---\n',
            ),
          },
          {
            path: "content/news/why-we-pour-concrete-at-dawn/index.es.md",
            contents: base64('---\ntitle: "Por qué chorreamos al amanecer"\n---\n'),
          },
        ],
        deletions: [],
      },
      message: { headline },
    });
    const read = async () => {
      throw new Error("read nothing: the commit holds the files");
    };
    const renamed = JSON.parse((await renamedCommit(body, "es", form.es, read))!);
    expect(renamed.variables.input.message).toEqual({
      headline: "Nuevo artículo: Por qué chorreamos al amanecer",
      body: headline,
    });
    expect(renamed.variables.input.fileChanges.additions).toHaveLength(3);
  });

  it("reads the files the commit does not carry at the head it goes on: a diary entry's project, a deleted entry's", async () => {
    const reads: string[] = [];
    const read = async (path: string, sha: string) => {
      reads.push(`${path}@${sha}`);
      return path.endsWith("index.es.md")
        ? '---\ntitle: "Casa Horizonte"\n---\n'
        : '---\ntitle: "Casa Horizonte"\nslug: casa-horizonte\n---\n';
    };
    const body = request({
      fileChanges: {
        additions: [
          {
            path: "content/diary/casa-horizonte-2026-11-20.yaml",
            contents: base64("project: casa-horizonte\n"),
          },
        ],
      },
      message: { headline: sveltia("es", "create", "avance", "casa-horizonte-2026-11-20 +3") },
    });
    const renamed = JSON.parse((await renamedCommit(body, "es", form.es, read))!);
    expect(renamed.variables.input.message.headline).toBe("Nuevo avance: Casa Horizonte, 20 nov");
    expect(reads).toEqual([
      "content/projects/casa-horizonte/index.en.md@abc123",
      "content/projects/casa-horizonte/index.es.md@abc123",
    ]);

    const deleted = request({
      fileChanges: {
        deletions: [
          { path: "content/news/why-we-pour-concrete-at-dawn/index.en.md" },
          { path: "content/news/why-we-pour-concrete-at-dawn/index.es.md" },
        ],
      },
      message: { headline: sveltia("en", "delete", "Article", "why-we-pour-concrete-at-dawn +1") },
    });
    const named = JSON.parse((await renamedCommit(deleted, "en", form.en, read))!);
    expect(named.variables.input.message.headline).toBe("Remove Article: Casa Horizonte");
  });

  it("names a page or a list by its name in the editor", async () => {
    const body = request({
      fileChanges: { additions: [{ path: "content/company.json", contents: base64("{}") }] },
      message: { headline: sveltia("es", "update", "página", "company") },
    });
    const renamed = JSON.parse((await renamedCommit(body, "es", form.es, async () => undefined))!);
    expect(renamed.variables.input.message.headline).toBe("Cambios en página: Datos de la empresa");
  });

  it("leaves any other request of the editor's alone", async () => {
    const read = async () => undefined;
    expect(
      await renamedCommit('{"query":"query { viewer { login } }"}', "es", form.es, read),
    ).toBeUndefined();
    const photo = request({
      fileChanges: {
        additions: [{ path: "content/images/news/a.webp", contents: base64("RIFF") }],
      },
      message: { headline: "Foto agregada: content/images/news/a.webp" },
    });
    expect(await renamedCommit(photo, "es", form.es, read)).toBeUndefined();
  });
});
