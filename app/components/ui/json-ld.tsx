import { jsonLdText } from "~/lib/json-ld";

/**
 * Structured data in the body, beside the content it describes. Data blocks
 * are not run; the build hashes them into the page's policy like any inline
 * script (scripts/postbuild.ts).
 */
export function JsonLd({ data }: { data: object }) {
  // React escapes text children, which would corrupt the JSON: the text is set as is.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
