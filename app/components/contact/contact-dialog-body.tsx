import { X } from "lucide-react";
import type { Locale } from "~/i18n/locales";
import { getTranslator } from "~/i18n/translate";
import { officeHours } from "~/lib/office-hours";
import { contactDialogId, contactTitleId } from "./contact-dialog-id";
import { ContactPlan } from "./contact-plan";

/**
 * What the contact dialog holds: its close button, its title, the planner
 * and the ways to get in touch that carry its choices (ContactPlan), and when
 * the office answers. The page's HTML has it drawn, and everything in it but
 * the planner works as HTML; its code is an island that comes on demand
 * (ContactDialog). It stands outside the router, so it is told its language.
 */
export function ContactDialogBody({ locale }: { locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <div className="relative min-h-full p-7 sm:p-9">
      <button
        type="button"
        command="close"
        commandfor={contactDialogId}
        className="absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-pill text-ink transition-colors hover:bg-ink/5 print:hidden"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{t("common.close")}</span>
      </button>
      <p className="text-eyebrow font-semibold text-sand-700 uppercase">{t("cta.quote")}</p>
      <h2 id={contactTitleId} className="mt-3 pr-10 font-display text-display-sm text-balance">
        {t("contactDialog.title")}
      </h2>
      <p className="mt-3 mb-6 text-body text-concrete-600">{t("contactDialog.description")}</p>
      <ContactPlan locale={locale} />
      <p className="mt-5 text-body-sm text-concrete-600">
        {t("contact.hours", officeHours(locale))}
      </p>
    </div>
  );
}
