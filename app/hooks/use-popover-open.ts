import { useCallback, useSyncExternalStore, type RefObject } from "react";

function isOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(":popover-open") ?? false;
  } catch {
    // A browser without popovers does not know the selector.
    return false;
  }
}

/**
 * Whether a native popover is open. The popover itself holds the state, so
 * one the visitor opened before the page hydrated is open in React too, and
 * nothing can disagree with what is on screen.
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = ref.current;
      element?.addEventListener("toggle", onChange);
      return () => element?.removeEventListener("toggle", onChange);
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => isOpen(ref.current),
    () => false,
  );
}
