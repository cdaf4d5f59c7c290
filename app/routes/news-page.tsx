/**
 * A further page of the news list, `/information-news/page/2`: the list
 * route draws it, reading the page number from the params, and answers 404
 * for a number past the last page. This route only gives the URL its place.
 */
export default function NewsPage() {
  return null;
}
