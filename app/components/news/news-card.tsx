import { memo } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { PlayGlyph } from "~/components/video/play-glyph";
import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { isoDuration, parseDuration } from "~/lib/duration";
import { site } from "~/site";
import type { NewsCardData } from "~/content/news/types";

// Grid column widths at each breakpoint, for the images' `sizes`.
const sizes = {
  lead: "(min-width: 1280px) 790px, (min-width: 1024px) 62vw, 92vw",
  standard: "(min-width: 1280px) 380px, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, 92vw",
};

interface NewsCardProps {
  card: NewsCardData;
  /** The lead story is drawn larger, at the head of the list. */
  lead?: boolean;
  /** The article's reader URL, keeping the list's filter. */
  href: string;
}

/**
 * One story: the whole card is its link, to the reader or, for a video, to the
 * video on YouTube (the channel, where the item names no video). Memoized:
 * the list renders again once the page has hydrated (it reads the query string
 * then), and cards whose props are unchanged stay as they are.
 */
export const NewsCard = memo(function NewsCard({ card, lead = false, href }: NewsCardProps) {
  const { t } = useT();
  const video = card.type === "video";
  // The title's link covers the card; its focus ring is drawn around the card.
  const linkClass =
    "outline-none after:absolute after:-inset-2 after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-ocean-500";

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-card bg-sand-100">
        <Picture
          image={{ ...card.image, id: card.slug, placeholder: "", alt: "" }}
          sizes={lead ? sizes.lead : sizes.standard}
          decorative
          className={lead ? "aspect-[3/2] lg:aspect-[4/3]" : "aspect-[3/2]"}
          imgClassName="object-cover transition-transform duration-700 ease-out-soft group-hover:scale-[1.03]"
        />
        <span className="absolute top-3 left-3 rounded-pill bg-paper/90 px-3 py-1 text-[0.6875rem] font-semibold tracking-[0.12em] text-ink uppercase backdrop-blur-sm">
          {t(video ? "news.type.video" : "news.type.article")}
        </span>
        {video ? <PlayGlyph large={lead} /> : null}
      </div>

      <p className="mt-5 text-eyebrow font-semibold text-sand-700 uppercase">
        {t(`news.category.${card.category}`)}
      </p>
      <h3
        className={cn(
          "mt-2 font-display text-balance text-ink transition-colors group-hover:text-ocean-700",
          lead ? "text-display-md" : "text-[1.625rem] leading-[1.15]",
        )}
      >
        {video ? (
          <ExternalLink href={card.videoHref ?? site.social.youtube} className={linkClass}>
            {card.title}
            <span className="sr-only">, {t("news.watchVideo")}</span>
          </ExternalLink>
        ) : (
          <Link
            id={`news-${card.slug}`}
            to={href}
            state={{ fromList: true }}
            preventScrollReset
            className={linkClass}
          >
            {card.title}
          </Link>
        )}
      </h3>
      <p
        className={cn(
          "mt-3 text-pretty text-concrete-600",
          lead ? "max-w-2xl text-body-lg" : "line-clamp-3 text-body-sm",
        )}
      >
        {card.excerpt}
      </p>
      <p
        className={cn(
          "flex flex-wrap items-center gap-x-2 pt-4 text-body-sm text-concrete-600",
          !lead && "mt-auto",
        )}
      >
        <time dateTime={card.date}>{card.dateLabel}</time>
        <span aria-hidden="true">·</span>
        {card.duration ? (
          <Duration value={card.duration} />
        ) : (
          <span>{t("news.readTime", { minutes: card.minutes ?? 0 })}</span>
        )}
      </p>
    </article>
  );
});

function Duration({ value }: { value: string }) {
  const { t } = useT();
  return (
    <time dateTime={isoDuration(value)} className="tabular-nums">
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{t("news.duration", { ...parseDuration(value) })}</span>
    </time>
  );
}
