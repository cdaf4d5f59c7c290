import type { Locale } from "~/i18n/locales";

/**
 * The words only the contact dialog's planner and options use (ContactPlan).
 * They live with that island's code, which is fetched on demand, rather than
 * in the dictionaries that every page loads first; the dialog's title and
 * description, which the page draws, are in the dictionaries, and the
 * planner's questions and answers in lib/quote-planner.
 */
export const dialogWords: Record<
  Locale,
  {
    chat: string;
    chatDetail: string;
    email: string;
    phone: string;
    planner: { toggle: string; hint: string; none: string; summary: string };
  }
> = {
  en: {
    chat: "WhatsApp",
    chatDetail: "The quickest answer, usually within the hour while the office is open",
    email: "Email",
    phone: "Phone",
    planner: {
      toggle: "Describe your project",
      hint: "Optional: six quick choices, written into your message. Nothing is sent until you send it.",
      none: "Not sure yet",
      summary: "Your message will include",
    },
  },
  es: {
    chat: "WhatsApp",
    chatDetail:
      "La respuesta más rápida, por lo general en menos de una hora en horario de oficina",
    email: "Correo electrónico",
    phone: "Teléfono",
    planner: {
      toggle: "Describa su proyecto",
      hint: "Opcional: seis preguntas rápidas que se agregan a su mensaje. Nada se envía hasta que usted lo mande.",
      none: "Aún no sé",
      summary: "Su mensaje incluirá",
    },
  },
};
