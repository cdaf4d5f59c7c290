import { useState } from "react";
import type { Locale } from "~/i18n/locales";
import { planDetails, type Plan } from "~/lib/quote-planner";
import { ContactOptions } from "./contact-options";
import { QuotePlanner } from "./quote-planner";

/**
 * The planner and the ways to get in touch that carry its choices: the part
 * of the contact dialog that needs script. It wakes with the dialog's island
 * (ContactDialogBody), outside the router, so it is told its language.
 */
export function ContactPlan({ locale }: { locale: Locale }) {
  const [plan, setPlan] = useState<Plan>({});
  return (
    <>
      <QuotePlanner locale={locale} plan={plan} onChange={setPlan} />
      <ContactOptions locale={locale} details={planDetails(locale, plan)} />
    </>
  );
}
