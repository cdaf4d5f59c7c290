import { describe, expect, it } from "vitest";
import { changedParts, describePart } from "./changes";

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

  it("places a page's file on the page that shows it", () => {
    expect(describePart({ kind: "page", key: "about" })).toEqual({
      kind: "page",
      key: "about",
      path: { en: "/about", es: "/es/nosotros" },
    });
  });
});
