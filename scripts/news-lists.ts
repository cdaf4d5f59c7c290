/**
 * Writes each language's news list (the cards, the categories that have
 * items and the FAQ) to app/generated/news/<locale>.json, from the content.
 * The news page imports its language's file as a chunk of its own, so the
 * list reaches the browser once, as a cacheable script, instead of a second
 * time inside the page's HTML as loader data. Runs before every build.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newsPageData } from "../app/content/news/page-data.server";
import { locales } from "../app/i18n/locales";

const dir = fileURLToPath(new URL("../app/generated/news", import.meta.url));

await mkdir(dir, { recursive: true });
for (const locale of locales) {
  await writeFile(path.join(dir, `${locale}.json`), `${JSON.stringify(newsPageData(locale))}\n`);
}
console.log(`news lists: ${locales.join(", ")}`);
