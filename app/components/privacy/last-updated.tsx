import { useSyncExternalStore } from "react";
import todaysDate from "~/boot/todays-date?boot";
import { useT } from "~/i18n/use-locale";
import { bootCall } from "~/lib/boot-call";
import { formatDay, isoDay, longDateWords, siteUtcOffsetMs } from "~/lib/format-date";

const noSubscription = () => () => {};
const today = () => isoDay(new Date());
const buildDay = () => isoDay(__BUILD_DATE__);

/**
 * "Last updated" shows today's date, as the policy is kept current. The
 * pre-rendered page carries the build day, and an inline script just after
 * the date writes today over it as the page is parsed (app/boot/todays-date.ts),
 * so the first paint shows today with or without the page's modules. A page
 * drawn in the browser (after a link in this document) renders today itself.
 * The date's text may differ from the build's as React hydrates, so it is
 * told not to mind.
 */
export function LastUpdated() {
  const { locale, t } = useT();
  const day = useSyncExternalStore(noSubscription, today, buildDay);
  const { pattern, months } = longDateWords(locale);

  return (
    <p className="text-body-sm text-concrete-600">
      {t("privacy.lastUpdated")}:{" "}
      <time dateTime={day} className="font-medium text-ink" suppressHydrationWarning>
        {formatDay(day, locale)}
      </time>
      <script
        dangerouslySetInnerHTML={{ __html: bootCall(todaysDate, siteUtcOffsetMs, pattern, months) }}
      />
    </p>
  );
}
