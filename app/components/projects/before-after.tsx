import { ChevronsLeftRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BeforeAfterData } from "~/content/projects/view";
import { Picture } from "~/components/ui/picture";
import { cn } from "~/lib/cn";
import type { PictureImage } from "~/lib/images";
import { clampSplit, initialSplit, splitText } from "~/lib/before-after";

const sizes =
  "(min-width: 1112px) 664px, (min-width: 640px) calc(100vw - 104px), calc(100vw - 72px)";

/**
 * Two images of one frame, before the work and after it, with a divider
 * between them. The divider is a native range input stretched over the
 * frame: dragging or tapping anywhere moves it, the arrow, Page and Home/End
 * keys move it, and assistive technology reads it as a slider with its value.
 * The frame's shape is fixed, so moving it never shifts the layout, and it
 * moves without animation, so there is nothing to reduce for reduced motion.
 */
export function BeforeAfter({ comparison }: { comparison: BeforeAfterData }) {
  const { before, after, words, note } = comparison;
  const [split, setSplit] = useState(initialSplit);
  const input = useRef<HTMLInputElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  // A visitor may move the divider before the page's scripts have run: the
  // browser moved the input, so the pictures follow it once they can.
  useEffect(() => {
    if (input.current) setSplit(clampSplit(input.current.valueAsNumber));
  }, []);
  // Set through the CSS object model: the policy refuses style attributes in
  // the HTML, so the frame's class gives the first position.
  useEffect(() => {
    frame.current?.style.setProperty("--split", `${split}%`);
  }, [split]);

  return (
    <figure data-before-after="" className="print:break-inside-avoid">
      <h3 className="font-display text-2xl">{words.title}</h3>
      <div
        ref={frame}
        className="relative mt-4 aspect-[3/2] overflow-hidden rounded-card bg-sand-100 [--split:50%]"
      >
        <Photo image={after} />
        <Label className="right-3">{words.after}</Label>
        {/* The before image and its label, cut at the divider. Neither the cut nor
            the divider has a transition, not even the reduced-motion stylesheet's
            0.01 ms one, which would leave them a frame behind the input. */}
        <div className="absolute inset-0 transition-none [clip-path:inset(0_calc(100%-var(--split))_0_0)]">
          <Photo image={before} />
          <Label className="left-3">{words.before}</Label>
        </div>
        <input
          ref={input}
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={initialSplit}
          aria-label={words.label}
          aria-valuetext={splitText(split, words.value)}
          onChange={(event) => setSplit(clampSplit(event.currentTarget.valueAsNumber))}
          data-before-after-range=""
          // A thumb one pixel wide maps the pointer to the divider exactly;
          // vertical swipes still scroll the page on a phone.
          className="peer absolute inset-0 z-10 m-0 size-full cursor-ew-resize touch-pan-y appearance-none bg-transparent opacity-0 print:hidden [&::-moz-range-thumb]:h-full [&::-moz-range-thumb]:w-px [&::-webkit-slider-thumb]:h-full [&::-webkit-slider-thumb]:w-px [&::-webkit-slider-thumb]:appearance-none"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-card peer-focus-visible:outline-2 peer-focus-visible:-outline-offset-2 peer-focus-visible:outline-ocean-500"
        />
        {/* Moved by a transform, which is no layout shift, across the frame's width. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 translate-x-[var(--split)] transition-none"
        >
          <span
            data-divider=""
            className="absolute inset-y-0 left-0 w-0.5 -translate-x-1/2 bg-white ring-1 ring-ink/25"
          >
            <span className="absolute top-1/2 left-1/2 grid size-11 -translate-1/2 place-items-center rounded-full bg-white text-ink shadow-raised">
              <ChevronsLeftRight className="size-5" />
            </span>
          </span>
        </span>
      </div>
      <figcaption className="mt-3 text-body-sm text-concrete-600">
        {note ? <span data-drawn-note="">{note} </span> : null}
        <span className="print:hidden">{words.hint}</span>
      </figcaption>
    </figure>
  );
}

/** One of the two images, filling the frame. */
function Photo({ image }: { image: PictureImage }) {
  return (
    <Picture
      image={image}
      sizes={sizes}
      placeholder={false}
      className="absolute inset-0"
      imgClassName="object-cover"
    />
  );
}

/** "Before" or "After" on its image; the slider's value says it to a screen reader. */
function Label({ className, children }: { className: string; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "absolute top-3 rounded-full bg-ink/75 px-3 py-1 text-eyebrow font-semibold text-white uppercase",
        className,
      )}
    >
      {children}
    </span>
  );
}
