/** An article's deep link: the news page with that article's reader open. */
export default function Article() {
  return null;
}
