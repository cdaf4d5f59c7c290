import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Locale } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { telHref, whatsappHref, type Details } from "~/lib/contact-links";
import { mailDraftHref } from "~/lib/mail-draft";
import { site } from "~/site";
import { dialogWords } from "./dialog-words";

interface Option {
  key: "chat" | "email" | "phone";
  icon: LucideIcon;
  href: string;
  label: string;
  detail: string;
  newTab?: boolean;
}

/**
 * The three ways to reach the company, as large tappable rows: chat, e-mail,
 * phone. The chat and e-mail messages carry the project's `details`, if any.
 */
export function ContactOptions({ locale, details }: { locale: Locale; details: Details }) {
  const t = getTranslator(locale);
  const words = dialogWords[locale];
  const options: Option[] = [
    {
      key: "chat",
      icon: MessageCircle,
      href: whatsappHref(t("chat.message"), details),
      label: words.chat,
      detail: words.chatDetail,
      newTab: true,
    },
    {
      key: "email",
      icon: Mail,
      href: mailDraftHref(locale, details),
      label: words.email,
      detail: site.email,
    },
    {
      key: "phone",
      icon: Phone,
      href: telHref(),
      label: words.phone,
      detail: site.phone.display,
    },
  ];
  return (
    <ul className="divide-y divide-ink/10 border-y border-ink/10">
      {options.map(({ key, icon: Icon, href, label, detail, newTab }) => (
        <li key={key}>
          <OptionLink href={href} newTab={newTab} locale={locale} data-option={key}>
            <span className="grid size-11 shrink-0 place-items-center rounded-pill bg-ocean-50 text-ocean-700 transition-colors group-hover:bg-ocean-900 group-hover:text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{label}</span>
              <span className="block text-body-sm break-words text-concrete-600">{detail}</span>
            </span>
          </OptionLink>
        </li>
      ))}
    </ul>
  );
}

function OptionLink({
  href,
  newTab,
  locale,
  children,
  ...props
}: {
  href: string;
  newTab?: boolean;
  locale: Locale;
  children: ReactNode;
  "data-option": string;
}) {
  const t = getTranslator(locale);
  const className = "group flex items-center gap-4 py-4 outline-offset-2";
  return newTab ? (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  ) : (
    <a {...props} href={href} className={className}>
      {children}
    </a>
  );
}
