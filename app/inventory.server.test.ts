import { describe, expect, it } from "vitest";
import { content } from "./content/content.server";
import { diaryEntryPath } from "./diary-paths";
import {
  itemTwins,
  legacyRedirects,
  listCategories,
  listPages,
  pageInventory,
} from "./inventory.server";
import { itemPath, pagePath, pages } from "./pages";
import { listPageAlternates, pagedLists } from "./paged-lists";

const { projects, articles, diary } = content();

describe("pageInventory", () => {
  const inventory = pageInventory();
  const urls = inventory.map((entry) => entry.url);

  it("lists every page at its path in each language", () => {
    for (const page of pages) {
      expect(urls).toContain(pagePath(page.id, "en"));
      expect(urls).toContain(pagePath(page.id, "es"));
    }
    expect(urls).toContain("/es/nosotros");
    expect(urls).not.toContain("/es/about");
  });

  it("lists a deep link for every project, article and diary entry in both languages", () => {
    const diarist = projects.find((project) => project.key === diary[0]!.project)!;
    for (const locale of ["en", "es"] as const) {
      expect(urls).toContain(itemPath("project", projects[0]!.slug[locale], locale));
      expect(urls).toContain(itemPath("article", articles.at(-1)!.slug[locale], locale));
      expect(urls).toContain(diaryEntryPath(diarist.slug[locale], diary[0]!.date, locale));
    }
    const listPagesAll = pagedLists.reduce(
      (sum, list) =>
        sum +
        listPages(list) -
        1 +
        listCategories(list).reduce((pages, category) => pages + listPages(list, category), 0),
      0,
    );
    expect(inventory).toHaveLength(
      (pages.length + listPagesAll + projects.length + articles.length + diary.length) * 2,
    );
  });

  it("lists each further page of a paged list in both languages, twinned page by page", () => {
    for (const list of pagedLists) {
      for (let n = 2; n <= listPages(list); n++) {
        const twins = listPageAlternates(list, n);
        for (const locale of ["en", "es"] as const)
          expect(inventory).toContainEqual({
            id: `${list.parent}:page-${n}`,
            template: list.id,
            locale,
            url: twins[locale],
            alternates: twins,
          });
      }
    }
  });

  it("lists every page of each category that has items, in both languages, and no other", () => {
    const { news } = content();
    for (const list of pagedLists) {
      const inUse = listCategories(list);
      expect([...inUse].sort()).toEqual([...new Set(news.map((item) => item.category))].sort());
      for (const category of inUse) {
        expect(listPages(list, category)).toBe(
          Math.ceil(news.filter((item) => item.category === category).length / list.size),
        );
        for (let n = 1; n <= listPages(list, category); n++) {
          const twins = listPageAlternates(list, n, category);
          for (const locale of ["en", "es"] as const)
            expect(inventory).toContainEqual({
              id: `${list.parent}:category-${category}${n > 1 ? `:page-${n}` : ""}`,
              template: n > 1 ? list.categories.pagesId : list.categories.id,
              locale,
              url: twins[locale],
              alternates: twins,
            });
        }
      }
      const empty = Object.keys(list.categories.slugs).filter(
        (category) => !inUse.some((value) => value === category),
      );
      for (const category of empty)
        expect(inventory.filter((entry) => entry.id.includes(`category-${category}`))).toEqual([]);
    }
  });

  it("names the template of every entry: its route without the language", () => {
    for (const entry of inventory) {
      const [head] = entry.id.split(":");
      if (!entry.id.includes(":")) expect(entry.template).toBe(entry.id);
      else if (head === "project" || head === "article") expect(entry.template).toBe(head);
      else if (head === "diary") expect(entry.template).toBe("diaryEntry");
      else expect(entry.template).toMatch(new RegExp(`^${head}(Page|Category|CategoryPage)$`));
    }
  });

  it("never lists a URL twice", () => {
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("gives every entry its twins, itself among them, and the twin the same pair", () => {
    for (const entry of inventory) {
      expect(entry.alternates[entry.locale]).toBe(entry.url);
      for (const twinUrl of Object.values(entry.alternates)) {
        const twin = inventory.find((other) => other.url === twinUrl);
        expect(twin?.alternates, twinUrl).toEqual(entry.alternates);
      }
    }
  });
});

describe("itemTwins", () => {
  it("finds an item's twins from its slug in either language", () => {
    const entry = pageInventory().find((e) => e.id.startsWith("project:") && e.locale === "es")!;
    const slug = entry.url.split("/").at(-1)!;
    expect(itemTwins("project", slug, "es")).toEqual(entry.alternates);
    expect(itemTwins("project", "no-such-project", "es")).toBeNull();
    expect(itemTwins("article", slug, "es")).toBeNull();
  });
});

describe("legacyRedirects", () => {
  const redirects = legacyRedirects();
  const live = new Set(pageInventory().map((entry) => entry.url));

  it("sends each Spanish page's former path, /es and its English path, to its new one", () => {
    expect(redirects).toContainEqual({ from: "/es/about", to: "/es/nosotros" });
    expect(redirects).toContainEqual({ from: "/es/privacy", to: "/es/privacidad" });
    const project = pageInventory().find((e) => e.id.startsWith("project:") && e.locale === "es")!;
    expect(redirects).toContainEqual({ from: `/es${project.alternates.en}`, to: project.url });
  });

  it("sends a list's page 1 to the list itself, and a category's to the category's page", () => {
    expect(redirects).toContainEqual({ from: "/information-news/page/1", to: "/information-news" });
    expect(redirects).toContainEqual({
      from: "/es/informacion-y-noticias/pagina/1",
      to: "/es/informacion-y-noticias",
    });
    const [list] = pagedLists;
    const category = listCategories(list)[0]!;
    const spanish = listPageAlternates(list, 1, category).es;
    expect(spanish).toMatch(/^\/es\/informacion-y-noticias\/categoria\/[a-z-]+$/);
    expect(redirects).toContainEqual({ from: `${spanish}/pagina/1`, to: spanish });
  });

  it("redirects only paths that no page answers, to pages that exist", () => {
    for (const { from, to } of redirects) {
      expect(live.has(from), from).toBe(false);
      expect(live.has(to), to).toBe(true);
    }
    expect(redirects.map((r) => r.from)).not.toContain("/es");
  });
});
