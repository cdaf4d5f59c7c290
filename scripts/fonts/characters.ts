/**
 * The characters the site's web fonts are cut down to (scripts/fonts/subset-fonts.ts):
 * printable ASCII and what English and Spanish text prints beyond it. A page
 * that prints a character outside this set fails tests/e2e/fonts.spec.ts,
 * naming the character and the page: add it here, and the next build keeps it.
 */
const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join(
  "",
);

export const fontCharacters =
  ascii +
  // No-break space; Spanish letters and marks; signs and typographic punctuation.
  "\u00a0ÁÉÍÑÓÚÜáéíñóúü¡¿«»" +
  "©®°²³º·×€₡−–—‘’“”…•";

/**
 * Characters of the set that Instrument Sans has no glyph for: the browser
 * draws them from the next font of the stack, as it did before the fonts were cut.
 */
export const fallbackCharacters = "²³₡";

/** The characters of `text` (whitespace aside) that `characters` lacks, each once, in order. */
export function missingCharacters(text: string, characters: string = fontCharacters): string[] {
  const known = new Set(characters);
  const missing = new Set<string>();
  for (const character of text) {
    if (!known.has(character) && !/\s/.test(character)) missing.add(character);
  }
  return [...missing];
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/**
 * The text a pre-rendered page shows in its body: no scripts, styles or
 * markup, character references decoded. Attribute values (alt text, labels)
 * are left out: the fonts draw what is printed.
 */
export function pageText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== "#") return entities[name.toLowerCase()] ?? reference;
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    });
}
