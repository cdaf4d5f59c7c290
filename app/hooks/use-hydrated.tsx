import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";

// True while the page hydrates. Without a provider (a component rendered on
// its own, as in a unit test), nothing is hydrating.
const Hydrating = createContext(false);

/**
 * Holds the page's "hydrating" state for `useHydrated`, and marks
 * `html[data-hydrated]` once the components have re-rendered with it off
 * (tests and the tap replay read it).
 *
 * The switch is a transition: React renders it in short slices, as it
 * hydrates. A store read with `useSyncExternalStore` would re-render every
 * component that asks, in one blocking task after hydration, because React
 * always applies a store's change synchronously.
 */
export function HydrationState({ children }: { children: ReactNode }) {
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
    else document.documentElement.dataset.hydrated = "";
  }, [hydrating]);
  return <Hydrating value={hydrating}>{children}</Hydrating>;
}

/**
 * False while the page hydrates (as in the pre-rendered HTML), true after.
 * Anything that depends on the query string, which pre-rendering cannot know,
 * renders after hydration so server and client agree on the first render.
 * A component mounted after that (a navigation) reads true at once.
 */
export function useHydrated(): boolean {
  return !useContext(Hydrating);
}
