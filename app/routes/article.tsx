import { data, useLocation } from "react-router";
import { ArticleReader } from "~/components/news/article-reader";
import { articlePageData } from "~/content/news/page-data.server";
import { useCloseToList } from "~/hooks/use-close-to-list";
import { localeFromPath, localeFromRequest } from "~/i18n/locales";
import { itemTwins, listCategories } from "~/inventory.server";
import { useT } from "~/i18n/use-locale";
import { clampDescription } from "~/lib/description";
import { feedLink } from "~/lib/feed-link";
import { blogPostingJsonLd } from "~/lib/json-ld";
import { itemMeta, pageTitle } from "~/lib/meta";
import { notFoundOnClient } from "~/lib/not-found";
import { previewPath } from "~/lib/preview";
import { siteOrigin } from "~/lib/seo";
import { itemPath } from "~/pages";
import { listPagePath, pagingOf } from "~/paged-lists";
import type { Route } from "./+types/article";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const page = articlePageData(params.slug, locale);
  const alternates = itemTwins("article", params.slug, locale);
  if (!page || !alternates) throw data(null, { status: 404 });
  // Where the reader closes to when it was opened from a category's page
  // (`?category=`): that page, by the category.
  const paging = pagingOf("informationNews")!;
  const categoryPages = Object.fromEntries(
    listCategories(paging).map((category) => [category, listPagePath(paging, 1, locale, category)]),
  );
  return { ...page, alternates, categoryPages };
}

/** An article the build did not pre-render does not exist. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return notFoundOnClient(serverLoader());
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { article, alternates } = loaderData;
  const { pathname } = location;
  const description = clampDescription(article.excerpt);
  const posting = {
    path: pathname,
    headline: article.title,
    description,
    image: previewPath(pathname),
    date: article.date,
    locale: localeFromPath(pathname),
  };
  return itemMeta(pathname, {
    list: "informationNews",
    name: article.title,
    title: pageTitle(article.title),
    description,
    alternates,
    type: "article",
    extra: [
      { property: "article:published_time", content: article.date },
      feedLink(pathname),
      { "script:ld+json": blogPostingJsonLd(posting, siteOrigin()) },
    ],
  });
};

/** An article's deep link: the news page with that article's reader open. */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  const location = useLocation();
  const { listHref, query, close } = useCloseToList(
    "informationNews",
    loaderData.article.slug,
    // Opened from a category's page, the reader closes to that page.
    (search) => loaderData.categoryPages[new URLSearchParams(search).get("category") ?? ""],
  );

  return (
    <ArticleReader
      {...loaderData}
      listHref={listHref}
      hrefOf={(slug) => itemPath("article", slug, locale) + query}
      state={location.state}
      onClose={close}
    />
  );
}
