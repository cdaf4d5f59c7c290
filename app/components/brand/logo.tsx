import { useId } from "react";

import { cn } from "~/lib/cn";

import { mark } from "./mark";

/**
 * The sun's colour. It reads `--logo-accent` when an ancestor sets one
 * (`[--logo-accent:var(--color-sand-600)]`), and is sand-400 otherwise.
 */
const accentFill = "fill-[var(--logo-accent,var(--color-sand-400))]";

interface LogoMarkProps {
  className?: string;
  /** Gives the mark an accessible name. Without one it is decorative and hidden. */
  title?: string;
}

/**
 * The mark alone. The slabs take the text colour (`currentColor`) and the sun
 * is sand, so it works on any background the text colour works on. Size it
 * with a height class (`h-8`); the width follows from the viewBox.
 */
export function LogoMark({ className, title }: LogoMarkProps) {
  const titleId = useId();
  const a11y = title
    ? ({ role: "img", "aria-labelledby": titleId } as const)
    : ({ "aria-hidden": true } as const);

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={mark.viewBox}
      width={mark.width}
      height={mark.height}
      fill="currentColor"
      focusable="false"
      className={cn("shrink-0", className)}
      {...a11y}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {mark.shapes.map((shape) => (
        <path
          key={shape.name}
          d={shape.d}
          className={shape.tone === "accent" ? accentFill : undefined}
        />
      ))}
    </svg>
  );
}

/**
 * - `inherit`: the logo takes the surrounding text colour (the default).
 * - `ink`: ocean-900, for paper and sand backgrounds.
 * - `paper`: sand-50, for the ocean hero and other dark backgrounds.
 */
export type LogoTone = "inherit" | "ink" | "paper";

const toneClass: Record<LogoTone, string> = {
  inherit: "",
  ink: "text-ocean-900",
  paper: "text-sand-50",
};

interface LogoProps {
  className?: string;
  tone?: LogoTone;
}

/**
 * The lockup: the mark, then "Solera" in the display serif and "Design Build"
 * in small tracked capitals, on one baseline. Everything is sized in em, so a
 * single font-size class scales the whole logo (`text-[2.25rem]`). The mark
 * stands on the baseline and is as tall as Instrument Serif's capitals
 * (0.72 em). public/logo.svg, its words as outlines, is drawn to the same measures.
 *
 * The words are real text and give the logo its accessible name, so a link
 * around it reads "Solera Design Build"; the mark is decorative.
 */
export function Logo({ className, tone = "inherit" }: LogoProps) {
  return (
    <span
      className={cn(
        "inline-flex items-baseline text-[1.75rem] leading-none font-normal tracking-normal whitespace-nowrap normal-case",
        toneClass[tone],
        className,
      )}
    >
      <LogoMark className="mr-[0.4em] h-[0.72em] w-auto" />
      <span className="mr-[0.4em] font-display">Solera</span>{" "}
      <span className="font-sans text-[0.36em] tracking-[0.18em] uppercase">Design Build</span>
    </span>
  );
}
