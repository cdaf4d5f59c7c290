import { createElement, lazy, useState, type ComponentType } from "react";

/**
 * A component in a chunk of its own, like `React.lazy`, that can be fetched
 * ahead with `preload()`. Once fetched it renders at once. `React.lazy` alone
 * would still suspend on its first render, even with its chunk already here,
 * and React holds a suspended reveal back by up to 300 ms: a tap on a photo
 * would wait that long for a viewer whose code the page already had.
 * Not fetched yet, it is `React.lazy`, rendered inside `<Suspense>`.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  // One attempt: browsers keep a failed module import failed for the page.
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetch = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(fetch);

  function Preloadable(props: P) {
    // Chosen once per mount: switching types when the chunk lands would remount it.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Type, props);
  }
  return { Component: Preloadable, preload: fetch };
}
