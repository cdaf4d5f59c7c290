/** One entry of an RSS 2.0 feed. */
export interface FeedItem {
  title: string;
  /** Absolute URL of the item. */
  link: string;
  /** A unique, stable id; a permalink when it is the item's own URL. */
  guid: string;
  guidIsPermaLink: boolean;
  /** ISO day of publication, `YYYY-MM-DD`. */
  date: string;
  description: string;
  category: string;
}

export interface Feed {
  title: string;
  /** Absolute URL of the page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  description: string;
  /** BCP 47 language tag, e.g. en-US. */
  language: string;
  items: readonly FeedItem[];
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** An ISO day as the RFC 822 date RSS wants, at noon UTC so it is the same day everywhere. */
export function rfc822Day(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not an ISO day: ${day}`);
  return new Date(`${day}T12:00:00Z`).toUTCString();
}

/**
 * An RSS 2.0 document. Its last build date is the newest item's, so the
 * same content always gives the same bytes.
 */
export function buildRss(feed: Feed): string {
  const newest = feed.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const tag = (name: string, value: string, attributes = "") =>
    `<${name}${attributes}>${escapeXml(value)}</${name}>`;
  const items = feed.items.map((item) =>
    [
      "    <item>",
      `      ${tag("title", item.title)}`,
      `      ${tag("link", item.link)}`,
      `      ${tag("guid", item.guid, ` isPermaLink="${item.guidIsPermaLink}"`)}`,
      `      ${tag("pubDate", rfc822Day(item.date))}`,
      `      ${tag("description", item.description)}`,
      `      ${tag("category", item.category)}`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    ${tag("title", feed.title)}`,
    `    ${tag("link", feed.link)}`,
    `    <atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    `    ${tag("description", feed.description)}`,
    `    ${tag("language", feed.language)}`,
    ...(newest ? [`    ${tag("lastBuildDate", rfc822Day(newest))}`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
