import { Building2, ClipboardCheck, House, type LucideIcon } from "lucide-react";
import type { BuildGroup } from "~/content/schema";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useT } from "~/i18n/use-locale";
import type { Localize } from "~/lib/localize";

const icons: Record<BuildGroup["key"], LucideIcon> = {
  residential: House,
  commercial: Building2,
  management: ClipboardCheck,
};

/** Residential, commercial and project management, four kinds of work each. */
export function WhatWeBuild({ groups }: { groups: Localize<BuildGroup>[] }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="what-we-build"
      className="bg-ocean-950 py-section text-white lazy-render [--lazy-render-height:128rem] md:[--lazy-render-height:118rem] lg:[--lazy-render-height:64rem]"
    >
      <Container>
        <SectionHeading
          id="what-we-build"
          tone="dark"
          eyebrow={t("about.buildEyebrow")}
          title={t("about.buildTitle")}
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {groups.map((group) => {
            const Icon = icons[group.key];
            return (
              <article
                key={group.key}
                data-group={group.key}
                className="flex flex-col rounded-card border border-white/10 bg-white/[0.03] p-8"
              >
                <Icon aria-hidden="true" className="size-7 text-sand-300" strokeWidth={1.5} />
                <h3 className="mt-6 font-display text-3xl">{group.title}</h3>
                <p className="mt-3 text-body-sm text-white/70">{group.text}</p>
                <ul className="mt-8 divide-y divide-white/10 border-t border-white/10">
                  {group.items.map((item) => (
                    <li key={item} className="py-3">
                      {item}
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
