import { useSyncExternalStore } from "react";
import { useT } from "~/i18n/use-locale";
import { formatDay, isoDay } from "~/lib/format-date";

const noSubscription = () => () => {};
const today = () => isoDay(new Date());
const buildDay = () => isoDay(__BUILD_DATE__);

/**
 * "Last updated" shows today's date, as the policy is kept current. The
 * pre-rendered page carries the build day; once hydrated, the same element
 * shows today, without a hydration mismatch.
 */
export function LastUpdated() {
  const { locale, t } = useT();
  const day = useSyncExternalStore(noSubscription, today, buildDay);

  return (
    <p className="text-body-sm text-concrete-600">
      {t("privacy.lastUpdated")}:{" "}
      <time dateTime={day} className="font-medium text-ink">
        {formatDay(day, locale)}
      </time>
    </p>
  );
}
