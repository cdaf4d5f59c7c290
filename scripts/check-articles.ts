/**
 * Prints each article's word count and read time per language, so a writer
 * can see at once whether a body falls within 5 to 15 minutes.
 *
 *   npx tsx scripts/check-articles.ts
 */
import { content } from "../app/content/content.server";
import { locales } from "../app/i18n/locales";
import { readMinutes, wordCount } from "../app/lib/read-time";

for (const { key, body } of content().articles) {
  const line = locales
    .map((l) => `${l} ${wordCount(body[l])} words ${readMinutes(body[l])} min`)
    .join(" | ");
  const ok = locales.every((l) => readMinutes(body[l]) >= 5 && readMinutes(body[l]) <= 15);
  console.log(`${ok ? "ok  " : "FAIL"} ${key.padEnd(24)} ${line}`);
}
