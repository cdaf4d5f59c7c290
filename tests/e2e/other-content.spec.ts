import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pageFile } from "../../scripts/html/site-pages";
import { content } from "~/content/content.server";
import { diaryEntryPath } from "~/diary-paths";
import { locales } from "~/i18n/locales";
import { drawingWords } from "~/lib/drawings";
import { itemPath, pagePath } from "~/pages";
import {
  contentCopy,
  copyEnvironment,
  otherFacts,
  photographed,
  walkthroughsToConfirm,
} from "../fixtures/content-copy";
import { attr, findAll, htmlFile, parsePage, textOf, type Element } from "./built";
import { portAt } from "./host-engines";

/**
 * The suite reads the content it tests, never a copy of today's: the tests
 * that show the company's facts, its testimonials and its privacy policy
 * pass on the site built from a copy of the content in which the owner has
 * entered another phone and e-mail and the links to the company's Google
 * reviews, added a testimonial and left out a section of the policy, and
 * confirmed a walkthrough's video (tests/fixtures/content-copy.ts). They run here
 * against that site, on a server of their own, exactly as they run against
 * the site's own build.
 */

const affected = {
  browser: ["contact", "footer", "privacy", "home-about", "reviews", "video", "drawings"].map(
    (name) => `tests/e2e/${name}.spec.ts`,
  ),
  unit: [
    "app/lib/json-ld.test.ts",
    "app/lib/contact-links.test.ts",
    "app/content/privacy.server.test.ts",
    "app/components/layout/credentials.test.tsx",
  ],
};

