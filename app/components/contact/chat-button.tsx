import { MessageCircle } from "lucide-react";
import { useT } from "~/i18n/use-locale";
import { whatsappHref } from "~/lib/contact-links";

/**
 * The floating WhatsApp button, the way most visitors in Costa Rica reach a
 * business. It keeps clear of the phone's home indicator and steps aside
 * while a dialog or the menu is open (see .chat-button in app.css).
 */
export function ChatButton() {
  const { t } = useT();
  return (
    <aside aria-label={t("chat.region")}>
      <a
        href={whatsappHref(t("chat.message"))}
        target="_blank"
        rel="noopener noreferrer"
        data-chat-button=""
        className="chat-button fixed z-30 flex h-14 items-center gap-2 rounded-pill bg-whatsapp px-4 text-white shadow-raised transition-[background-color,transform] hover:bg-whatsapp-dark focus-visible:outline-offset-4 sm:px-5"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span className="sr-only sm:not-sr-only sm:text-sm sm:font-semibold">
          {t("chat.label")}
        </span>
        <span className="sr-only"> {t("common.opensInNewTab")}</span>
      </a>
    </aside>
  );
}
