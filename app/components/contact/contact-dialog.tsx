import { useId, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useT } from "~/i18n/use-locale";
import { officeHours } from "~/lib/office-hours";
import { planDetails, type Plan } from "~/lib/quote-planner";
import { ContactOptions } from "./contact-options";
import { dialogWords } from "./dialog-words";
import { QuotePlanner } from "./quote-planner";

interface ContactDialogProps {
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/**
 * "Get a quote": an optional outline of the project, then chat, e-mail or
 * phone, and when the office answers. Loaded on demand.
 */
export default function ContactDialog({ onClose, returnFocus }: ContactDialogProps) {
  const { locale, t } = useT();
  const titleId = useId();
  const [plan, setPlan] = useState<Plan>({});
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-card bg-paper text-ink shadow-raised"
      bodyClassName="p-7 sm:p-9"
    >
      <p className="text-eyebrow font-semibold text-sand-700 uppercase">{t("cta.quote")}</p>
      <h2 id={titleId} className="mt-3 pr-10 font-display text-display-sm text-balance">
        {dialogWords[locale].title}
      </h2>
      <p className="mt-3 mb-6 text-body text-concrete-600">{t("contactDialog.description")}</p>
      <QuotePlanner plan={plan} onChange={setPlan} />
      <ContactOptions details={planDetails(locale, plan)} />
      <p className="mt-5 text-body-sm text-concrete-600">
        {t("contact.hours", officeHours(locale))}
      </p>
    </Dialog>
  );
}
