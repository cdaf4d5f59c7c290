// First: the schema (preview-data.ts) is made with zod configured for the editor.
import "./zod-without-eval";
import CMS, { type CustomPreviewTemplateProps } from "@sveltia/cms";
import type { createElement, ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import siteStylesheet from "virtual:site-stylesheet";
import { ArticleView } from "~/components/news/article-view";
import { ProjectDetail } from "~/components/projects/project-detail";
import { builtImage } from "~/content/images.server";
import "~/i18n/dictionaries";
import type { Locale } from "~/i18n/locales";
import { itemPath, type ItemKind } from "~/pages";
import {
  articlePreview,
  paneLocale,
  projectPreview,
  type EntryData,
  type Pictures,
} from "./preview-data";

/**
 * The previews of a project and an article are the site's own components
 * (ProjectDetail, ArticleView), fed by the functions its loaders use
 * (preview-data.ts), with the site's stylesheet of this very build: what the
 * owner previews is what the visitor sees.
 *
 * Sveltia renders a template with a React of its own, which cannot run the
 * site's components (their hooks belong to the site's React). So the
 * template draws an empty element with Sveltia's React (window.h), and the
 * site's React draws the page into it, at the page's address in the pane's
 * language, from which the page takes its words.
 *
 * The template links the stylesheet itself rather than registering it with
 * CMS.registerPreviewStyle, which would apply it to every preview: the
 * site's reset would strip the editor's own field list (pages, company
 * details) of its layout.
 */

declare global {
  interface Window {
    h: typeof createElement;
  }
}

/** A preview frame (one per pane): the site's React root in it, and the latest page to draw. */
interface Frame {
  root?: Root;
  page: ReactNode;
  props: CustomPreviewTemplateProps;
}

const frames = new WeakMap<Document, Frame>();

/** Starts the site's React in the element Sveltia drew, and stops it when the element goes. */
function attach(element: HTMLDivElement | null) {
  const frame = element && frames.get(element.ownerDocument);
  if (!element || !frame) return;
  const root = createRoot(element);
  frame.root = root;
  root.render(frame.page);
  return () => {
    frame.root = undefined;
    // Not while Sveltia's React is removing the element.
    setTimeout(() => root.unmount());
  };
}

type Draw = (entry: EntryData, locale: Locale, pictures: Pictures) => ReactNode;

// The editor reads a file of the repository when something first asks for it,
// and says nothing when it has: a picture the site has not built yet is asked
// again a few times, until its copy is there.
const retries = 20;
const retryDelay = 250;

function draw(kind: ItemKind, content: Draw, props: CustomPreviewTemplateProps, attempt = 0) {
  const { document, getAsset } = props;
  const entry = props.entry.toJS() as EntryData & { slug?: string };
  const locale = paneLocale(entry);
  document.documentElement.lang = locale;
  let waiting = false;
  const pictures: Pictures = {
    built: builtImage,
    held: (path) => {
      const asset = getAsset(path);
      if (asset?.url.startsWith("blob:")) return asset.url;
      waiting ||= asset !== undefined;
      return undefined;
    },
  };
  const slug =
    typeof entry.data.slug === "string" && entry.data.slug ? entry.data.slug : entry.slug;
  const page = (
    <MemoryRouter key={locale} initialEntries={[itemPath(kind, slug ?? "", locale)]}>
      {content(entry, locale, pictures)}
    </MemoryRouter>
  );
  const frame: Frame = frames.get(document) ?? { page, props };
  frames.set(document, Object.assign(frame, { page, props }));
  frame.root?.render(page);
  if (waiting && attempt < retries)
    setTimeout(() => {
      if (frames.get(document)?.props === props) draw(kind, content, props, attempt + 1);
    }, retryDelay);
}

function siteTemplate(kind: ItemKind, content: Draw) {
  return function SitePreview(props: CustomPreviewTemplateProps) {
    draw(kind, content, props);
    const h = window.h;
    return h(
      "div",
      null,
      h("link", { rel: "stylesheet", href: siteStylesheet }),
      h("div", { ref: attach }),
    );
  };
}

CMS.registerPreviewTemplate(
  "projects",
  siteTemplate("project", (entry, locale, pictures) => (
    <article className="bg-paper text-ink">
      <ProjectDetail project={projectPreview(entry, locale, pictures)} />
    </article>
  )),
);

CMS.registerPreviewTemplate(
  "news",
  siteTemplate("article", (entry, locale, pictures) => {
    const { article, body } = articlePreview(entry, locale, pictures);
    return (
      <article className="pb-section">
        <ArticleView article={article} body={body} />
      </article>
    );
  }),
);
