import { useState } from "react";
import { Outlet, useParams, type MetaDescriptor, type MetaFunction } from "react-router";
import { ProjectList } from "~/components/projects/project-list";
import { heroSizes, PageHero } from "~/components/ui/page-hero";
import { preloadImage } from "~/components/ui/picture";
import { projectCards } from "~/content/projects/views";
import { images } from "~/generated/images/hero";
import { siteImageAlt } from "~/content/pages.server";
import { localeFromRequest } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/projects";

const hero = images["hero/projects"];

// The hero is preloaded on the list only: a deep link's own meta replaces
// this one, and its dialog's image is the one that matters there.
export const meta: MetaFunction = ({ location }) => [
  ...pageMeta(location.pathname, "projects"),
  ...preloadImage(hero, heroSizes).map((link) => ({ tagName: "link", ...link }) as MetaDescriptor),
];

/** Runs at pre-render: the cards in the page's language. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // Under a deep link's dialog the cards need no blurred previews (projectCards).
  const projects = projectCards(locale, { previews: !params.slug });
  return { projects, heroAlt: siteImageAlt("hero/projects", locale) };
}

// The list is the same for every URL of this route; the filter and an open
// project change only the query string or the child route.
export const shouldRevalidate = () => false;

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { slug } = useParams();
  // A deep link's dialog covers the page from the start. Until it first
  // closes, the hero shows its dusk backdrop and the cards their bare ground,
  // so the dialog's photo has the network to itself.
  const [covered, setCovered] = useState(Boolean(slug));
  if (covered && !slug) setCovered(false);
  return (
    <>
      <PageHero
        image={covered ? undefined : { ...hero, alt: loaderData.heroAlt }}
        eyebrow={t("projects.eyebrow")}
        title={t("projects.title")}
        subtitle={t("projects.subtitle")}
      />
      <ProjectList projects={loaderData.projects} covered={covered} />
      <Outlet />
    </>
  );
}
