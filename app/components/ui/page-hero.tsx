import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { cn } from "~/lib/cn";
import type { ImageAsset, ImageFile } from "~/lib/images";
import { Container } from "./container";
import { Picture, preloadImage } from "./picture";

/** Heroes fill the width of the screen. */
const heroSizes = "100vw";

/**
 * The hero image's preload, for the route's `meta`: the browser starts the
 * download before it has parsed the image's markup. Every page's hero is
 * preloaded here, in `meta` rather than `links`, because only `meta` sees the
 * URL and the loader's data: a project's or an article's own page, whose
 * `meta` replaces its list's, draws no hero image and preloads none.
 */
export function heroPreload(image: ImageFile | null | undefined): MetaDescriptor[] {
  if (!image) return [];
  return preloadImage(image, heroSizes).map((link) => ({ tagName: "link", ...link }));
}

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** "tall" fills most of the first screen (home); "standard" suits inner pages. */
  size?: "tall" | "standard" | "compact";
  /** The page's largest image. Preload it in the route's `meta` with `heroPreload`. */
  image?: ImageAsset;
  children?: ReactNode;
}

/**
 * Every page opens with this dark band, so the transparent navigation bar
 * always has white text on a dark ground.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  size = "standard",
  image,
  children,
}: PageHeroProps) {
  return (
    // data-page-hero: kept, unseen, behind a dialog the page arrives with (app.css).
    <section data-page-hero className="relative isolate overflow-hidden bg-ocean-950 text-white">
      {image ? <HeroImage image={image} /> : <HeroBackdrop />}
      <Container
        className={cn(
          "relative flex flex-col justify-end pt-[calc(var(--spacing-header)+3rem)] pb-14 md:pb-20 print:min-h-0 print:pt-0 print:pb-6",
          size === "tall" && "min-h-[88svh]",
          size === "standard" && "min-h-[62svh] md:min-h-[66svh]",
          size === "compact" && "min-h-[44svh]",
        )}
      >
        {eyebrow ? (
          <p className="mb-5 text-eyebrow font-semibold text-sand-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-5xl font-display text-display-lg text-balance">{title}</h1>
        {subtitle ? (
          <p className="mt-6 max-w-2xl text-body-lg text-pretty text-white/80">{subtitle}</p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

/**
 * The image under the hero, darkened towards the lower left where the text
 * sits, so white text keeps its contrast whatever the picture.
 */
function HeroImage({ image }: { image: ImageAsset }) {
  return (
    <div className="absolute inset-0 -z-10 print:hidden">
      <Picture
        image={image}
        sizes={heroSizes}
        priority
        // The hero loads first, over the dark band that already carries its text:
        // a blurred copy would cost every page a data URI and a full-screen blur.
        placeholder={false}
        className="size-full"
        imgClassName="object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-ocean-950/90 via-ocean-950/45 to-ocean-950/40"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-ocean-950/70 via-ocean-950/20 to-transparent"
      />
    </div>
  );
}

/** Dusk over the Pacific: a low sun, the horizon and the lines of the water. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 print:hidden">
      <div className="absolute inset-0 bg-[radial-gradient(120%_80%_at_78%_62%,rgb(194_164_118/0.34),transparent_55%),linear-gradient(180deg,var(--color-ocean-950)_0%,var(--color-ocean-900)_58%,var(--color-ocean-800)_100%)]" />
      <svg
        className="absolute inset-x-0 bottom-0 h-[70%] w-full text-sand-200"
        viewBox="0 0 1440 600"
        preserveAspectRatio="xMidYMax slice"
        fill="none"
      >
        <circle cx="1080" cy="330" r="150" stroke="currentColor" strokeOpacity="0.28" />
        <circle cx="1080" cy="330" r="220" stroke="currentColor" strokeOpacity="0.1" />
        <path d="M0 330H1440" stroke="currentColor" strokeOpacity="0.35" />
        <g stroke="currentColor">
          <path d="M640 372H1440" strokeOpacity="0.16" />
          <path d="M380 418H1440" strokeOpacity="0.12" />
          <path d="M120 470H1440" strokeOpacity="0.09" />
          <path d="M0 530H1440" strokeOpacity="0.07" />
        </g>
      </svg>
      <div className="absolute inset-0 bg-linear-to-t from-ocean-950/80 via-transparent to-ocean-950/50" />
    </div>
  );
}
