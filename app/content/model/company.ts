import { z } from "zod";
import { coordinates, factToCome, lines, shaped, text, url, type Words } from "../fields";
import { page, record } from "../kinds";
import { withStandIns } from "../launch";
import {
  callingCodeRule,
  cedulaRule,
  countryCodeRule,
  dialRule,
  reviewsPlaceRule,
  reviewsWriteRule,
  timeRule,
} from "../rules";

/** The company's own facts (content/company.json) and its privacy policy. */

const time = (label: Words) => shaped(timeRule, "write the time as HH:MM, 24-hour").meta({ label });

const opening = (label: Words) =>
  z
    .strictObject({
      opens: time({ en: "Opens", es: "Abre" }),
      closes: time({ en: "Closes", es: "Cierra" }),
    })
    .meta({ label });

const network = (name: string) => url.meta({ label: { en: name, es: name } });

/** What each registered fact gives the site. */
const controller: Words = {
  en: "Completes the privacy policy's company section, which Costa Rica's data protection law (Law 8968) asks for.",
  es: "Completa la sección de la empresa en la política de privacidad, que pide la ley de protección de datos (Ley 8968).",
};

/** What each registration number gives the site. */
const badge: Words = {
  en: "Backs the “Licensed & Insured” badge: shown under it, in the footer and on About.",
  es: "Respalda el sello «Inscritos en el CFIA y asegurados»: aparece debajo de él, en el pie de página y en Nosotros.",
};

/**
 * content/company.json: the facts the company changes itself. The phone,
 * e-mail, map position and social networks were written before the company
 * confirmed them: the file lists those still to confirm (launch.ts).
 */
