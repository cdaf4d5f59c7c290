import { jsonLdText } from "~/lib/json-ld";

/**
 * Structured data in the body, beside the content it describes. Data blocks
 * are not run, so the page's script policy does not need their hashes.
 */
export function JsonLd({ data }: { data: object }) {
  // React escapes text children, which would corrupt the JSON: the text is set as is.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
