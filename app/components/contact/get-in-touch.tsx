import { Mail, MessageCircle } from "lucide-react";
import { ProcessLink } from "~/components/about/process-link";
import { buttonClass } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-locale";
import { whatsappHref } from "~/lib/contact-links";
import { mailDraftHref } from "~/lib/mail-draft";
import type { ImageAsset } from "~/lib/images";

/** The dark panel over a sunset terrace: send an e-mail draft or open a WhatsApp chat, or read how we work. */
export function GetInTouch({
  image,
  title,
  text,
  process,
}: {
  /** The terrace behind the panel. */
  image: ImageAsset;
  title: string;
  text: string;
  /** The link to "How we work", under the buttons. */
  process: { href: string; label: string };
}) {
  const { locale, t } = useT();
  return (
    <section
      aria-labelledby="get-in-touch"
      className="relative isolate overflow-hidden rounded-card bg-ocean-950 text-white"
    >
      <Picture
        image={image}
        sizes="(min-width: 1440px) 1360px, 100vw"
        className="absolute! inset-0 -z-10 size-full"
        imgClassName="object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ocean-950/95 via-ocean-950/80 to-ocean-950/35"
      />
      <div className="max-w-2xl px-7 py-16 sm:px-12 md:py-24 lg:px-16">
        <p className="text-eyebrow font-semibold text-sand-300 uppercase">
          {t("contact.panelEyebrow")}
        </p>
        <h2 id="get-in-touch" className="mt-4 font-display text-display-md text-balance">
          {title}
        </h2>
        <p className="mt-6 text-body-lg text-pretty text-white/85">{text}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href={mailDraftHref(locale)} data-action="send" className={buttonClass("light")}>
            <Mail aria-hidden="true" className="size-4" />
            {t("contact.send")}
          </a>
          <ExternalLink
            href={whatsappHref(t("chat.message"))}
            data-action="chat"
            className={buttonClass("outline", "text-white")}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("contact.chat")}
          </ExternalLink>
        </div>
        <ProcessLink link={process} className="mt-8 text-sand-100 hover:text-white" />
      </div>
    </section>
  );
}
