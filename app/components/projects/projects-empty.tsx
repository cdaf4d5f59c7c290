import { useT } from "~/i18n/use-locale";

/** What the grid shows when no project matches the filter. */
export function ProjectsEmpty({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useT();
  return (
    <div className="rounded-card border border-dashed border-ink/15 px-6 py-16 text-center">
      <span aria-hidden="true" className="mx-auto block h-px w-12 bg-sand-400" />
      <h3 className="mt-6 font-display text-display-sm">{t("projects.emptyTitle")}</h3>
      <p className="mx-auto mt-3 max-w-md text-concrete-600">{t("projects.emptyHint")}</p>
      <button
        type="button"
        onClick={onShowAll}
        className="mt-7 text-sm font-semibold text-ocean-700 underline decoration-sand-400 decoration-2 underline-offset-[6px] hover:text-ocean-900"
      >
        {t("projects.filter.all")}
      </button>
    </div>
  );
}
