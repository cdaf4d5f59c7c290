import { Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import { preloadable } from "~/components/ui/preloadable";

// Only a link to an item that does not exist needs it: not every page's first scripts.
const { Component: NotFound } = preloadable(() => import("~/routes/not-found"));

/**
 * A list route's error boundary: an item of the list that does not exist (its
 * loader answers 404, as `notFoundOnClient` makes a missing page's data do)
 * shows the not-found page under the site's header. Any other error goes on
 * to the root's error screen.
 */
export function NotFoundBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    );
  }
  throw error;
}
