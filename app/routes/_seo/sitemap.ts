import { content } from "~/content/content.server";
import { diaryPages } from "~/content/projects/diary-pages.server";
import { pageInventory } from "~/inventory.server";
import { siteOrigin } from "~/lib/seo";
import { sitemapXml, type SitemapEntry } from "~/lib/sitemap";

// /sitemap.xml, pre-rendered from the page inventory: it lists exactly the
// pages the build pre-renders (never the not-found pages), with their
// language alternates, and the day dated content last changed.

export function loader() {
  const { articles, news } = content();
  const newest = news
    .map((item) => item.date)
    .sort()
    .at(-1);
  const diary = new Map(
    diaryPages().map(({ project, address, date }) => [`${project.slug.en}/${address}`, date]),
  );
  // The day an entry's content last changed: an article's or a diary entry's
  // date, or the newest item for the news list.
  const lastmod = (id: string): string | undefined => {
    const [kind, slug] = id.split(":");
    if (kind === "article") return articles.find((article) => article.slug.en === slug)?.date;
    if (kind === "diary") return diary.get(slug!);
    if (kind === "informationNews") return newest;
    return undefined;
  };
  const entries: SitemapEntry[] = pageInventory().map(({ id, url, alternates }) => ({
    url,
    alternates,
    lastmod: lastmod(id),
  }));
  return new Response(sitemapXml(entries, siteOrigin()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
