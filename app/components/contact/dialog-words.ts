import type { Locale } from "~/i18n/locales";

/**
 * The words only the contact dialog uses. They live with its code, which is
 * fetched on demand, rather than in the dictionaries that every page loads
 * first; the dialog's questions and answers are in lib/quote-planner.
 */
export const dialogWords: Record<
  Locale,
  {
    title: string;
    chat: string;
    chatDetail: string;
    email: string;
    phone: string;
    planner: { toggle: string; hint: string; none: string; summary: string };
  }
> = {
  en: {
    title: "How would you like to talk?",
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
    title: "¿Cómo prefiere conversar?",
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
