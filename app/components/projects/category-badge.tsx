import type { ProjectCategory } from "~/content/categories";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** "Residential", "Commercial", "Industrial": a small label over a photo or above a title. */
export function CategoryBadge({
  category,
  className,
}: {
  category: ProjectCategory;
  className?: string;
}) {
  const { t } = useT();
  return (
    <span
      className={cn(
        "inline-flex h-7 items-center rounded-pill px-3 text-eyebrow font-semibold text-ocean-900 uppercase",
        className ?? "bg-sand-100",
      )}
    >
      {t(`projects.filter.${category}`)}
    </span>
  );
}
