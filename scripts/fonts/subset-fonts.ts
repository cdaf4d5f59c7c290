/**
 * Build step: cuts the two web fonts down to the characters the site prints
 * in English and Spanish (`fontCharacters`), with harfbuzz's subsetter, into
 * app/generated/fonts/, where app/styles/theme.css and app/root.tsx read them.
 * Layout features (kerning, ligatures, tabular figures) and the weight axis
 * are kept whole, so text looks as with the full fonts.
 * See docs/decisions/017-hero-paint-and-font-subsets.md.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import { fallbackCharacters, fontCharacters, missingCharacters } from "./characters";

const require = createRequire(import.meta.url);
const outputDir = "app/generated/fonts";

const fonts = [
  {
    source: "@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2",
    output: "instrument-sans.woff2",
  },
  {
    source: "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
    output: "instrument-serif.woff2",
  },
];

await mkdir(outputDir, { recursive: true });
for (const { source, output } of fonts) {
  const original = await readFile(require.resolve(source));
  // A character the source font lacks would be dropped without a word: check the cut.
  const truetype = await subsetFont(original, fontCharacters, { targetFormat: "truetype" });
  const kept = String.fromCodePoint(...new Face(new Blob(truetype)).collectUnicodes());
  const lacking = missingCharacters(fontCharacters, kept + fallbackCharacters);
  if (lacking.length > 0) {
    throw new Error(
      `${source} has no glyph for ${lacking.map((c) => JSON.stringify(c)).join(" ")}`,
    );
  }
  const woff2 = await subsetFont(original, fontCharacters, { targetFormat: "woff2" });
  await writeFile(`${outputDir}/${output}`, woff2);
  console.log(
    `fonts: ${output} ${(woff2.length / 1024).toFixed(1)} KB (from ${(original.length / 1024).toFixed(1)} KB)`,
  );
}
