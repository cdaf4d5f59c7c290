/**
 * Prints each article's word count and read time per language, so a writer
 * can see at once whether a body falls within 5 to 15 minutes.
 *
 *   npx tsx scripts/check-articles.ts
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Article } from "../app/content/news/types";
import { readMinutes, wordCount } from "../app/lib/read-time";

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../app/content/news/articles",
);
for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.includes(".test."))) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { article: Article };
  const { slug, body } = mod.article;
  const line = (["en", "es"] as const)
    .map((l) => `${l} ${wordCount(body[l])} words ${readMinutes(body[l])} min`)
    .join(" | ");
  const ok = (["en", "es"] as const).every((l) => {
    const m = readMinutes(body[l]);
    return m >= 5 && m <= 15;
  });
  console.log(`${ok ? "ok  " : "FAIL"} ${slug.padEnd(24)} ${line}`);
}