export const company = record({
  file: "company.json",
  shownOn: "contact",
  schema: withStandIns(["phone", "email", "geo", "social"], {
    name: text("the company name").meta({
      label: { en: "Company name", es: "Nombre de la empresa" },
    }),
    shortName: text("the short name").meta({ label: { en: "Short name", es: "Nombre corto" } }),
    /**
     * The controller of personal data under Law 8968 (art. 5): registered name,
     * cédula jurídica and address, shown in the privacy policy once filled in.
     */
    legal: z
      .strictObject({
        name: factToCome("the registered company name (razón social)").meta({
          label: { en: "Registered name (razón social)", es: "Razón social" },
          unlocks: controller,
        }),
        cedulaJuridica: factToCome("the cédula jurídica", {
          rule: cedulaRule,
          example: "3-101-123456",
        }).meta({
          label: { en: "Cédula jurídica (company ID)", es: "Cédula jurídica" },
          unlocks: controller,
        }),
        address: factToCome("the registered address").meta({
          label: { en: "Registered address", es: "Domicilio social" },
          hint: {
            en: "With its otras señas, as registered.",
            es: "Con sus otras señas, como está inscrito.",
          },
          unlocks: controller,
        }),
      })
      .meta({
        label: { en: "Registered company", es: "Sociedad inscrita" },
        hint: {
          en: "Shown in the privacy policy as the data controller (Law 8968), each once filled in. Leave a field empty until it is known: never a stand-in such as [name] or XXXX.",
          es: "Aparece en la política de privacidad como responsable de los datos (Ley 8968), cada dato en cuanto se llene. Deje vacío lo que aún no se sepa: nunca un relleno como [nombre] o XXXX.",
        },
      }),
    foundedYear: z.int().meta({ label: { en: "Year founded", es: "Año de fundación" } }),
    copyrightYear: z.int().meta({ label: { en: "Copyright year", es: "Año del copyright" } }),
    phone: z
      .strictObject({
        display: text("the phone number as shown").meta({
          label: { en: "As shown", es: "Como se muestra" },
          hint: { en: "e.g. +506 8700-0000", es: "p. ej. +506 8700-0000" },
        }),
        e164: shaped(dialRule, "write the number as + and digits only, e.g. +50687000000").meta({
          label: { en: "For dialling", es: "Para marcar" },
        }),
        countryCode: shaped(callingCodeRule, "write the country code in digits, e.g. 506").meta({
          label: { en: "Country code", es: "Código del país" },
        }),
      })
      .meta({
        label: { en: "Phone and WhatsApp", es: "Teléfono y WhatsApp" },
        unlocks: {
          en: "On every page, and every call and WhatsApp button goes to it: clients' messages reach whoever holds it.",
          es: "Está en todas las páginas, y cada botón de llamada y de WhatsApp va a este número: los mensajes de los clientes le llegan a quien lo tenga.",
        },
      }),
    email: z.email({ error: "write a valid e-mail address" }).meta({
      label: { en: "E-mail", es: "Correo electrónico" },
      unlocks: {
        en: "On every page and in the privacy policy, and every e-mail button writes to it: someone must read that mailbox.",
        es: "Está en todas las páginas y en la política de privacidad, y cada botón de correo escribe a esta dirección: alguien debe leer ese buzón.",
      },
    }),
    address: z
      .strictObject({
        locality: text().meta({ label: { en: "Town", es: "Pueblo" } }),
        region: text().meta({ label: { en: "Province", es: "Provincia" } }),
        country: text().meta({ label: { en: "Country", es: "País" } }),
        countryCode: shaped(
          countryCodeRule,
          "write the country as two capital letters, e.g. CR",
        ).meta({
          label: { en: "Country code", es: "Código del país" },
        }),
      })
      .meta({ label: { en: "Address", es: "Dirección" } }),
    hours: z
      .strictObject({
        weekdays: opening({ en: "Monday to Friday", es: "De lunes a viernes" }),
        saturday: opening({ en: "Saturday", es: "Sábado" }),
      })
      .meta({
        label: { en: "Office hours", es: "Horario de oficina" },
        hint: {
          en: "24-hour times, e.g. 07:00 and 17:00.",
          es: "Horas de 00:00 a 23:59, p. ej. 07:00 y 17:00.",
        },
      }),
    geo: coordinates("the office's").meta({
      label: { en: "Map position", es: "Ubicación en el mapa" },
      unlocks: {
        en: "The Google Maps and Waze directions on the contact page lead here: it should be the office's door.",
        es: "Las indicaciones de Google Maps y Waze de la página de contacto llevan aquí: debe ser la puerta de la oficina.",
      },
    }),
    /** Shown in the footer and on About only when filled in. */
    credentials: z
      .strictObject({
        cfia: factToCome("the CFIA registration number").meta({
          label: {
            en: "CFIA firm registration number",
            es: "Número de registro de empresa en el CFIA",
          },
          unlocks: badge,
        }),
        ins: factToCome("the INS policy number").meta({
          label: { en: "INS policy number", es: "Número de póliza del INS" },
          unlocks: badge,
        }),
      })
      .optional()
      .meta({
        label: { en: "Registrations", es: "Registros" },
        hint: {
          en: "Shown in the footer and on About only when filled in. Leave a field empty until it is known.",
          es: "Se muestran en el pie de página y en Nosotros solo cuando están llenos. Deje vacío lo que aún no se sepa.",
        },
      }),
    areaServed: z
      .array(text().meta({ label: { en: "Area", es: "Zona" } }))
      .min(1)
      .meta({
        label: { en: "Areas served", es: "Zonas que atendemos" },
        singular: { en: "Area", es: "zona" },
      }),
    social: z
      .strictObject({
        instagram: network("Instagram"),
        facebook: network("Facebook"),
        linkedin: network("LinkedIn"),
        youtube: network("YouTube"),
      })
      .meta({
        label: { en: "Social networks", es: "Redes sociales" },
        unlocks: {
          en: "The footer, “Follow us on Instagram” and the news page's video cards open these pages: each must be the company's own, and the channel must hold the videos listed.",
          es: "El pie de página, «Síganos en Instagram» y las tarjetas de video de noticias abren estas páginas: cada una debe ser de la empresa, y el canal, tener los videos de la lista.",
        },
      }),
    /**
     * The company's Google Business Profile, where its clients review it: the
     * footer and the contact page link each once filled in, and the business's
     * structured data names the profile. Empty until the profile exists.
     */
    reviews: z
      .strictObject({
        place: factToCome("the Business Profile's Google Maps link", {
          rule: reviewsPlaceRule,
          example: "https://maps.app.goo.gl/AbCd1234",
        }).meta({
          label: {
            en: "Google Maps link to read reviews",
            es: "Enlace de Google Maps para leer reseñas",
          },
          hint: {
            en: "In Google Maps, open the company's Business Profile, tap Share and copy the link (https://maps.app.goo.gl/…). It shows the profile with its reviews.",
            es: "En Google Maps, abra el Perfil de Negocio de la empresa, toque Compartir y copie el enlace (https://maps.app.goo.gl/…). Muestra el perfil con sus reseñas.",
          },
          unlocks: {
            en: "“Read our reviews” in the footer and on the contact page, and the company's profile named to search engines.",
            es: "«Lea nuestras reseñas» en el pie de página y en la página de contacto, y el perfil de la empresa indicado a los buscadores.",
          },
        }),
        write: factToCome("the Business Profile's link to leave a review", {
          rule: reviewsWriteRule,
          example: "https://g.page/r/CAbCd1234/review",
        }).meta({
          label: { en: "Link to leave a review", es: "Enlace para dejar una reseña" },
          hint: {
            en: "Signed in to Google, search for the company's name and, in its Business Profile, tap Ask for reviews; copy the link it gives (https://g.page/r/…/review).",
            es: "Con su cuenta de Google abierta, busque el nombre de la empresa y, en su Perfil de Negocio, toque Pedir reseñas; copie el enlace que aparece (https://g.page/r/…/review).",
          },
          unlocks: {
            en: "“Leave a review” in the footer and on the contact page, which opens Google's review form.",
            es: "«Déjenos una reseña» en el pie de página y en la página de contacto, que abre el formulario de reseñas de Google.",
          },
        }),
      })
      .optional()
      .meta({
        label: { en: "Google reviews", es: "Reseñas de Google" },
        hint: {
          en: "The footer and the contact page offer each link once filled in. Leave a field empty until the Business Profile exists.",
          es: "El pie de página y la página de contacto muestran cada enlace en cuanto esté lleno. Deje vacío lo que aún no exista en el Perfil de Negocio.",
        },
      }),
    maps: url.meta({
      label: { en: "Map link", es: "Enlace del mapa" },
      hint: {
        en: "The Google Maps address of the office.",
        es: "La dirección de Google Maps de la oficina.",
      },
    }),
  }),
  editor: { label: { en: "Company details", es: "Datos de la empresa" } },
});

/** content/privacy/index.<locale>.md */
export const privacy = page({
  file: "privacy/index.{locale}.md",
  shownOn: "privacy",
  front: z.strictObject({
    intro: lines("the introduction").meta({
      label: { en: "Introduction", es: "Introducción" },
      hint: {
        en: "Words in braces, such as {company} or {email}, are filled in from the company details.",
        es: "Las palabras entre llaves, como {company} o {email}, se llenan con los datos de la empresa.",
      },
    }),
  }),
  body: {
    hint: {
      en: "Sections with Heading 2, paragraphs and bulleted lists.",
      es: "Secciones con Encabezado 2, párrafos y listas con viñetas.",
    },
  },
  editor: { label: { en: "Privacy policy", es: "Política de privacidad" } },
});
