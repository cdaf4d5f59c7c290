import { useEffect, useEffectEvent } from "react";

/**
 * Runs `fetchAhead` once the page runs and the browser is idle, to fetch
 * what a likely tap needs before the tap: the first view's scripts and
 * paint never wait for it. Not when the visitor asked the browser to save
 * data; their tap still fetches it. What `fetchAhead` returns undoes it,
 * when `key` changes or the component goes. An empty `key` fetches nothing.
 */
export function useFetchAhead(key: string, fetchAhead: () => (() => void) | void) {
  const run = useEffectEvent(fetchAhead);
  useEffect(() => {
    if (!key) return;
    const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    let undo: (() => void) | void;
    const idle = self.requestIdleCallback ?? ((then: () => void) => setTimeout(then, 200));
    const cancel = self.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => {
      undo = run();
    });
    return () => {
      cancel(handle);
      undo?.();
    };
  }, [key]);
}

/**
 * Fetches these addresses ahead with `<link rel="prefetch">`, once idle, so
 * that the router's later fetch of the same address reads the browser's
 * cache. Written to the head directly: rendered by React, the links made the
 * commit that ends hydration one long task (docs/decisions/071).
 */
export function usePrefetchLinks(hrefs: readonly string[]) {
  useFetchAhead(hrefs.join(" "), () => {
    const links = hrefs.map((href) =>
      document.head.appendChild(
        Object.assign(document.createElement("link"), { rel: "prefetch", href }),
      ),
    );
    return () => links.forEach((link) => link.remove());
  });
}
