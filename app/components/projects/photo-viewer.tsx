import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffectEvent, useId, useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import { Dialog } from "~/components/ui/dialog";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-locale";
import type { ImageAsset } from "~/lib/images";
import { QueuedSteps } from "~/lib/queued-steps";
import { wrapIndex } from "~/lib/wrap-index";

/** How far a finger must travel sideways before it counts as a swipe, in CSS pixels. */
const swipeThreshold = 50;

interface PhotoViewerProps {
  title: string;
  images: ImageAsset[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
}

/**
 * The full-screen viewer, loaded on demand. Arrow keys, its buttons and
 * swipes step through the photos, wrapping at both ends; the neighbours load
 * ahead. The photo shown comes back through the URL a moment after a step
 * asks for it: steps that come before then queue up, so each one counts.
 */
export default function PhotoViewer({
  title,
  images,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: PhotoViewerProps) {
  const { t } = useT();
  const titleId = useId();
  const total = images.length;
  const image = images[index];
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const [steps] = useState(() => new QueuedSteps());
  // Layout effects, run as the counter reaches the page: a key pressed the
  // moment the viewer shows counts, and starts from the photo shown. A
  // passive effect runs a task or more later when the viewer comes from a
  // navigation (a transition), and a press in between was lost.
  useLayoutEffect(() => steps.shown(index), [steps, index]);
  const go = (step: number) => onIndexChange(steps.step(index, step, total));
  const onArrow = useEffectEvent(go);

  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "ArrowRight") onArrow(1);
      else if (event.key === "ArrowLeft") onArrow(-1);
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  function onPointerDown(event: PointerEvent) {
    swipe.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || total < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    go(dx < 0 ? 1 : -1);
  }

  if (!image) return null;
  const neighbours = total > 1 ? [wrapIndex(index + 1, total), wrapIndex(index - 1, total)] : [];
  const arrow =
    "absolute bottom-4 z-10 grid size-12 place-items-center sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 rounded-pill bg-white/10 text-white ring-1 ring-white/15 backdrop-blur-md transition-colors hover:bg-white/20";

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="h-dvh w-screen bg-ocean-950 text-white"
      bodyClassName="flex h-full flex-col"
      closeClassName="text-white hover:bg-white/10"
    >
      <header className="flex h-16 shrink-0 items-center gap-4 pr-16 pl-5 sm:pl-8">
        <h2 id={titleId} className="truncate font-display text-xl">
          {title}
        </h2>
        <p
          aria-live="polite"
          aria-atomic="true"
          data-counter=""
          className="shrink-0 text-sm text-white/70 tabular-nums"
        >
          {index + 1} / {total}
        </p>
      </header>
      <div
        data-stage=""
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        className="relative grid min-h-0 flex-1 touch-pan-y place-items-center select-none sm:px-24"
      >
        <Picture
          key={image.id}
          image={image}
          sizes="100vw"
          priority
          className="aspect-[3/2] max-h-full w-full max-w-[calc((100dvh-10rem)*1.5)] sm:rounded-sm"
          imgClassName="object-contain"
        />
        {total > 1 ? (
          <>
            <button type="button" onClick={() => go(-1)} className={`${arrow} left-5 sm:left-6`}>
              <ChevronLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("projects.previous")}</span>
            </button>
            <button type="button" onClick={() => go(1)} className={`${arrow} right-5 sm:right-6`}>
              <ChevronRight aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("projects.next")}</span>
            </button>
          </>
        ) : null}
      </div>
      <p className="mx-auto max-w-3xl shrink-0 px-5 pt-4 pb-6 text-center text-body-sm text-pretty text-white/70">
        {image.alt}
      </p>
      {/* The photos either side, loaded ahead so stepping shows them at once. */}
      <div aria-hidden="true" className="invisible absolute size-px overflow-hidden">
        {neighbours.map((i) => {
          const neighbour = images[i];
          return neighbour ? (
            <Picture key={neighbour.id} image={neighbour} sizes="100vw" priority decorative />
          ) : null;
        })}
      </div>
    </Dialog>
  );
}
