/** ISO timestamp of the build, replaced by Vite at build time. */
declare const __BUILD_DATE__: string;

/** The SITE_ORIGIN of the build, or "" to use the company's domain from site.ts. */
declare const __SITE_ORIGIN__: string;

/** One language's news list, made from the content at build time (scripts/vite/content-chunks.ts). */
declare module "virtual:news-list/*" {
  import type { NewsListData } from "~/components/news/types";

  const list: NewsListData;
  export default list;
}

/** One article's body, parsed at build time (scripts/vite/content-chunks.ts). */
declare module "virtual:article-body/*" {
  import type { ArticleBlock } from "~/lib/article-markup";

  const blocks: ArticleBlock[];
  export default blocks;
}

/** One language's loaders of each article's body, by its slug in that language. */
declare module "virtual:article-bodies/*" {
  import type { ArticleBlock } from "~/lib/article-markup";

  const bodies: Record<string, () => Promise<{ default: ArticleBlock[] }>>;
  export default bodies;
}

/** One language's home page sections below the hero (scripts/vite/content-chunks.ts). */
declare module "virtual:home/*" {
  import type { HomeSectionsData } from "~/content/pages.server";

  const sections: HomeSectionsData;
  export default sections;
}
