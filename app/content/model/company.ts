import { z } from "zod";
import { coordinates, factToCome, lines, shaped, text, url, type Words } from "../fields";
import { page, record } from "../kinds";
import { callingCodeRule, cedulaRule, countryCodeRule, dialRule, timeRule } from "../rules";

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

/** content/company.json: the facts the company changes itself. */
export const company = record({
  file: "company.json",
  schema: z.strictObject({
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
        }),
        cedulaJuridica: factToCome("the cédula jurídica", {
          rule: cedulaRule,
          example: "3-101-123456",
        }).meta({ label: { en: "Cédula jurídica (company ID)", es: "Cédula jurídica" } }),
        address: factToCome("the registered address").meta({
          label: { en: "Registered address", es: "Domicilio social" },
          hint: {
            en: "With its otras señas, as registered.",
            es: "Con sus otras señas, como está inscrito.",
          },
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
      .meta({ label: { en: "Phone and WhatsApp", es: "Teléfono y WhatsApp" } }),
    email: z
      .email({ error: "write a valid e-mail address" })
      .meta({ label: { en: "E-mail", es: "Correo electrónico" } }),
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
    }),
    /** Shown in the footer and on About only when filled in. */
    credentials: z
      .strictObject({
        cfia: factToCome("the CFIA registration number").meta({
          label: {
            en: "CFIA firm registration number",
            es: "Número de registro de empresa en el CFIA",
          },
        }),
        ins: factToCome("the INS policy number").meta({
          label: { en: "INS policy number", es: "Número de póliza del INS" },
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
      .meta({ label: { en: "Social networks", es: "Redes sociales" } }),
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
