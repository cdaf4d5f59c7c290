import type { ComponentProps } from "react";
import { useT } from "~/i18n/use-locale";

/**
 * A link that opens in a new tab. It always carries `rel="noopener noreferrer"`
 * and tells screen reader users that a new tab will open.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useT();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
