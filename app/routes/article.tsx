import { data, useLocation } from "react-router";
import { articleBody } from "~/components/news/article-body-data";
import { ArticleReader } from "~/components/news/article-reader";
import { articlePageData } from "~/content/news/page-data.server";
import { useCloseToList } from "~/hooks/use-close-to-list";
import { localeFromPath, localeFromRequest } from "~/i18n/locales";
import { itemTwins } from "~/inventory";
import { useT } from "~/i18n/use-locale";
import { clampDescription } from "~/lib/description";
import { feedLink } from "~/lib/feed-link";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib/json-ld";
import { pageTitle } from "~/lib/meta";
import { previewPath, previewSize } from "~/lib/preview";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { itemPath, pagePath } from "~/pages";
import { getTranslator } from "~/i18n/translate";
import type { Route } from "./+types/article";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const page = articlePageData(params.slug, locale);
  const alternates = itemTwins("article", params.slug, locale);
  if (!page || !alternates) throw data(null, { status: 404 });
  return { ...page, alternates };
}

/**
 * See the news page's: an article the build did not pre-render does not exist.
 * The body comes alongside, from its own chunk, so the reader opens whole.
 */
export async function clientLoader({ serverLoader, params, request }: Route.ClientLoaderArgs) {
  try {
    const [page] = await Promise.all([
      serverLoader(),
      articleBody(localeFromRequest(request), params.slug),
    ]);
    return page;
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { article, alternates } = loaderData;
  const { pathname } = location;
  const locale = localeFromPath(pathname);
  const t = getTranslator(locale);
  const title = pageTitle(article.title);
  const description = clampDescription(article.excerpt);
  const image = previewPath(pathname);
  const origin = siteOrigin();
  return [
    ...seoMeta({
      pathname,
      title,
      description,
      image: { path: image, ...previewSize, alt: title },
      alternates,
      type: "article",
    }),
    { property: "article:published_time", content: article.date },
    feedLink(pathname),
    {
      "script:ld+json": blogPostingJsonLd(
        { path: pathname, headline: article.title, description, image, date: article.date, locale },
        origin,
      ),
    },
    {
      "script:ld+json": breadcrumbJsonLd(
        [
          { name: t("nav.home"), path: pagePath("home", locale) },
          { name: t("nav.informationNews"), path: pagePath("informationNews", locale) },
          { name: article.title, path: pathname },
        ],
        origin,
      ),
    },
  ];
};

/** An article's deep link: the news page with that article's reader open. */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  const location = useLocation();
  const { listHref, query, close } = useCloseToList("informationNews", loaderData.article.slug);

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
