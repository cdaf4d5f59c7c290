import { ArrowUpRight } from "lucide-react";
import { LogoMark } from "~/components/brand/logo";
import { Container } from "~/components/ui/container";
import { ExternalLink } from "~/components/ui/external-link";
import { useT } from "~/i18n/use-locale";
import { site } from "~/site";

/** The logo and a link out to the company's social media page, where new work appears first. */
export function FollowUs() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="follow-us"
      className="bg-sand-100 py-section lazy-render [--lazy-render-height:41rem]"
    >
      <Container className="flex flex-col items-center text-center">
        <LogoMark className="h-14 text-ocean-900 [--logo-accent:var(--color-sand-600)]" />
        <p className="mt-8 text-eyebrow font-semibold text-sand-700 uppercase">{site.name}</p>
        <h2 id="follow-us" className="mt-4 max-w-2xl font-display text-display-md text-balance">
          {t("home.followTitle")}
        </h2>
        <p className="mt-5 max-w-xl text-body-lg text-pretty text-concrete-600">
          {t("home.followBody")}
        </p>
        <ExternalLink
          href={site.social.instagram}
          data-follow=""
          className="mt-10 inline-flex h-12 items-center gap-2 rounded-pill bg-ocean-900 px-7 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-ocean-800"
        >
          {t("home.followCta")}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </ExternalLink>
      </Container>
    </section>
  );
}
