import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** "dark" for white text on a dark section. */
  tone?: "light" | "dark";
  className?: string;
}

/** The eyebrow, serif title and short intro that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "text-eyebrow font-semibold uppercase",
            tone === "dark" ? "text-sand-300" : "text-sand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-4 font-display text-display-md text-balance">
        {title}
      </h2>
      {intro ? (
        <p
          className={cn(
            "mt-5 text-body-lg text-pretty",
            tone === "dark" ? "text-white/75" : "text-concrete-600",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
