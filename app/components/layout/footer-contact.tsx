import { Mail, MapPin, Phone } from "lucide-react";
import { useT } from "~/i18n/use-locale";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { site } from "~/site";

const linkClass = "transition-colors hover:text-white";

export function FooterContact() {
  const { locale, t } = useT();
  return (
    <ul className="space-y-4 text-body-sm">
      <li className="flex gap-3">
        <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-sand-300" />
        <a href={telHref()} className={linkClass}>
          <span className="sr-only">{t("footer.phone")}: </span>
          {site.phone.display}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-sand-300" />
        <a href={mailtoHref(locale)} className={`${linkClass} break-all`}>
          <span className="sr-only">{t("footer.email")}: </span>
          {site.email}
        </a>
      </li>
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sand-300" />
        <span>{t("footer.location")}</span>
      </li>
    </ul>
  );
}
