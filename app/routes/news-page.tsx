import { data } from "react-router";
import { listPages } from "~/inventory";
import { parsePageNumber } from "~/lib/paginate";
import { pagedLists } from "~/pages";
import type { Route } from "./+types/news-page";

const list = pagedLists.find((candidate) => candidate.id === "informationNewsPage")!;

/**
 * A further page of the news list: the list route draws it (its page number
 * is in the params); this route only says whether the page exists. The build
 * pre-renders the pages the content fills; any other number is not found.
 */
export function loader({ params }: Route.LoaderArgs) {
  const page = parsePageNumber(params.page, listPages(list));
  if (page === null) throw data(null, { status: 404 });
  return { page };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    throw data(null, { status: 404 });
  }
}

export default function NewsPage() {
  return null;
}
