import { data } from "react-router";

/**
 * A page's data as a route's `clientLoader` fetches it. The build pre-rendered
 * every page there is, so data that cannot be fetched (an article that does
 * not exist) means the URL is not found: the route shows its not-found page.
 */
export async function notFoundOnClient<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch {
    throw data(null, { status: 404 });
  }
}
