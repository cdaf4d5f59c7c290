import { Outlet } from "react-router";
import { NotFoundBoundary } from "~/components/layout/not-found-boundary";
import { ProjectList } from "~/components/projects/project-list";
import { heroPreload, PageHero } from "~/components/ui/page-hero";
import { projectCards } from "~/content/projects/views.server";
import { listOnDemand } from "~/hooks/use-close-to-list";
import { siteImage } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/projects";

// The hero is preloaded on the list only: a deep link's own meta replaces
// this one, and its dialog's image is the one that matters there.
export const meta: Route.MetaFunction = ({ location, loaderData, error }) =>
  error
    ? pageMeta(location.pathname, "notFound", { noindex: true })
    : [...pageMeta(location.pathname, "projects"), ...heroPreload(loaderData?.hero)];

/**
 * Runs at pre-render: the cards in the page's language. A project's own URL
 * gets none: its page is the dialog alone, and the list, with the hero's
 * image, comes when the dialog closes (decision 026).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  if (params.slug) return { projects: null, hero: null };
  return { projects: projectCards(locale), hero: siteImage("hero/projects", locale) };
}

const list = listOnDemand();

// The list is the same for every URL of this route, so its data is fetched
// again only to bring the list a project's own URL left out.
export const shouldRevalidate = list.shouldRevalidate;

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { projects, hero } = loaderData;
  list.useHasList(projects !== null);
  return (
    <>
      <PageHero
        image={hero ?? undefined}
        eyebrow={t("projects.eyebrow")}
        title={t("projects.title")}
        subtitle={t("projects.subtitle")}
      />
      {projects ? <ProjectList projects={projects} /> : null}
      <Outlet />
    </>
  );
}

/** A project that does not exist (its loader answers 404) shows the not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}
