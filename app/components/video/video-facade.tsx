import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Picture } from "~/components/ui/picture";
import { useHydrated } from "~/hooks/use-hydrated";
import { useT } from "~/i18n/use-locale";
import { isPlainClick } from "~/lib/plain-click";
import { policyAllowsFrame, type VideoData } from "~/lib/video";
import { PlayGlyph } from "./play-glyph";

/** How wide a project's story column draws the poster, as for `<img sizes>`. */
const storyColumn =
  "(min-width: 1112px) 664px, (min-width: 640px) calc(100vw - 104px), calc(100vw - 72px)";

/**
 * A tap on a page whose policy does not allow the player (the visitor came
 * by the router from a page without a video) loads the page again, and the
 * new document plays it: the request survives the load in the tab's session
 * storage, and is read once.
 */
const playRequestKey = "solera:play-video";

function requestPlay(src: string): void {
  try {
    sessionStorage.setItem(playRequestKey, `${location.pathname}\n${src}`);
  } catch {
    // Storage refused (a private mode): the page loads again, and the next tap plays.
  }
}

/** Whether this page was loaded again to play this video. Read as the component starts. */
function playRequested(src: string): boolean {
  if (typeof document === "undefined") return false;
  try {
    return sessionStorage.getItem(playRequestKey) === `${location.pathname}\n${src}`;
  } catch {
    return false;
  }
}

function forgetPlayRequest(): void {
  try {
    sessionStorage.removeItem(playRequestKey);
  } catch {
    // Nothing was kept.
  }
}

/** The policy this document enforces: the one its `<meta>` carried when it loaded (decision 048). */
function documentPolicy(): string | null {
  return (
    document.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy" i]')
      ?.content ?? null
  );
}

/**
 * A video as its poster, from the site's own images, with a play button; a
 * tap puts the player in its place, from the host's privacy-enhanced domain,
 * playing with sound and with keyboard focus in it. Until then nothing is
 * requested from the host, not even a connection.
 *
 * The poster is a link to the video's page on YouTube, so without scripts it
 * opens there. A tap before the page has hydrated is kept and replayed once
 * (`data-replay`, scripts/html/tap-replay.ts). The build reads the player's
 * origin from `data-frame-src` and allows that frame in this page's policy
 * only (docs/decisions/064).
 */
export function VideoFacade({ video, sizes = storyColumn }: { video: VideoData; sizes?: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [tapped, setTapped] = useState(false);
  // The page was loaded again for this video by a tap: it plays as soon as the
  // page runs (the pre-rendered poster stays until hydration is done), once.
  const [requested] = useState(() => playRequested(video.src));
  const playing = tapped || (requested && hydrated);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (requested) forgetPlayRequest();
  }, [requested]);

  // The poster had focus and is gone: focus goes into the player, whose own
  // keys (space, arrows, F) then work.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (policyAllowsFrame(documentPolicy(), video.origin)) {
      setTapped(true);
    } else {
      requestPlay(video.src);
      location.reload();
    }
  }

  return (
    <figure data-video="" className="print:hidden">
      <h3 className="font-display text-2xl">{video.heading}</h3>
      <div className="relative mt-4 aspect-video overflow-hidden rounded-card bg-ocean-950">
        {playing ? (
          <iframe
            ref={player}
            src={video.src}
            title={video.frame}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-video-player=""
            className="absolute inset-0 size-full"
          />
        ) : (
          <a
            href={video.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={play}
            data-replay=""
            data-frame-src={video.origin}
            data-video-poster=""
            className="group absolute inset-0 rounded-card outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ocean-500"
          >
            <Picture
              image={video.poster}
              sizes={sizes}
              decorative
              placeholder={false}
              className="absolute! inset-0 size-full"
              imgClassName="object-cover"
            />
            <PlayGlyph large />
            <span className="sr-only">
              {video.play}
              {/* Before the page runs, or without scripts, the link opens YouTube. */}
              {hydrated ? null : ` ${t("common.opensInNewTab")}`}
            </span>
          </a>
        )}
      </div>
      <figcaption className="mt-3 text-body-sm text-concrete-600">{video.note}</figcaption>
    </figure>
  );
}
