import { data, useLocation, useNavigate } from "react-router";
import { ArticleReader } from "~/components/news/article-reader";
import { articlePageData } from "~/content/news/page-data.server";
import { useHydrated } from "~/hooks/use-hydrated";
import { localeFromPath, localizePath } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { clampDescription } from "~/lib/description";
import { feedLink } from "~/lib/feed-link";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/article";

export function loader({ params, request }: Route.LoaderArgs) {
  const page = articlePageData(params.slug, localeFromPath(new URL(request.url).pathname));
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** See the news page's: an article the build did not pre-render does not exist. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  return [
    { title: pageTitle(article.title) },
    { name: "description", content: clampDescription(article.excerpt) },
    feedLink(location.pathname),
  ];
};

/** Set on the history entry when a card opens the reader, so closing can go back. */
interface ReaderState {
  fromList?: boolean;
}

/** An article's deep link: the news page with that article's reader open. */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const query = hydrated ? location.search : "";
  const listHref = localizePath("/information-news", locale) + query;
  const state = location.state as ReaderState | null;

  function close() {
    if (state?.fromList) navigate(-1);
    else {
      navigate(listHref, {
        replace: true,
        preventScrollReset: true,
        state: { focus: loaderData.article.slug },
      });
    }
  }

  return (
    <ArticleReader
      {...loaderData}
      listHref={listHref}
      hrefOf={(slug) => localizePath(`/information-news/${slug}`, locale) + query}
      state={location.state}
      onClose={close}
    />
  );
}
