import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * A link to "How we work" on the About page.
 * A document navigation, so the browser itself scrolls to the section.
 */
export function ProcessLink({
  link,
  className,
}: {
  link: { href: string; label: string };
  className?: string;
}) {
  return (
    <a
      href={link.href}
      data-process-link=""
      className={cn(
        "inline-flex w-fit items-center gap-2 font-semibold underline decoration-sand-400 underline-offset-4 transition-colors",
        className,
      )}
    >
      {link.label}
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
