/**
 * Where the tap replay (app/boot/tap-replay.ts, which says what it does and
 * why) goes in a page: inline in the head, just before the stylesheet. It
 * runs before the body is drawn and costs no request, and, ahead of the
 * stylesheet, it runs at once instead of waiting for it (the one-character
 * script after the stylesheet holds the body back until then, decision
 * 010). As a file of its own it cost a connection of its own over HTTP/1.1,
 * where it held the first paint for another round trip (decision 041); its
 * half a kilobyte of gzip fits easily in the first view's 14 KB (decision
 * 028). The page's policy allows it by its hash, as every inline script.
 *
 * See docs/decisions/016-every-tap-counts.md.
 */

/**
 * What a tap is kept for: buttons (except the invokers of a popover or a
 * dialog, which work natively) and marked links.
 */
export const replayTargets = "button:not([popovertarget],[commandfor]),[data-replay]";

/**
 * The page with the replay script (app/boot/tap-replay.ts, called with
 * `replayTargets`) inline in its head: before its stylesheet, or at the end
 * of the head if it has none.
 */
export function withTapReplay(html: string, script: string): string {
  const tapReplayTag = `<script>${script}</script>`;
  if (html.includes(tapReplayTag)) return html;
  const head = html.indexOf("</head>");
  if (head < 0) throw new Error("no </head> to put the tap replay before");
  const stylesheet = html.slice(0, head).search(/<link rel="stylesheet"/);
  const at = stylesheet < 0 ? head : stylesheet;
  return `${html.slice(0, at)}${tapReplayTag}${html.slice(at)}`;
}
