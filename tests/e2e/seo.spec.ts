import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { content } from "~/content/content.server";
import { localeTags } from "~/i18n/locales";
import { previewPath } from "~/lib/preview";
import { siteOrigin } from "~/lib/seo";
import { pagePath } from "~/pages";
import { structuredDataProblems } from "../structured-data";
import { attr, buildDir, byId, byTag, findAll, pageHtml, parsePage, textOf } from "./built";
import { company, pageUrls } from "./site";

const origin = siteOrigin(process.env.SITE_ORIGIN ?? "");

interface Head {
  canonical?: string;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter?: string;
  description?: string;
  headings: number[];
}

/** What search engines and link previews read in a page's file. */
function head(url: string): Head {
  const page = parsePage(pageHtml(url));
  const result: Head = { alternates: {}, og: {}, headings: [] };
  for (const tag of findAll(page, byTag("meta", "link"))) {
    const rel = attr(tag, "rel");
    if (rel === "canonical") result.canonical = attr(tag, "href");
    if (rel === "alternate" && attr(tag, "hreflang"))
      result.alternates[attr(tag, "hreflang")!] = attr(tag, "href") ?? "";
    const property = attr(tag, "property") ?? "";
    if (property.startsWith("og:")) result.og[property] = attr(tag, "content") ?? "";
    if (attr(tag, "name") === "twitter:card") result.twitter = attr(tag, "content");
    if (attr(tag, "name") === "description") result.description = attr(tag, "content");
  }
  const [body] = findAll(page, byTag("body"));
  result.headings = findAll(body!, byTag("h1", "h2", "h3", "h4", "h5", "h6")).map((h) =>
    Number(h.tagName.slice(1)),
  );
  return result;
}

/** Runs a check on every page of the inventory; each problem names its page. */
function everyPage(check: (entry: (typeof pageUrls)[number]) => string[]): string[] {
  return pageUrls.flatMap((entry) => check(entry).map((problem) => `${entry.url}: ${problem}`));
}

const expectEqual = (found: string[], what: string, actual: unknown, expected: unknown) => {
  if (actual !== expected) found.push(`${what} is ${String(actual)}, not ${String(expected)}`);
};

