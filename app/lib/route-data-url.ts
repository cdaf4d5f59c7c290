/**
 * The address React Router (7.x, `ssr: false`) fetches a page's loader data
 * from when the page's route has a clientLoader that calls `serverLoader()`:
 * the page's path with `.data` (`_root.data` for `/`), naming the route in
 * `_routes`. Its own prefetch (`<Link prefetch>`) skips such a route, so a
 * page that wants the data ahead fetches this address with
 * `<link rel="prefetch">`, which the navigation then reads from the
 * browser's cache (docs/decisions/071). news.spec.ts checks it against the
 * router: a chip's page comes with the network gone.
 */
export function routeDataUrl(path: string, routeId: string): string {
  const file = path === "/" ? "/_root" : path.replace(/\/+$/, "");
  return `${file}.data?${new URLSearchParams({ _routes: routeId })}`;
}
