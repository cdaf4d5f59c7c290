import { expect, test } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { clientDir } from "~/folders.server";
import {
  fallbackCharacters,
  fontCharacters,
  missingCharacters,
  pageText,
} from "../../scripts/fonts/characters";

const buildDir = clientDir();

// The web fonts hold only `fontCharacters` (scripts/fonts/subset-fonts.ts): a
// character outside it would be drawn in a fallback face, in the middle of a word.
test("every pre-rendered page prints only characters the web fonts hold", async () => {
  const entries = await readdir(buildDir, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(pages.length).toBeGreaterThanOrEqual(60);
  const misses: string[] = [];
  for (const page of pages) {
    const text = pageText(await readFile(page, "utf8"));
    const missing = missingCharacters(text, fontCharacters + fallbackCharacters);
    if (missing.length > 0) {
      const names = missing.map(
        (c) => `"${c}" (U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")})`,
      );
      misses.push(`${path.relative(buildDir, page)}: ${names.join(", ")}`);
    }
  }
  expect(misses, "add these characters to fontCharacters in scripts/fonts/characters.ts").toEqual(
    [],
  );
});
