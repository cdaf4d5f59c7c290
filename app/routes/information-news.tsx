import { Suspense } from "react";
import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { NotFoundBoundary } from "~/components/layout/not-found-boundary";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { preloadable } from "~/components/ui/preloadable";
import { listOnDemand } from "~/hooks/use-close-to-list";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { feedLink } from "~/lib/feed-link";
import { siteImage } from "~/content/pages.server";
import { newsListPage } from "~/content/news/page-data.server";
import { pageMeta } from "~/lib/meta";
import { notFoundOnClient } from "~/lib/not-found";
import { pagerWords } from "~/components/news/pager-words";
import { getTranslator } from "~/i18n/translate";
import { listCategories, listPages } from "~/inventory.server";
import { parsePageNumber } from "~/lib/paginate";
import { categoryOfSlug, listPageAlternates, pagingOf } from "~/paged-lists";
import type { Route } from "./+types/information-news";

// The list's stories and FAQ, a chunk of their own: an article's page shares
// this route but not its list. A list page starts fetching it before it
// hydrates (`handle.arrival`), a navigation with the data (clientLoader).
const newsSections = preloadable(() => import("~/components/news/news-sections"));

/** Before the page hydrates (app/arrival.ts): a list page starts its stories' code; an article's has no list. */
export const handle = {
  arrival: ({ list }: Route.ComponentProps["loaderData"]) => list && newsSections.preload(),
};

/**
 * The list's page the URL names: one of its numbered pages, or a page of one
 * category's stories (routes/news-page), each with its twins and, after the
 * list's own first page, its own title and description. An article's deep
 * link shows no list: its page is the reader, and the list comes with the
 * data when the reader closes. A page or category the content does not fill
 * is not found.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // Params hold the child's too: a slug means the URL is an article's.
  // An article's reader covers the hero, so its page leaves the hero's image out.
  const article = "slug" in params;
  const paging = pagingOf("informationNews")!;
  const category =
    "category" in params ? categoryOfSlug(paging, params.category, locale) : undefined;
  if ("category" in params && !listCategories(paging).some((value) => value === category))
    throw data(null, { status: 404 });
  const page = "page" in params ? parsePageNumber(params.page, listPages(paging, category)) : 1;
  if (page === null) throw data(null, { status: 404 });
  const words = pagerWords[locale];
  const t = getTranslator(locale);
  const label = category ? t(`news.category.${category}`) : "";
  return {
    // The hero draws no placeholder, and its alt text is needed in one language.
    hero: article ? null : siteImage("hero/news", locale),
    list: article ? null : newsListPage(locale, { category, page }),
    alternates: listPageAlternates(paging, page, category),
    // A further or a category's page has its own title and description; the first page's are the dictionary's.
    ...(category
      ? {
          title: words.categoryTitle(t("news.metaTitle"), label, page),
          description: words.categoryDescription(label, page),
        }
      : page > 1 && {
          title: words.title(t("news.metaTitle"), page),
          description: words.description(page),
        }),
  };
}

/**
 * Pages exist only for the URLs the build pre-rendered: an article that does
 * not exist is not found. With `ssr: false`, React Router asks a clientLoader
 * of a route whose children are not all pre-rendered; with one, it fetches
 * no chip's page ahead (docs/decisions/057).
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  // Reaching the list from another page or from an article's own URL: its
  // code comes with the data, so the page appears whole, not its hero and
  // footer first. If it cannot be fetched, the page still comes and its
  // Suspense waits for it.
  const list = params.slug ? null : newsSections.preload().catch(() => {});
  const route = await notFoundOnClient(serverLoader());
  await list;
  return route;
}

const onDemand = listOnDemand();

/**
 * The list's data again for another of its pages or categories, never for
 * an article opened over it.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentParams, nextParams } = args;
  return (
    onDemand.shouldRevalidate(args) ||
    (!nextParams.slug &&
      (currentParams.page !== nextParams.page || currentParams.category !== nextParams.category))
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData, error }) => {
  if (error || !loaderData) return pageMeta(location.pathname, "notFound", { noindex: true });
  const { hero, alternates, title, description } = loaderData;
  return [
    ...pageMeta(location.pathname, "news", { alternates, title, description }),
    feedLink(location.pathname),
    // The hero image comes with the data, so the page's script does not carry every hero.
    ...heroPreload(hero),
  ];
};

export default function InformationNews({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { hero, list } = loaderData;
  onDemand.useHasList(list !== null);
  return (
    <>
      <PageHero
        image={hero ?? undefined}
        eyebrow={t("news.eyebrow")}
        title={t("news.title")}
        subtitle={t("news.subtitle")}
      />
      <Outlet />
      {list ? (
        <Suspense>
          <newsSections.Component list={list} />
        </Suspense>
      ) : null}
    </>
  );
}

/** An article that does not exist (its loader answers 404) shows the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}
