import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the page hydrates (as in the pre-rendered HTML), true after.
 * Anything that depends on the query string, which pre-rendering cannot know,
 * renders after hydration so server and client agree on the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
