/**
 * A runtime check of the structured data the pages publish: every JSON-LD
 * block names a schema.org type this site uses, and carries the properties
 * search engines require or recommend for it. schema-dts types the builders
 * in app/lib/json-ld.ts at compile time; this checks what the build wrote.
 */

type Node = Record<string, unknown>;
type Check = (node: Node, at: string) => string[];

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";
const isUrl = (value: unknown): boolean => isText(value) && /^https?:\/\/[^\s/]+/.test(value);
const isDate = (value: unknown): boolean =>
  isText(value) && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function need(
  node: Node,
  at: string,
  field: string,
  test: (value: unknown) => boolean,
  what: string,
) {
  return test(node[field]) ? [] : [`${at}.${field}: expected ${what}`];
}

function typed(node: unknown, at: string, type: string, check: Check): string[] {
  if (!isNode(node)) return [`${at}: expected @type ${type}`];
  if (node["@type"] !== type)
    return [`${at}: expected @type ${type}, got ${String(node["@type"])}`];
  return check(node, at);
}

/** A reference to the organisation, or an Organization with its name. */
function organisation(value: unknown, at: string): string[] {
  if (!isNode(value)) return [`${at}: expected an organisation`];
  if (isUrl(value["@id"]) && value["@type"] === undefined) return [];
  return typed(value, at, "Organization", (node) => need(node, at, "name", isText, "a name"));
}

/** The types a page may publish, each with its check. Reviews and ratings are deliberately absent. */
const checks: Record<string, Check> = {
  GeneralContractor: (node, at) => [
    ...need(node, at, "name", isText, "a name"),
    ...need(node, at, "url", isUrl, "an absolute URL"),
    // Only once the company has filled them in; never empty.
    ...(node.legalName === undefined
      ? []
      : need(node, at, "legalName", isText, "the registered name")),
    ...(node.taxID === undefined ? [] : need(node, at, "taxID", isText, "the cédula jurídica")),
    ...need(node, at, "logo", isUrl, "an absolute URL"),
    ...need(node, at, "image", isUrl, "an absolute URL"),
    ...need(node, at, "telephone", (v) => isText(v) && /^\+\d{8,15}$/.test(v), "an E.164 number"),
    ...need(
      node,
      at,
      "email",
      (v) => isText(v) && /^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(v),
      "an email",
    ),
    ...typed(node.address, `${at}.address`, "PostalAddress", (address, where) => [
      ...need(address, where, "addressLocality", isText, "a locality"),
      ...need(address, where, "addressRegion", isText, "a region"),
      ...need(
        address,
        where,
        "addressCountry",
        (v) => isText(v) && /^[A-Z]{2}$/.test(v),
        "a country code",
      ),
    ]),
    ...typed(node.geo, `${at}.geo`, "GeoCoordinates", (geo, where) => [
      ...need(
        geo,
        where,
        "latitude",
        (v) => typeof v === "number" && Math.abs(v) <= 90,
        "a latitude",
      ),
      ...need(
        geo,
        where,
        "longitude",
        (v) => typeof v === "number" && Math.abs(v) <= 180,
        "a longitude",
      ),
    ]),
    ...need(node, at, "areaServed", (v) => Array.isArray(v) && v.length > 0, "places"),
    ...((node.areaServed as unknown[] | undefined) ?? []).flatMap((place, i) =>
      typed(place, `${at}.areaServed[${i}]`, "Place", (p, where) =>
        need(p, where, "name", isText, "a name"),
      ),
    ),
    ...need(node, at, "sameAs", (v) => Array.isArray(v) && v.every(isUrl), "absolute URLs"),
    // The Business Profile's map, once the company has filled it in; never empty.
    ...(node.hasMap === undefined ? [] : need(node, at, "hasMap", isUrl, "an absolute URL")),
  ],
  WebSite: (node, at) => [
    ...need(node, at, "name", isText, "a name"),
    ...need(node, at, "url", isUrl, "an absolute URL"),
    ...need(
      node,
      at,
      "inLanguage",
      (v) => (Array.isArray(v) ? v.length > 0 && v.every(isText) : isText(v)),
      "language tags",
    ),
  ],
  BreadcrumbList: (node, at) => {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length < 2)
      return [`${at}.itemListElement: expected two or more items`];
    return items.flatMap((item, i) =>
      typed(item, `${at}.itemListElement[${i}]`, "ListItem", (entry, where) => [
        ...need(entry, where, "position", (v) => v === i + 1, `position ${i + 1}`),
        ...need(entry, where, "name", isText, "a name"),
        ...need(entry, where, "item", isUrl, "an absolute URL"),
      ]),
    );
  },
  BlogPosting: (node, at) => [
    ...need(
      node,
      at,
      "headline",
      (v) => isText(v) && v.length <= 110,
      "a headline of at most 110 characters",
    ),
    ...need(
      node,
      at,
      "image",
      (v) => (Array.isArray(v) ? v.length > 0 && v.every(isUrl) : isUrl(v)),
      "an absolute image URL",
    ),
    ...need(node, at, "datePublished", isDate, "an ISO 8601 date"),
    ...(node.dateModified === undefined
      ? []
      : need(node, at, "dateModified", isDate, "an ISO 8601 date")),
    ...need(node, at, "inLanguage", isText, "a language tag"),
    ...organisation(node.author, `${at}.author`),
    ...organisation(node.publisher, `${at}.publisher`),
  ],
  FAQPage: (node, at) => {
    const questions = node.mainEntity;
    if (!Array.isArray(questions) || questions.length === 0)
      return [`${at}.mainEntity: expected questions`];
    return questions.flatMap((question, i) =>
      typed(question, `${at}.mainEntity[${i}]`, "Question", (q, where) => [
        ...need(q, where, "name", isText, "the question"),
        ...typed(q.acceptedAnswer, `${where}.acceptedAnswer`, "Answer", (a, w) =>
          need(a, w, "text", isText, "the answer"),
        ),
      ]),
    );
  },
};

/** What is wrong with one JSON-LD block; an empty list when nothing is. */
export function structuredDataProblems(block: unknown): string[] {
  if (!isNode(block)) return ["expected a JSON object"];
  const type = block["@type"];
  const at = String(type);
  const problems: string[] = [];
  if (block["@context"] !== "https://schema.org")
    problems.push(`${at}: expected @context https://schema.org`);
  const check = typeof type === "string" ? checks[type] : undefined;
  if (!check) return [...problems, `unexpected @type ${at}`];
  return [...problems, ...check(block, at)];
}