/** Runs a command on the copy of the content; its output is the test's attachment. */
function onTheCopy(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(path.resolve("node_modules/.bin", command), args, {
    env: { ...process.env, ...copyEnvironment(), ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * Runs browser tests on the copy, one at a time, on a port of their own
 * (`E2E_PORT` + `offset`), and expects them to pass; returns their output.
 * Their results go to a folder of this test's (`folder`), which this run
 * keeps after the copy is removed: a failure's trace is there to read.
 */
async function playwrightOnTheCopy(folder: string, offset: number, args: string[]) {
  const { status, output } = onTheCopy(
    "playwright",
    [
      "test",
      "--workers=1",
      "--reporter=line",
      `--output=${test.info().outputPath(folder)}`,
      ...args,
    ],
    { E2E_PORT: String(portAt(offset)) },
  );
  await test.info().attach("playwright", { body: output, contentType: "text/plain" });
  expect(status, output.slice(-4000)).toBe(0);
  return output;
}

test.describe("the suite on another company's content", () => {
  test("the copy's site shows the copy's facts, not today's", () => {
    const html = (url: string) =>
      readFileSync(path.join(contentCopy.build, "client", pageFile(url)), "utf8");
    expect(html("/contact")).toContain(otherFacts.phone.display);
    expect(html("/contact")).toContain(otherFacts.email);
    expect(html("/contact")).toContain(otherFacts.reviews.place);
    expect(html("/")).toContain(otherFacts.testimonial.name);
    // The walkthroughs the owner confirmed are on their pages, for the video's tests to play.
    const confirmed = walkthroughsToConfirm();
    expect(confirmed.length).toBeGreaterThan(0);
    for (const project of confirmed)
      expect(html(itemPath("project", project, "en"))).toContain("data-video-poster");
  });

  test("a drawing replaced by a photograph is no longer called a design view, with no code edit", () => {
    const { cover, after, diary } = photographed();
    const project = (key: string) => content().projects.find((entry) => entry.key === key)!;
    const builds = {
      today: (url: string) => parsePage(readFileSync(htmlFile(url), "utf8")),
      copy: (url: string) =>
        parsePage(readFileSync(path.join(contentCopy.build, "client", pageFile(url)), "utf8")),
    };
    type Page = ReturnType<typeof builds.today>;
    const marked = (name: string) => (element: Element) => attr(element, name) !== undefined;
    const first = (root: Page | Element, match: (element: Element) => boolean) =>
      findAll(root, match)[0]!;
    for (const locale of locales) {
      const { label } = drawingWords[locale];
      const photo = locale === "en" ? /\bphotos?\b/ : /\bfotos?\b/;
      const withCover = project(cover.project);
      const alt = withCover.gallery[0]!.alt[locale];
      for (const [build, drawn] of [
        ["today", true],
        ["copy", false],
      ] as const) {
        const read = builds[build];
        const where = `${build}, ${locale}`;
        // The project's dialog: its cover's description and tag, and the gallery's count.
        const dialog = first(
          read(itemPath("project", withCover.slug[locale], locale)),
          marked("data-project-dialog"),
        );
        const picture = first(
          dialog,
          (element) => element.tagName === "img" && !!attr(element, "alt"),
        );
        expect(attr(picture, "alt"), where).toBe(drawn ? `${label}: ${alt}` : alt);
        expect(findAll(dialog, marked("data-drawn-tag")), where).toHaveLength(drawn ? 1 : 0);
        const count = textOf(first(dialog, marked("data-gallery-count")));
        if (drawn) expect(count, where).not.toMatch(photo);
        else expect(count, where).toMatch(photo);
        // Its card on the list: the tag on its picture.
        const card = findAll(
          read(pagePath("projects", locale)),
          (element) => element.tagName === "article",
        ).find(
          (article) =>
            findAll(article, (element) => attr(element, "data-project") === withCover.slug[locale])
              .length > 0,
        )!;
        expect(findAll(card, marked("data-drawn-tag")), where).toHaveLength(drawn ? 1 : 0);
      }

      // The before and after: the line under it names only the picture still drawn.
      const pairNote = (build: keyof typeof builds) =>
        textOf(
          first(
            first(
              builds[build](itemPath("project", project(after.project).slug[locale], locale)),
              marked("data-before-after"),
            ),
            marked("data-drawn-note"),
          ),
        );
      expect(pairNote("copy")).not.toBe(pairNote("today"));
      expect(pairNote("copy")).toMatch(locale === "en" ? /before the work/ : /del antes/);

      // The diary entry: the line under its pictures leaves out the first.
      const entry = diaryEntryPath(
        project(diary.entry.project).slug[locale],
        diary.entry.date,
        locale,
      );
      const entryNote = (build: keyof typeof builds) =>
        textOf(first(builds[build](entry), marked("data-drawn-note")));
      expect(entryNote("copy")).not.toBe(entryNote("today"));
      expect(entryNote("copy")).not.toMatch(/\b1\b/);
      expect(entryNote("copy")).toMatch(/\b2\b/);
    }
  });

  test("the unit tests of the company's facts and the privacy policy pass on it", async () => {
    test.setTimeout(5 * 60_000);
    const { status, output } = onTheCopy("vitest", ["run", ...affected.unit]);
    await test.info().attach("vitest", { body: output, contentType: "text/plain" });
    expect(status, output.slice(-4000)).toBe(0);
  });

  test("the browser tests of the contact details, testimonials and privacy policy pass on it", async () => {
    test.setTimeout(15 * 60_000);
    // A port of its own beside the site's (E2E_PORT), clear of the hosts' engines.
    await playwrightOnTheCopy("on-the-copy", 2, ["--project=desktop", ...affected.browser]);
  });

  test("the walkthrough's facade holds in Firefox and WebKit on it", async () => {
    // Today's content shows no walkthrough (its video is a stand-in), so the
    // engines' walkthrough test runs here, where the owner has confirmed one.
    test.setTimeout(10 * 60_000);
    const output = await playwrightOnTheCopy("engines-on-the-copy", 3, [
      "--project=firefox",
      "--project=webkit",
      "--grep=walkthrough",
      "tests/e2e/engines.spec.ts",
    ]);
    expect(output).toMatch(/\[firefox\].*walkthrough/);
    expect(output).toMatch(/\[webkit\].*walkthrough/);
  });
});
