import { useState } from "react";
import { projectCategories } from "~/content/categories";
import type { ProjectCardData } from "~/content/projects/views.server";
import { Container } from "~/components/ui/container";
import { FilterChips, useCategoryFilter } from "~/components/ui/filter-chips";
import { useFocusClosedItem } from "~/hooks/use-close-to-list";
import { useT } from "~/i18n/use-locale";
import { itemPath, pagePath } from "~/pages";
import { categorySearch, filterByCategory } from "~/lib/category-filter";
import { cn } from "~/lib/cn";
import { ProjectCard } from "./project-card";
import { ProjectsEmpty } from "./projects-empty";

/**
 * The filter chips and the grid. The filter lives in `?category=`; the
 * pre-rendered HTML cannot know the query string, so it shows every project
 * and the filter applies once the page has hydrated.
 *
 * The cards rise one after another as the list appears, except when it
 * appears as the dialog a page arrived with closes: the visitor is looking for
 * one card, which is focused at once, and the rest is simply there. They rise
 * at the first filter.
 */
export function ProjectList({ projects }: { projects: ProjectCardData[] }) {
  const { locale, t } = useT();
  const { filter, choose, chosen } = useCategoryFilter(projectCategories);
  const closed = useFocusClosedItem((slug) =>
    document.querySelector<HTMLElement>(`[data-project="${CSS.escape(slug)}"]`),
  );
  // Kept while the visitor opens and closes projects over it, until the first filter.
  const [appearedStill] = useState(closed !== undefined);
  const still = appearedStill && !chosen;
  const shown = filterByCategory(projects, filter);
  const search = categorySearch(filter);
  const count = t(shown.length === 1 ? "projects.count.one" : "projects.count.other", {
    count: shown.length,
  });

  return (
    <section aria-labelledby="projects-list" className="py-section">
      <Container>
        <div className="flex flex-col gap-6 border-b border-ink/10 pb-8 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 id="projects-list" className="font-display text-display-md">
              {t("projects.listTitle")}
            </h2>
            <p
              role="status"
              aria-live="polite"
              className="mt-3 text-body-sm text-concrete-600 tabular-nums"
            >
              {count}
            </p>
          </div>
          <FilterChips
            label={t("projects.filterLabel")}
            chips={(["all", ...projectCategories] as const).map((value) => ({
              value,
              label: t(`projects.filter.${value}`),
              href: pagePath("projects", locale) + categorySearch(value),
            }))}
            current={filter}
            onChoose={choose}
            className="flex-wrap"
          />
        </div>
        {shown.length === 0 ? (
          <div className="mt-12">
            <ProjectsEmpty onShowAll={() => choose("all")} />
          </div>
        ) : (
          <ul
            className={cn(
              "mt-12 grid gap-x-8 gap-y-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-10",
              !still && "stagger stagger-100",
            )}
          >
            {shown.map((project) => (
              <li
                key={project.slug}
                data-project-card={project.slug}
                // Padding keeps the card's focus ring inside the block lazy-render clips to.
                className="-m-3 p-3 lazy-render [--lazy-render-height:35rem]"
              >
                <ProjectCard
                  project={project}
                  href={itemPath("project", project.slug, locale) + search}
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
