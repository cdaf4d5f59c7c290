import { Clock, MapPinned } from "lucide-react";
import { useT } from "~/i18n/use-locale";
import { officeHours } from "~/lib/office-hours";

interface HoursAndAreasProps {
  hoursTitle: string;
  hoursNote: string;
  areasTitle: string;
  areasText: string;
  areas: string[];
}

/** When the office answers, and where the company builds (content/contact.yaml). */
export function HoursAndAreas({
  hoursTitle,
  hoursNote,
  areasTitle,
  areasText,
  areas,
}: HoursAndAreasProps) {
  const { locale, t } = useT();
  const hours = officeHours(locale);
  const rows = [
    [t("contact.hoursWeekdays"), hours.weekdays],
    [t("contact.hoursSaturday"), hours.saturday],
    [t("contact.hoursSunday"), t("contact.closed")],
  ] as const;
  return (
    <div className="grid gap-12 md:grid-cols-2 md:gap-16">
      <section aria-labelledby="office-hours">
        <Clock aria-hidden="true" className="size-6 text-sand-600" />
        <h2 id="office-hours" className="mt-4 font-display text-display-sm">
          {hoursTitle}
        </h2>
        <dl className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
          {rows.map(([day, time]) => (
            <div key={day} className="flex justify-between gap-6 py-3.5">
              <dt className="text-concrete-600">{day}</dt>
              <dd className="font-semibold tabular-nums">{time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-body-sm text-concrete-600">{hoursNote}</p>
      </section>
      <section aria-labelledby="areas-served">
        <MapPinned aria-hidden="true" className="size-6 text-sand-600" />
        <h2 id="areas-served" className="mt-4 font-display text-display-sm">
          {areasTitle}
        </h2>
        <p className="mt-6 text-concrete-600">{areasText}</p>
        <ul className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area} className="flex items-center gap-3">
              <span aria-hidden="true" className="size-1.5 rounded-pill bg-sand-400" />
              {area}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
