/**
 * Keeps a tap that comes before the page has hydrated, and replays it once
 * the control it landed on is handled by React.
 *
 * Pages hydrate after their first paint (decision 006). Links and the menu's
 * native popover work before then; a control that needs React (a button that
 * opens a dialog, a filter chip that filters in place) would otherwise ignore
 * the tap, or, for a link, load a page instead of answering in this one.
 * Like Angular's event replay and Google's JSAction, a listener installed
 * with the page's first bytes catches the click (a tap, a mouse click, or
 * Enter or Space on a focused control all end in one), stops it, and clicks
 * the same element again once React has hydrated it: exactly once, however
 * often the visitor tapped meanwhile. A newer tap on another control replaces
 * the one waiting. The control is marked `data-tap-pending` while it waits
 * (app.css shows it), so the visitor sees the tap was taken.
 *
 * An element is live once the page has hydrated (the shell marks
 * `html[data-hydrated]`) and React has attached its props (content hydrated
 * later, like the news list, gets them then). React attaches props while it
 * renders, before it commits, and renders in slices with tasks between them:
 * a click replayed in one of those gaps reaches a handler whose component is
 * not yet mounted (React Router ignores `navigate()` there). So once the
 * element is live, the replay waits for the browser to be idle, when React's
 * renders are done. While a tap waits it polls every 50 ms, never otherwise.
 *
 * `targets` selects what a tap is kept for. scripts/html/tap-replay.ts
 * writes the call inline in every page's head (docs/decisions/016, 023, 041);
 * it runs before React, so it stands alone: no imports, nothing global.
 */
export default function tapReplay(targets: string) {
  const root = document.documentElement;
  // React's own key for an element's props (docs/upgrading.md, "React's props on the element").
  const live = (element: Element) =>
    "hydrated" in root.dataset &&
    Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const idle = self.requestIdleCallback ?? setTimeout;
  let pending: HTMLElement | null = null;

  const replay = (afterIdle?: boolean) => {
    const element = pending;
    if (!element?.isConnected) return void (pending = null);
    if (!live(element)) return void setTimeout(replay, 50);
    if (!afterIdle) return void idle(() => replay(true));
    pending = null;
    delete element.dataset.tapPending;
    element.click();
  };

  addEventListener(
    "click",
    (event) => {
      if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = (event.target as Element | null)?.closest?.<HTMLElement>(targets);
      if (!target || live(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (pending === target) return;
      if (pending) delete pending.dataset.tapPending;
      const waiting = pending !== null;
      pending = target;
      target.dataset.tapPending = "";
      if (!waiting) replay();
    },
    true,
  );
}
