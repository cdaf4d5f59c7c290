import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Alias } from "vite";
import { contentDir } from "../../app/folders.server";

/**
 * The import names the site's build and its unit tests share: `~` for
 * `app/`, and the company's facts (`app/site.ts` imports
 * `../content/company.json`) from the content folder being built, so a build
 * or a test run of a copy of the content (`CONTENT_DIR`) shows that copy's
 * phone, e-mail and address like the rest of its content.
 */
export function siteAliases(): Alias[] {
  return [
    { find: "~", replacement: fileURLToPath(new URL("../../app", import.meta.url)) },
    {
      find: /^\.\.\/content\/company\.json$/,
      replacement: path.join(contentDir(), "company.json"),
    },
  ];
}
