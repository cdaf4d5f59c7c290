// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { content } from "~/content/content.server";
import { locales } from "~/i18n/locales";
import { itemPath } from "~/pages";
import { diaryPages, entriesOf, projectsWithDiary } from "./diary-pages.server";
import {
  diaryEntryPage,
  diaryFeed,
  diaryUpdated,
  entriesShown,
  projectDiary,
} from "./diary.server";

// The build diary of the site's content, as the project's dialog, its card,
// each entry's page and the project's feed show it: rules, not today's
// counts, so they hold for the owner's diaries as for the sample's.

beforeAll(() => void content(), 60_000);

const origin = "https://soleradesignbuild.com";
const withDiary = () => {
  const projects = projectsWithDiary();
  expect(projects.length, "a project of the content with a build diary").toBeGreaterThan(0);
  return projects;
};

describe("a project's build diary in its dialog", () => {
  it("shows the newest entries in full, newest first, and lists every other by its day", () => {
    for (const project of withDiary()) {
      const entries = entriesOf(project);
      for (const locale of locales) {
        const diary = projectDiary(project, locale)!;
        const shown = diary.latest.map((entry) => entry.date);
        expect(shown).toHaveLength(Math.min(entriesShown, entries.length));
        expect(shown).toEqual([...shown].sort().reverse());
        const listed = diary.earlier?.links ?? [];
        expect(listed).toHaveLength(entries.length - shown.length);
        // Every entry once, each at a page of its own under the project's address.
        const hrefs = [...diary.latest, ...listed].map((entry) => entry.href);
        expect(new Set(hrefs).size).toBe(entries.length);
        const under = `${itemPath("project", project.slug[locale], locale)}/`;
        for (const href of hrefs) expect(href.startsWith(under), href).toBe(true);
        for (const entry of diary.latest) {
          expect(entry.photos.length).toBeGreaterThanOrEqual(1);
          for (const photo of entry.photos) expect(photo.alt.trim()).not.toBe("");
        }
      }
    }
  });

  it("has none for a project without entries", () => {
    const without = content().projects.filter((project) => entriesOf(project).length === 0);
    for (const project of without) expect(projectDiary(project, "en")).toBeNull();
  });
});

describe("a project's card", () => {
  it("shows the day of the newest entry for a project in progress, and nothing for another", () => {
    for (const project of content().projects) {
      const newest = entriesOf(project)[0];
      const label = diaryUpdated(project, "es");
      if (project.status === "in-progress" && newest) expect(label).toMatch(/^Actualizado el \d/);
      else expect(label).toBeNull();
    }
  });
});

describe("an entry's own page", () => {
  it("has its twin in the other language, and links the entries before and after it", () => {
    for (const { project, address } of diaryPages()) {
      const entries = entriesOf(project);
      const index = entries.findIndex((item) => item.address === address);
      for (const locale of locales) {
        const page = diaryEntryPage(project.slug[locale], address, locale)!;
        expect(page.alternates[locale]).toBe(page.entry.href);
        expect(page.older?.date).toBe(entries[index + 1]?.entry.date);
        expect(page.newer?.date).toBe(entries[index - 1]?.entry.date);
        expect(page.all.links).toHaveLength(entries.length);
        expect(page.metaDescription.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it("is none for an entry or a project that does not exist", () => {
    const [project] = withDiary();
    expect(diaryEntryPage(project!.slug.en, "1999-01-01", "en")).toBeNull();
    expect(diaryEntryPage("no-such-house", entriesOf(project!)[0]!.address, "en")).toBeNull();
    // Each language at its own address: the Spanish slug is no English page.
    if (project!.slug.es !== project!.slug.en)
      expect(diaryEntryPage(project!.slug.es, entriesOf(project!)[0]!.address, "en")).toBeNull();
  });
});

describe("a project's diary feed", () => {
  const parse = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    return doc;
  };
  const text = (parent: Element | Document, name: string) =>
    parent.getElementsByTagName(name)[0]?.textContent ?? "";
  const absolute = (url: string) => expect(url.startsWith(`${origin}/`), url).toBe(true);

  it("is RSS 2.0, every entry newest first, every link absolute", () => {
    for (const project of withDiary()) {
      for (const locale of locales) {
        const doc = parse(diaryFeed(project.slug[locale], locale, origin)!);
        expect(doc.documentElement.nodeName).toBe("rss");
        expect(doc.documentElement.getAttribute("version")).toBe("2.0");
        const channel = doc.getElementsByTagName("channel")[0]!;
        // The channel's required elements.
        for (const name of ["title", "link", "description"])
          expect(text(channel, name), name).not.toBe("");
        expect(text(channel, "link")).toBe(
          `${origin}${itemPath("project", project.slug[locale], locale)}`,
        );
        const self = channel.getElementsByTagName("atom:link")[0]!;
        expect(self.getAttribute("rel")).toBe("self");
        absolute(self.getAttribute("href")!);

        const items = [...doc.getElementsByTagName("item")];
        expect(items).toHaveLength(entriesOf(project).length);
        const dates = items.map((item) => Date.parse(text(item, "pubDate")));
        for (const date of dates) expect(Number.isNaN(date)).toBe(false);
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        for (const item of items) {
          const link = text(item, "link");
          absolute(link);
          const guid = item.getElementsByTagName("guid")[0]!;
          expect(guid.textContent).toBe(link);
          expect(guid.getAttribute("isPermaLink")).toBe("true");
          // The note and the photos, as HTML a feed reader shows: absolute addresses, described.
          const body = new DOMParser().parseFromString(text(item, "description"), "text/html");
          expect(body.querySelector("p")?.textContent).not.toBe("");
          const photos = [...body.querySelectorAll("img")];
          expect(photos.length).toBeGreaterThanOrEqual(1);
          for (const photo of photos) {
            absolute(photo.getAttribute("src")!);
            expect(photo.getAttribute("alt")).not.toBe("");
          }
        }
      }
    }
  });

  it("is none for a project without a diary", () => {
    const without = content().projects.find((project) => entriesOf(project).length === 0);
    if (without) expect(diaryFeed(without.slug.en, "en", origin)).toBeNull();
    expect(diaryFeed("no-such-house", "en", origin)).toBeNull();
  });
});
