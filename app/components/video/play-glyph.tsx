import { cn } from "~/lib/cn";

/**
 * The round play mark drawn over a video's picture (a news card's thumbnail,
 * a walkthrough's poster). Decorative: the link or control around it is
 * named for what it does.
 */
export function PlayGlyph({ large = false }: { large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "absolute inset-0 m-auto grid place-items-center rounded-pill bg-ocean-950/55 text-white ring-1 ring-white/40 backdrop-blur-sm transition-transform duration-500 ease-out-soft group-hover:scale-110 group-focus-visible:scale-110",
        large ? "size-20" : "size-14",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className={cn("ml-1", large ? "size-8" : "size-6")}
        fill="currentColor"
      >
        <path d="M7 4.5v15l12.5-7.5z" />
      </svg>
    </span>
  );
}
