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
 * It is inline in the head, just before the stylesheet: it runs before the
 * body is drawn and costs no request, and, ahead of the stylesheet, it runs
 * at once instead of waiting for it (the one-character script after the
 * stylesheet holds the body back until then, decision 010). As a file of
 * its own it cost a connection of its own over HTTP/1.1, where it held the
 * first paint for another round trip (decision 041); its half a kilobyte
 * of gzip fits easily in the first view's 14 KB (decision 028).
 * The page's policy allows it by its hash, as every inline script.
 *
 * See docs/decisions/016-every-tap-counts.md.
 */

/** What a tap is kept for: buttons (except popover invokers, which work natively) and marked links. */
export const replayTargets = "button:not([popovertarget]),[data-replay]";

/**
 * The script, written compactly: every visitor's first page fetches it.
 * `L` tells whether React handles an element: the page has hydrated (the
 * shell marks `html[data-hydrated]`) and React has attached the element's
 * props (content hydrated later, like the news list, gets them then).
 * `p` is the element waiting; `g` replays it once it is live, polling
 * every 50 ms while a tap waits and never otherwise. React attaches props
 * while it renders, before it commits, and it renders in slices with tasks
 * between them: a click replayed in one of those gaps reaches a handler whose
 * component is not yet mounted (React Router ignores `navigate()` there, so
 * the news chip's tap was lost). So once the element is live, `g` waits for
 * the browser to be idle (`I`: React's renders are done) and replays then.
 */
export const tapReplay =
  "{const r=document.documentElement," +
  'L=e=>"hydrated"in r.dataset&&Object.keys(e).some(k=>k.startsWith("__reactProps$")),' +
  "I=self.requestIdleCallback||setTimeout;let p=null;" +
  "const g=i=>{const e=p;if(!e?.isConnected)return void(p=null);" +
  "if(!L(e))return void setTimeout(g,50);if(i!=1)return void I(()=>g(1));" +
  "p=null;delete e.dataset.tapPending;e.click()};" +
  'addEventListener("click",e=>{' +
  "if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;" +
  `const t=e.target.closest?.(${JSON.stringify(replayTargets)});` +
  "if(!t||L(t))return;e.preventDefault();e.stopImmediatePropagation();" +
  'if(p===t)return;p&&delete p.dataset.tapPending;const w=!p;p=t;t.dataset.tapPending="";w&&g()},!0)}';

const tapReplayTag = `<script>${tapReplay}</script>`;

/**
 * The page with the replay script inline in its head: before its stylesheet,
 * or at the end of the head if it has none.
 */
export function withTapReplay(html: string): string {
  if (html.includes(tapReplayTag)) return html;
  const head = html.indexOf("</head>");
  if (head < 0) throw new Error("no </head> to put the tap replay before");
  const stylesheet = html.slice(0, head).search(/<link rel="stylesheet"/);
  const at = stylesheet < 0 ? head : stylesheet;
  return `${html.slice(0, at)}${tapReplayTag}${html.slice(at)}`;
}
