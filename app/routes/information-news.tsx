import { Suspense } from "react";
import { data, Outlet } from "react-router";
import { NotFoundBoundary } from "~/components/layout/not-found-boundary";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { preloadable } from "~/components/ui/preloadable";
import { newsList } from "~/components/news/news-list-data";
import { listOnDemand } from "~/hooks/use-close-to-list";
import { localeFromPath, localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { feedLink } from "~/lib/feed-link";
import { siteImage } from "~/content/pages.server";
import { pageMeta } from "~/lib/meta";
import { notFoundOnClient } from "~/lib/not-found";
import { pagerWords } from "~/components/news/pager-words";
import { getTranslator } from "~/i18n/translate";
import { listPages } from "~/inventory.server";
import { parsePageNumber } from "~/lib/paginate";
import { pagePath } from "~/pages";
import { listPageAlternates, pagingOf } from "~/paged-lists";
import type { Route } from "./+types/information-news";

// Rendered at once when its code is here, as it is when the page is reached
// by a link (clientLoader); on a first load, hydration waits for it.
const sections = preloadable(() => import("~/components/news/news-sections"));
// A first load of the list's own URL: its code and its text start downloading
// as this module runs, side by side and while the page hydrates, not one after
// the other once hydration reaches the list. A chip tapped at first paint
// waits for the list to hydrate (scripts/html/tap-replay.ts), so for neither.
if (typeof document !== "undefined") {
  const locale = localeFromPath(location.pathname);
  if (location.pathname.replace(/(.)\/$/, "$1") === pagePath("informationNews", locale)) {
    Promise.all([sections.preload(), newsList(locale)]).catch(() => {});
  }
}

/**
 * Whether the page shows the list, whose text comes as a chunk of its own
 * (news-list-data.ts), not as loader data. An article's deep link shows none:
 * its page is the reader, and the list loads when the reader closes.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // Params hold the child's too: a slug means the URL is an article's, a
  // page number one of the list's further pages (routes/news-page), which
  // must be a page the content fills.
  // An article's reader covers the hero, so its page leaves the hero's image out.
  const article = "slug" in params;
  const paging = pagingOf("informationNews")!;
  const page = "page" in params ? parsePageNumber(params.page, listPages(paging)) : 1;
  if (page === null) throw data(null, { status: 404 });
  return {
    // The hero draws no placeholder, and its alt text is needed in one language.
    hero: article ? null : siteImage("hero/news", locale),
    list: !article,
    alternates: listPageAlternates(paging, page),
    // A further page's own title and description; the first page's are the dictionary's.
    ...(page > 1 && {
      title: pagerWords[locale].title(getTranslator(locale)("news.metaTitle"), page),
      description: pagerWords[locale].description(page),
    }),
  };
}

/**
 * Pages exist only for the URLs the build pre-rendered: an article that does
 * not exist is not found.
 */
export async function clientLoader({ serverLoader, params, request }: Route.ClientLoaderArgs) {
  // Reaching the list from another page or from an article's own URL: its
  // code and text come with the data, so the page appears whole, not its
  // hero and footer first. If they cannot be fetched, the page still comes
  // and its Suspense waits for them.
  const list = params.slug
    ? null
    : Promise.all([sections.preload(), newsList(localeFromRequest(request))]).catch(() => {});
  const route = await notFoundOnClient(serverLoader());
  await list;
  return route;
}

const onDemand = listOnDemand();

/** The list's data again for another of its pages (its title and twins), never for an article. */
export const shouldRevalidate: typeof onDemand.shouldRevalidate = (args) =>
  onDemand.shouldRevalidate(args) ||
  (!args.nextParams.slug && args.currentParams.page !== args.nextParams.page);

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
  const { hero } = loaderData;
  onDemand.useHasList(loaderData.list);
  return (
    <>
      <PageHero
        image={hero ?? undefined}
        eyebrow={t("news.eyebrow")}
        title={t("news.title")}
        subtitle={t("news.subtitle")}
      />
      <Outlet />
      {loaderData.list ? (
        <Suspense>
          <sections.Component />
        </Suspense>
      ) : null}
    </>
  );
}

/** An article that does not exist (its loader answers 404) shows the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}
