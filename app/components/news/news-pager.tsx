import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { usePrefetchLinks } from "~/hooks/use-fetch-ahead";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { pagerItems } from "~/lib/paginate";
import { pagerWords } from "./pager-words";

interface NewsPagerProps {
  current: number;
  pages: number;
  /** Page n's address, with the list's filter kept. */
  href: (page: number) => string;
  /**
   * The address of the data a page of the list needs (`routeDataUrl`). Once
   * the pager comes near, the pages before and after this one are fetched
   * ahead, so a tap on either shows its page without a round trip
   * (docs/decisions/074).
   */
  dataOf?: (href: string) => string;
}

const place =
  "inline-flex size-11 items-center justify-center rounded-pill text-sm font-semibold tabular-nums transition-colors";

/**
 * The list's numbered pages: plain links, so every page, and every story on
 * it, is reached without scripts. One page needs no pager.
 */
export function NewsPager({ current, pages, href, dataOf }: NewsPagerProps) {
  const words = pagerWords[useLocale()];
  const [near, nav] = useNearViewport<HTMLElement>();
  const exists = (page: number) => page >= 1 && page <= pages;
  const neighbours = [current - 1, current + 1].filter(exists);
  usePrefetchLinks(near && dataOf ? neighbours.map((page) => dataOf(href(page))) : []);
  if (pages <= 1) return null;
  const step = (page: number, label: string, icon: React.ReactNode) =>
    exists(page) ? (
      <Link
        to={href(page)}
        aria-label={label}
        className={cn(place, "border border-ink/15 hover:border-ink/40")}
      >
        {icon}
      </Link>
    ) : (
      <span aria-hidden="true" className={cn(place, "border border-ink/5 text-concrete-400")}>
        {icon}
      </span>
    );
  return (
    <nav ref={nav} aria-label={words.pager} className="mt-16 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {step(current - 1, words.previous, <ChevronLeft aria-hidden="true" className="size-4" />)}
        </li>
        {pagerItems(current, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-concrete-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={words.page(item)}
                aria-current={item === current ? "page" : undefined}
                className={cn(
                  place,
                  item === current
                    ? "bg-ocean-900 text-white"
                    : "text-concrete-700 hover:bg-ink/5 hover:text-ink",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(current + 1, words.next, <ChevronRight aria-hidden="true" className="size-4" />)}
        </li>
      </ul>
      <p className="text-body-sm text-concrete-600">{words.pageOf(current, pages)}</p>
    </nav>
  );
}