test.describe("search and sharing, on every page", () => {
  test("each has its canonical, reciprocal alternates in both languages, and its description", () => {
    const problems = everyPage(({ url, locale, alternates }) => {
      const found: string[] = [];
      const page = head(url);
      const self = `${origin}${url}`;
      expectEqual(found, "canonical", page.canonical, self);
      expectEqual(found, `alternate ${locale}`, page.alternates[locale], self);
      expectEqual(
        found,
        "alternates",
        Object.keys(page.alternates).sort().join(),
        "en,es,x-default",
      );
      // The twin is the one the page or its item declares, in its own language's words.
      for (const twin of ["en", "es"] as const)
        expectEqual(
          found,
          `alternate ${twin}`,
          page.alternates[twin],
          `${origin}${alternates[twin]}`,
        );
      expectEqual(found, "x-default", page.alternates["x-default"], page.alternates.en);
      // The twin points back here.
      const other = new URL(page.alternates[locale === "en" ? "es" : "en"] ?? "", origin).pathname;
      expectEqual(found, "the twin's alternate", head(other).alternates[locale], self);
      const length = page.description?.length ?? 0;
      if (length < 120 || length > 160) found.push(`description of ${length} characters`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  test("each has its link preview: a 1200 × 630 JPEG of at most 150 KB, described", async () => {
    const problems: string[] = [];
    for (const { url, locale } of pageUrls) {
      const found: string[] = [];
      const { og, twitter } = head(url);
      const self = `${origin}${url}`;
      expectEqual(found, "og:url", og["og:url"], self);
      if (!og["og:title"]?.endsWith(` — ${company.name}`)) found.push(`og:title ${og["og:title"]}`);
      if (!/^(website|article)$/.test(og["og:type"] ?? "")) found.push(`og:type ${og["og:type"]}`);
      expectEqual(found, "og:locale", og["og:locale"], locale === "en" ? "en_US" : "es_CR");
      if (!og["og:image:alt"]) found.push("no og:image:alt");
      expectEqual(found, "twitter:card", twitter, "summary_large_image");
      expectEqual(found, "og:image", og["og:image"], `${origin}${previewPath(url)}`);
      expectEqual(found, "og:image:width", og["og:image:width"], "1200");
      expectEqual(found, "og:image:height", og["og:image:height"], "630");
      try {
        const image = readFileSync(path.join(buildDir, previewPath(url)));
        const meta = await sharp(image).metadata();
        expectEqual(
          found,
          "preview",
          `${meta.format} ${meta.width}×${meta.height}`,
          "jpeg 1200×630",
        );
        if (image.length > 150 * 1024) found.push(`preview of ${image.length} bytes`);
      } catch (error) {
        found.push(`preview: ${String(error)}`);
      }
      problems.push(...found.map((problem) => `${url}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test("each has one h1, first, and never skips a heading level", () => {
    const problems = everyPage(({ url }) => {
      const { headings } = head(url);
      const found: string[] = [];
      if (headings.filter((level) => level === 1).length !== 1 || headings[0] !== 1)
        found.push(`headings ${headings.join(",")}`);
      for (let i = 1; i < headings.length; i++)
        if (headings[i]! - headings[i - 1]! > 1)
          found.push(`h${headings[i - 1]} then h${headings[i]}`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  test("the sitemap lists exactly the inventory, with alternates", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual(pageUrls.map(({ url }) => url).sort());
    expect(xml.match(/<xhtml:link /g)).toHaveLength(pageUrls.length * 3);
    expect(xml).not.toContain("404");
  });

  test("robots.txt keeps crawlers out of the editor only and names the sitemap", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-agent: *\nDisallow: /admin\n");
    expect(text).not.toMatch(/Disallow: \/(?!admin\n)/);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  for (const url of ["/", "/es/contacto"]) {
    test(`${url} describes the business in structured data that matches the page`, async ({
      page,
    }) => {
      await page.goto(url);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) =>
          els.map((el) => JSON.parse(el.textContent ?? "null") as Record<string, unknown>),
        );
      const org = blocks.find((block) => block["@type"] === "GeneralContractor");
      const website = blocks.find((block) => block["@type"] === "WebSite");
      expect(org).toBeTruthy();
      expect(website).toBeTruthy();
      for (const field of [
        "name",
        "url",
        "logo",
        "image",
        "telephone",
        "email",
        "address",
        "geo",
        "areaServed",
        "sameAs",
      ]) {
        expect(org, field).toHaveProperty(field);
      }
      expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|"review/i);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(String(org?.name));
      await expect(footer).toContainText(String(org?.email));
      await expect(footer.locator(`a[href="tel:${String(org?.telephone)}"]`)).toHaveCount(1);
      await expect(footer).toContainText(
        String((org?.address as { addressLocality: string }).addressLocality),
      );
    });
  }

  test("not-found pages are noindex and have no canonical", () => {
    for (const file of ["404.html", "es/404.html"]) {
      const html = readFileSync(path.join(buildDir, file), "utf8");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
  });
});

test("structured data on every page is valid and says what the page shows", () => {
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  const { faq } = content();
  const problems = everyPage(({ url, id, template }) => {
    // The pre-rendered page, as a crawler reads it.
    const page = parsePage(pageHtml(url));
    const blocks = findAll(
      page,
      (el) => el.tagName === "script" && attr(el, "type") === "application/ld+json",
    ).map((el) => JSON.parse(textOf(el)) as Record<string, unknown>);
    const [root] = findAll(page, byTag("html"));
    const locale = attr(root!, "lang") as keyof typeof localeTags;
    const canonical = attr(
      findAll(page, (el) => el.tagName === "link" && attr(el, "rel") === "canonical")[0]!,
      "href",
    );
    // A deep link's dialog, named by its heading.
    const [dialog] = findAll(page, byTag("dialog"));
    const dialogTitle = dialog
      ? textOf(byId(page, attr(dialog, "aria-labelledby") ?? "") ?? dialog)
      : "";
    const [time] = dialog ? findAll(dialog, byTag("time")) : [];
    const published = time && attr(time, "datetime");
    const byType = (type: string) => blocks.filter((block) => block["@type"] === type);
    const found: string[] = [];
    const count = (type: string, expected: number) => {
      if (byType(type).length !== expected)
        found.push(`${byType(type).length} ${type} blocks, not ${expected}`);
    };

    for (const block of blocks)
      found.push(...structuredDataProblems(block).map((p) => `${String(block["@type"])}: ${p}`));
    count("GeneralContractor", 1);
    count("WebSite", 1);

    const isDetail = template === "project" || template === "article";
    const isArticle = template === "article";
    count("BreadcrumbList", isDetail ? 1 : 0);
    if (isDetail) {
      const items = byType("BreadcrumbList")[0]?.itemListElement as {
        name: string;
        item: string;
      }[];
      expectEqual(found, "the trail's last name", items.at(-1)?.name, dialogTitle);
      expectEqual(found, "the trail's last item", items.at(-1)?.item, canonical);
      expectEqual(
        found,
        "the trail's first item",
        items[0]?.item,
        `${origin}${pagePath("home", locale)}`,
      );
      const list = pagePath(isArticle ? "informationNews" : "projects", locale);
      expectEqual(found, "the trail's list", items[1]?.item, `${origin}${list}`);
    }

    count("BlogPosting", isArticle ? 1 : 0);
    if (isArticle) {
      const [posting] = byType("BlogPosting");
      expectEqual(found, "headline", posting?.headline, dialogTitle);
      expectEqual(found, "inLanguage", posting?.inLanguage, localeTags[locale]);
      expectEqual(found, "url", posting?.url, canonical);
      expectEqual(found, "datePublished", posting?.datePublished, published);
    }

    // The spec's FAQ data: on the news list's first page only, one question
    // for each entry of content/faq.yaml, word for word what the page shows.
    const isNewsList = id === "informationNews";
    count("FAQPage", isNewsList ? 1 : 0);
    if (isNewsList) {
      const questions = byType("FAQPage")[0]?.mainEntity as {
        name: string;
        acceptedAnswer: { text: string };
      }[];
      // The page's own questions: the contact dialog's planner folds too.
      const [main] = findAll(page, byTag("main"));
      const shown = findAll(main!, byTag("details")).map((details) => ({
        question: textOf(findAll(details, byTag("summary"))[0]!),
        answer: textOf(findAll(details, byTag("p"))[0]!),
      }));
      expectEqual(found, "questions shown", shown.length, faq.length);
      const data = questions.map((q) => ({
        question: clean(q.name),
        answer: clean(q.acceptedAnswer.text),
      }));
      if (JSON.stringify(data) !== JSON.stringify(shown))
        found.push("the FAQPage data is not what the page shows");
    }
    return found;
  });
  expect(problems).toEqual([]);
});
