import { youtubeRule } from "../content/rules";
import type { Locale } from "../i18n/locales";
import type { ImageAsset } from "./images";

/**
 * A video shown as a poster that loads its player only when tapped
 * (components/video/video-facade.tsx): the addresses it needs, the words it
 * says, and whether the page's policy lets its frame in. Until the tap the
 * page requests nothing from the video's host (docs/decisions/064).
 */

/**
 * Where the player comes from: YouTube's privacy-enhanced domain, which
 * stores nothing in the visitor's browser before the video plays. A page that
 * shows a video allows this origin in its frame-src, and no other page does.
 */
export const videoHost = "https://www.youtube-nocookie.com";

/** The id of a YouTube video from its link or its id as the owner pasted it; null if it is neither. */
export function youtubeId(text: string): string | null {
  return youtubeRule.pattern.exec(text)?.[1] ?? null;
}

/** The video's own page on YouTube: where the poster leads without scripts. */
export function watchHref(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/**
 * Where a news video's card and feed item lead, in a new tab as the spec
 * says: the video itself once the item names it, else the company's channel
 * (never an id made up for it).
 */
export function newsVideoHref(id: string | undefined, channel: string): string {
  return id ? watchHref(id) : channel;
}

/**
 * The player's address. `autoplay=1`: the tap that loads it also starts it,
 * with sound, which the frame's `allow="autoplay"` lets the player do; `rel=0`:
 * what it suggests at the end comes from the same channel; `playsinline=1`: on
 * an iPhone it plays in the page rather than full screen; `hl`: the player
 * speaks the page's language.
 */
export function embedSrc(id: string, locale: Locale): string {
  const query = new URLSearchParams({ autoplay: "1", rel: "0", playsinline: "1", hl: locale });
  return `${videoHost}/embed/${encodeURIComponent(id)}?${query}`;
}

/** Whether one source of a policy (`https://www.youtube-nocookie.com`, `https:`, `*.example.com`) matches an origin. */
function sourceMatches(source: string, origin: URL): boolean {
  if (source === "*") return origin.protocol === "https:" || origin.protocol === "http:";
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return source.toLowerCase() === origin.protocol;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\d+|\*))?(?:\/.*)?$/i.exec(source);
  if (!match || source.startsWith("'")) return false;
  const [, scheme, host = "", port] = match;
  if (scheme && `${scheme.toLowerCase()}:` !== origin.protocol) return false;
  if (!scheme && origin.protocol !== "https:" && origin.protocol !== "http:") return false;
  if (
    port &&
    port !== "*" &&
    port !== (origin.port || (origin.protocol === "https:" ? "443" : "80"))
  )
    return false;
  const name = host.toLowerCase();
  return name.startsWith("*.") ? origin.hostname.endsWith(name.slice(1)) : origin.hostname === name;
}

/**
 * Whether a document's Content-Security-Policy lets it show a frame from
 * `origin`: by its frame-src, else child-src, else default-src, as browsers
 * read it. No policy, or none of the three, allows it.
 */
export function policyAllowsFrame(policy: string | null | undefined, origin: string): boolean {
  if (!policy) return true;
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  const sources =
    directives.get("frame-src") ?? directives.get("child-src") ?? directives.get("default-src");
  if (!sources) return true;
  const target = new URL(origin);
  return sources.some((source) => sourceMatches(source, target));
}

const words: Record<Locale, { heading: string; play: string; frame: string; note: string }> = {
  en: {
    heading: "Video walk-through",
    play: "Play the video walk-through of {title}",
    frame: "Video walk-through of {title}",
    note: "The video loads from YouTube only when you play it.",
  },
  es: {
    heading: "Recorrido en video",
    play: "Reproducir el recorrido en video de {title}",
    frame: "Recorrido en video de {title}",
    note: "El video se carga desde YouTube solo cuando usted lo reproduce.",
  },
};

/** A video as its facade shows it, in one language. */
export interface VideoData {
  /** The player's address, loaded on the tap. */
  src: string;
  /** Its origin, which the page's policy must allow (the build reads it from `data-frame-src`). */
  origin: string;
  /** The video's page on YouTube, for a visitor without scripts. */
  href: string;
  /** A still from the site's own images; never fetched from the video's host. */
  poster: ImageAsset;
  heading: string;
  /** The poster's accessible name: what a tap does. */
  play: string;
  /** The player frame's title. */
  frame: string;
  /** A line under the poster: nothing comes from the host until the visitor plays it. */
  note: string;
}

/** What a project's walkthrough says in a language, naming the project. */
export function walkthroughWords(title: string, locale: Locale) {
  const { heading, play, frame, note } = words[locale];
  const named = (template: string) => template.replace("{title}", title);
  return { heading, play: named(play), frame: named(frame), note };
}

/**
 * Whether a project's walkthrough is on its page: one whose video is still
 * marked as a stand-in (`unconfirmed: [youtube]`) waits off the site until
 * the owner gives the project's own video and unticks it (decision 085).
 */
export function walkthroughShown(
  walkthrough: { unconfirmed?: readonly string[] | undefined } | undefined,
): boolean {
  return walkthrough !== undefined && !walkthrough.unconfirmed?.includes("youtube");
}

/** A project's walkthrough on YouTube, as its page shows it in a language. */
export function walkthroughVideo(
  video: { id: string; poster: ImageAsset; title: string },
  locale: Locale,
): VideoData {
  return {
    src: embedSrc(video.id, locale),
    origin: videoHost,
    href: watchHref(video.id),
    poster: video.poster,
    ...walkthroughWords(video.title, locale),
  };
}
