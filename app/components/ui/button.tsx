import { cn } from "~/lib/cn";

const variants = {
  /** Light pill on a dark ground. */
  light: "bg-sand-100 text-ocean-950 hover:bg-white",
  /** Dark pill on a light ground. */
  dark: "bg-ocean-900 text-white hover:bg-ocean-800",
  /** Outlined, inherits the text colour. */
  outline: "border border-current/35 hover:border-current",
} as const;

/** Class names for anything that should look like a button (links included). */
export function buttonClass(variant: keyof typeof variants = "dark", className?: string) {
  return cn(
    "inline-flex h-12 items-center justify-center gap-2 rounded-pill px-7 text-sm font-semibold tracking-wide transition-colors",
    variants[variant],
    className,
  );
}
