/**
 * A further page of the news list (`/information-news/page/2`), a page of
 * one category's stories (`/information-news/category/safety`) or a further
 * page of those (`.../category/safety/page/2`): the list route draws each,
 * reading the category and the page number from the params, and answers 404
 * for one the content does not fill. This route only gives the URLs their place.
 */
export default function NewsPage() {
  return null;
}
