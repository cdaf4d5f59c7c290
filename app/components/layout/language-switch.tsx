import { Globe } from "lucide-react";
import { Link } from "react-router";
import { rememberLocale } from "~/i18n/language-preference";
import { otherLocale } from "~/i18n/locales";
import { useT, useTwinHref } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/** Shows the current language code and switches to the same page in the other language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const twinHref = useTwinHref();
  const { locale, t } = useT();
  const target = otherLocale(locale);
  const code = locale.toUpperCase();

  return (
    <Link
      to={twinHref}
      hrefLang={target}
      aria-label={`${code}: ${t("language.switchTo")}`}
      onClick={() => rememberLocale(target)}
      reloadDocument
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-pill border border-current/30 px-3.5 text-xs font-semibold tracking-[0.14em] transition-colors hover:border-current/70",
        className,
      )}
    >
      <Globe aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      {code}
    </Link>
  );
}
