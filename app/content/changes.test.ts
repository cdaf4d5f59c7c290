import { describe, expect, it } from "vitest";
import { changedParts, describePart, entryFiles } from "./changes";

describe("changedParts", () => {
  it("groups a change's files by the entry or page they belong to, each once", () => {
    expect(
      changedParts([
        "content/images/news/img_4821.webp",
        "content/news/dawn/index.en.md",
        "content/news/dawn/index.es.md",
        "content/faq.yaml",
        "content/privacy/index.en.md",
        "content/privacy/index.es.md",
        "app/root.tsx",
      ]),
    ).toEqual([
      { kind: "article", collection: "news", key: "dawn" },
      { kind: "page", key: "faq" },
      { kind: "page", key: "privacy" },
    ]);
  });

  it("knows a build diary entry by its file", () => {
    expect(
      changedParts([
        "content/images/diary/img_0412.webp",
        "content/diary/casa-horizonte-2026-11-20.yaml",
      ]),
    ).toEqual([{ kind: "diary", collection: "diary", key: "casa-horizonte-2026-11-20" }]);
  });

  it("finds nothing in a change to the site's code", () => {
    expect(changedParts(["app/root.tsx", "package.json"])).toEqual([]);
  });
});

describe("describePart", () => {
  const en = "---\ntitle: Pouring at dawn\ndate: 2026-11-26\ndraft: true\n---\n\nText.\n";
  const es = "---\ntitle: Chorrear al amanecer\nslug: chorrear-al-amanecer\n---\n\nTexto.\n";

  it("names an entry by its titles, at its addresses, with its day and draft mark", () => {
    expect(describePart({ kind: "article", collection: "news", key: "dawn" }, { en, es })).toEqual({
      kind: "article",
      key: "dawn",
      title: { en: "Pouring at dawn", es: "Chorrear al amanecer" },
      path: {
        en: "/information-news/dawn",
        es: "/es/informacion-y-noticias/chorrear-al-amanecer",
      },
      date: "2026-11-26",
      draft: true,
    });
  });

  it("stands the folder's name in for what a file does not give", () => {
    expect(describePart({ kind: "project", collection: "projects", key: "Casa Sol" })).toEqual({
      kind: "project",
      key: "Casa Sol",
      title: { en: "casa-sol", es: "casa-sol" },
      path: { en: "/projects/casa-sol", es: "/es/proyectos/casa-sol" },
    });
  });

  it("names a diary entry by its project's titles and its day, at its page in each language", () => {
    const project = {
      en: "---\ntitle: Casa Horizonte\n---\n\nText.\n",
      es: "---\ntitle: Casa Horizonte en Nosara\nslug: casa-horizonte-nosara\n---\n\nTexto.\n",
    };
    const second = {
      kind: "diary",
      collection: "diary",
      key: "casa-horizonte-2026-11-20-1",
    } as const;
    // The project's files name it, which the entry's file's name gives.
    expect(entryFiles(second)).toEqual({
      en: "content/projects/casa-horizonte/index.en.md",
      es: "content/projects/casa-horizonte/index.es.md",
    });
    expect(describePart(second, project)).toEqual({
      kind: "diary",
      key: "casa-horizonte-2026-11-20-1",
      title: { en: "Casa Horizonte", es: "Casa Horizonte en Nosara" },
      path: {
        en: "/projects/casa-horizonte/diary/2026-11-20",
        es: "/es/proyectos/casa-horizonte-nosara/avance/2026-11-20",
      },
      date: "2026-11-20",
    });
    // A file the editor did not name: its project's page, and no day.
    expect(describePart({ kind: "diary", collection: "diary", key: "notes" })).toEqual({
      kind: "diary",
      key: "notes",
      title: { en: "notes", es: "notes" },
      path: { en: "/projects/notes", es: "/es/proyectos/notes" },
    });
  });

  it("places a page's file on the page that shows it", () => {
    expect(describePart({ kind: "page", key: "about" })).toEqual({
      kind: "page",
      key: "about",
      path: { en: "/about", es: "/es/nosotros" },
    });
  });
});
