import { useT } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { site } from "~/site";

/**
 * The company's CFIA registration and INS policy, with their numbers, from
 * the company constants: each line only when the constant holds a value.
 */
export function Credentials({ className }: { className?: string }) {
  const { t } = useT();
  const { cfia, ins } = site.credentials ?? {};
  if (!cfia && !ins) return null;
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1", className)} data-credentials="">
      {cfia ? <span>{t("credentials.cfia", { number: cfia })}</span> : null}
      {ins ? <span>{t("credentials.ins", { number: ins })}</span> : null}
    </p>
  );
}
