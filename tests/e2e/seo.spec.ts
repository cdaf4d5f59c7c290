import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { content } from "~/content/content.server";
import { clientDir } from "~/folders.server";
import { previewPath } from "~/lib/preview";
import { siteOrigin } from "~/lib/seo";
import { localeTags } from "~/i18n/locales";
import { pagePath } from "~/pages";
import { structuredDataProblems } from "../structured-data";
import { pageUrls } from "./site";
import { pageFile } from "../../scripts/html/site-pages";

const buildDir = clientDir();
const origin = siteOrigin(process.env.SITE_ORIGIN ?? "");
const htmlFile = (url: string) => path.join(buildDir, pageFile(url));

interface Head {
  canonical?: string;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter?: string;
  description?: string;
  headings: number[];
  h1: number;
}

/** An attribute's value as a crawler reads it: "house&#x27;s" is "house's". */
function decode(value: string): string {
  const named: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
  return value.replace(/&(?:#x([\da-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi, (_, hex, dec, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex as string, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : named[(name as string).toLowerCase()]!,
  );
}

async function head(url: string): Promise<Head> {
  const html = await readFile(htmlFile(url), "utf8");
  const attr = (tag: string, name: string) =>
    decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const result: Head = { alternates: {}, og: {}, headings: [], h1: 0 };
  for (const tag of tags) {
    const rel = attr(tag, "rel");
    if (rel === "canonical") result.canonical = attr(tag, "href");
    if (rel === "alternate" && attr(tag, "hrefLang")) {
      result.alternates[attr(tag, "hrefLang")] = attr(tag, "href");
    }
    const property = attr(tag, "property");
    if (property.startsWith("og:")) result.og[property] = attr(tag, "content");
    if (attr(tag, "name") === "twitter:card") result.twitter = attr(tag, "content");
    if (attr(tag, "name") === "description") result.description = attr(tag, "content");
  }
  const body = html.slice(html.indexOf("<body"));
  result.headings = [...body.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
  result.h1 = result.headings.filter((level) => level === 1).length;
  return result;
}

test.describe("search and sharing", () => {
  for (const { url, locale, alternates } of pageUrls) {
    test(`${url} has its canonical, reciprocal alternates and preview`, async () => {
      const page = await head(url);
      const self = `${origin}${url === "/" ? "/" : url}`;
      expect(page.canonical).toBe(self);
      expect(page.alternates[locale]).toBe(self);
      expect(Object.keys(page.alternates).sort()).toEqual(["en", "es", "x-default"]);
      // The twin is the one the page or its item declares, in its own language's words.
      expect(page.alternates.en).toBe(new URL(alternates.en, `${origin}/`).href);
      expect(page.alternates.es).toBe(new URL(alternates.es, `${origin}/`).href);
      expect(page.alternates["x-default"]).toBe(page.alternates.en);
      // The twin points back here.
      const twinUrl = new URL(page.alternates[locale === "en" ? "es" : "en"] ?? "").pathname;
      const twin = await head(twinUrl === "/" ? "/" : twinUrl.replace(/\/$/, ""));
      expect(twin.alternates[locale]).toBe(self);

      expect(page.description?.length).toBeGreaterThanOrEqual(120);
      expect(page.description?.length).toBeLessThanOrEqual(160);
      expect(page.og["og:url"]).toBe(self);
      expect(page.og["og:title"]).toMatch(/ — Solera Design Build$/);
      expect(page.og["og:type"]).toMatch(/^(website|article)$/);
      expect(page.og["og:locale"]).toBe(locale === "en" ? "en_US" : "es_CR");
      expect(page.og["og:image:alt"]).toBeTruthy();
      expect(page.twitter).toBe("summary_large_image");

      expect(page.og["og:image"]).toBe(`${origin}${previewPath(url)}`);
      const image = await readFile(path.join(buildDir, previewPath(url)));
      const meta = await sharp(image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      expect(Number(page.og["og:image:width"])).toBe(1200);
      expect(Number(page.og["og:image:height"])).toBe(630);
      expect(image.length).toBeLessThanOrEqual(150 * 1024);
    });

    test(`${url} has one h1 and never skips a heading level`, async () => {
      const { headings, h1 } = await head(url);
      expect(h1).toBe(1);
      expect(headings[0]).toBe(1);
      for (let i = 1; i < headings.length; i++) {
        expect(
          headings[i]! - headings[i - 1]!,
          `h${headings[i - 1]} then h${headings[i]}`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }

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

  test("not-found pages are noindex and have no canonical", async () => {
    for (const file of ["404.html", "es/404.html"]) {
      const html = await readFile(path.join(buildDir, file), "utf8");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
  });
});

test.describe("structured data on every page", () => {
  // The pre-rendered page, as a crawler reads it.
  test.use({ javaScriptEnabled: false });

  for (const { url, id } of pageUrls) {
    test(`${url}: every block is valid and says what the page shows`, async ({ page }) => {
      await page.goto(url);
      const shown = await page.evaluate(() => {
        const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
        return {
          blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (el) => JSON.parse(el.textContent ?? "null") as Record<string, unknown>,
          ),
          lang: document.documentElement.lang,
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
          // A deep link's dialog, named by its heading.
          dialogTitle: clean(
            document.getElementById(
              document.querySelector("dialog")?.getAttribute("aria-labelledby") ?? "",
            )?.textContent,
          ),
          published: document.querySelector("dialog time")?.getAttribute("datetime"),
          // The FAQ's questions and answers as a visitor reads them.
          faq: [...document.querySelectorAll("details")].map((details) => ({
            question: clean(details.querySelector("summary")?.textContent),
            answer: clean(details.querySelector("summary ~ p")?.textContent),
          })),
        };
      });
      const byType = (type: string) => shown.blocks.filter((block) => block["@type"] === type);

      for (const block of shown.blocks)
        expect(structuredDataProblems(block), String(block["@type"])).toEqual([]);
      expect(byType("GeneralContractor")).toHaveLength(1);
      expect(byType("WebSite")).toHaveLength(1);

      const locale = shown.lang as keyof typeof localeTags;
      const isDetail = /^(project|article):/.test(id);
      const isArticle = id.startsWith("article:");

      const trails = byType("BreadcrumbList");
      expect(trails).toHaveLength(isDetail ? 1 : 0);
      if (isDetail) {
        const items = trails[0]?.itemListElement as { name: string; item: string }[];
        expect(items.at(-1)?.name).toBe(shown.dialogTitle);
        expect(items.at(-1)?.item).toBe(shown.canonical);
        expect(items[0]?.item).toBe(`${origin}${locale === "es" ? "/es" : "/"}`);
        const list = pagePath(isArticle ? "informationNews" : "projects", locale);
        expect(items[1]?.item).toBe(`${origin}${list}`);
      }

      const postings = byType("BlogPosting");
      expect(postings).toHaveLength(isArticle ? 1 : 0);
      if (isArticle) {
        expect(postings[0]?.headline).toBe(shown.dialogTitle);
        expect(postings[0]?.inLanguage).toBe(localeTags[locale]);
        expect(postings[0]?.url).toBe(shown.canonical);
        expect(postings[0]?.datePublished).toBe(shown.published);
      }

      // The spec's FAQ data: on the news list only, one question for each
      // entry of content/faq.yaml, word for word what the page shows.
      const faqs = byType("FAQPage");
      const isNewsList = id === "informationNews";
      expect(faqs).toHaveLength(isNewsList ? 1 : 0);
      if (isNewsList) {
        const questions = faqs[0]?.mainEntity as {
          name: string;
          acceptedAnswer: { text: string };
        }[];
        expect(questions).toHaveLength(content().faq.length);
        expect(shown.faq).toHaveLength(content().faq.length);
        const clean = (text: string) => text.replace(/\s+/g, " ").trim();
        expect(
          questions.map((q) => ({
            question: clean(q.name),
            answer: clean(q.acceptedAnswer.text),
          })),
        ).toEqual(shown.faq);
      }
    });
  }
});
