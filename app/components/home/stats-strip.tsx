import type { Stat } from "~/content/schema";
import { Container } from "~/components/ui/container";
import { useT } from "~/i18n/use-locale";
import type { Localize } from "~/lib/localize";

/** 50+ projects, 98% satisfaction, 15+ years: final values, in the HTML from the start. */
export function StatsStrip({ stats }: { stats: Localize<Stat>[] }) {
  const { t } = useT();
  return (
    <section aria-label={t("home.statsLabel")} className="bg-ocean-950 text-white">
      <Container>
        <dl className="grid divide-y divide-white/10 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {stats.map((stat) => (
            <div
              key={stat.key}
              data-stat={stat.key}
              className="flex flex-col-reverse gap-2 py-10 sm:px-8 sm:py-14 sm:first:pl-0"
            >
              <dt className="text-body-sm text-white/70">{stat.label}</dt>
              <dd className="font-display text-6xl text-sand-200 tabular-nums lg:text-7xl">
                {stat.value}
                {stat.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
