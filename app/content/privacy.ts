import { LANG_COOKIE } from "~/i18n/locales";
import { site } from "~/site";
import type { Localized } from "~/content/types";

export type PrivacyBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; items: { term: string; detail: string }[] };

export interface PrivacySection {
  id: PrivacySectionId;
  title: string;
  blocks: PrivacyBlock[];
}

export const privacySectionIds = [
  "company",
  "collect",
  "use",
  "sharing",
  "security",
  "retention",
  "rights",
  "cookies",
  "contact",
  "updates",
] as const;
export type PrivacySectionId = (typeof privacySectionIds)[number];

const { locality, region, country } = site.address;
const location = `${locality}, ${country}`;
const fullAddress = `${locality}, ${region}, ${country}`;

export const privacy: Localized<{ intro: string; sections: PrivacySection[] }> = {
  en: {
    intro: `This policy explains what personal data ${site.name} receives, why we use it, who we share it with and how you can exercise your rights. We wrote it to be read, so it is short and plain.`,
    sections: [
      {
        id: "company",
        title: "Company information",
        blocks: [
          {
            kind: "p",
            text: `${site.name} is responsible for the personal data described in this policy.`,
          },
          {
            kind: "facts",
            items: [
              { term: "Company name", detail: site.name },
              { term: "Location", detail: location },
              { term: "E-mail", detail: site.email },
              { term: "Phone", detail: site.phone.display },
            ],
          },
        ],
      },
      {
        id: "collect",
        title: "Information we collect",
        blocks: [
          {
            kind: "p",
            text: "This website has no forms, no user accounts and no analytics. When you contact us by e-mail, WhatsApp or phone, we receive the information you choose to send us, such as:",
          },
          {
            kind: "list",
            items: [
              "your name and contact details (e-mail address, phone number, country of residence);",
              "details about your project, such as the location of your lot, your budget, timeline, plans, photos and documents;",
              "for clients, the information needed to carry out the project: contracts, identification for permits and contracts, project records, and financial and billing data.",
            ],
          },
          {
            kind: "p",
            text: "Like almost every website, our hosting server keeps standard technical logs (IP address, browser type and the pages requested). These logs are kept only briefly, for security and to keep the site running.",
          },
        ],
      },
      {
        id: "use",
        title: "How we use your information",
        blocks: [
          { kind: "p", text: "We use your personal data only to:" },
          {
            kind: "list",
            items: [
              "answer your inquiries and keep in touch about your project;",
              "prepare estimates and proposals;",
              "design, build and manage your project;",
              "apply for and follow up on permits with the municipality, SETENA, the CFIA and other authorities;",
              "issue invoices, keep our accounts and meet our legal and tax obligations;",
              "send you news or marketing messages, but only if you have given us your consent.",
            ],
          },
        ],
      },
      {
        id: "sharing",
        title: "Information sharing",
        blocks: [
          {
            kind: "p",
            text: "We never sell, rent or trade your personal data.",
          },
          {
            kind: "p",
            text: "We share it only with those who need it to deliver your project: engineers, architects and other consultants, suppliers, subcontractors, the authorities that issue permits, and our professional advisers, such as accountants and lawyers. They receive only what they need and must keep it confidential. Our hosting and e-mail providers process data on our behalf, and messages you send on WhatsApp also pass through that service under its own terms.",
          },
          {
            kind: "p",
            text: "We will also disclose personal data when the law or a competent authority requires it.",
          },
        ],
      },
      {
        id: "security",
        title: "Data security",
        blocks: [
          {
            kind: "p",
            text: "We take reasonable technical and organisational measures to protect your personal data. This website is served only over HTTPS, and access to client information is limited to the team members who need it for their work.",
          },
          {
            kind: "p",
            text: "No system is perfectly secure, so we cannot guarantee absolute security, but we review our practices and act promptly if a problem arises.",
          },
        ],
      },
      {
        id: "retention",
        title: "Data retention",
        blocks: [
          {
            kind: "p",
            text: "We keep personal data only as long as we need it, and then delete it or make it anonymous:",
          },
          {
            kind: "list",
            items: [
              "Project data: for the duration of the project plus 10 years.",
              "Contact data: until you ask us to delete it, or 5 years after our last communication.",
              "Financial data: at least 4 years, as Costa Rican accounting and tax rules require.",
              "Marketing data: until you withdraw your consent.",
            ],
          },
        ],
      },
      {
        id: "rights",
        title: "Your rights",
        blocks: [
          {
            kind: "p",
            text: "Under Costa Rica’s Law No. 8968 on the Protection of the Person regarding the Processing of Personal Data (Ley N.° 8968, Ley de Protección de la Persona frente al Tratamiento de sus Datos Personales), you have the right to:",
          },
          {
            kind: "list",
            items: [
              "access the personal data we hold about you;",
              "have inaccurate or incomplete data corrected;",
              "have your data deleted when we no longer need to keep it;",
              "withdraw your consent at any time;",
              "object to receiving marketing messages.",
            ],
          },
          {
            kind: "p",
            text: `To exercise any of these rights, write to ${site.email}. We may ask you to confirm your identity, and we will answer within 30 days.`,
          },
          {
            kind: "p",
            text: "If you are not satisfied with our answer, you may file a complaint with PRODHAB, Costa Rica’s data protection authority (Agencia de Protección de Datos de los Habitantes).",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            kind: "p",
            text: "Cookies are small text files that a website stores in your browser. They fall into three types:",
          },
          {
            kind: "list",
            items: [
              "Essential cookies: needed for a site to work securely. We set none ourselves; our hosting provider may use what it needs to deliver pages securely.",
              "Performance cookies: used to measure visits. We do not use any at present, and we would ask for your consent before adding them.",
              `Functionality cookies: used to remember your choices. We set a single first-party cookie, “${LANG_COOKIE}”, which remembers the language you chose with the language button (en or es) for one year.`,
            ],
          },
          {
            kind: "p",
            text: "We set no advertising or third-party cookies. You can delete or block cookies in your browser settings; the site will still work, but you may have to choose your language again.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contact us",
        blocks: [
          {
            kind: "p",
            text: `For any question about this policy or your personal data, write to ${site.email} or call ${site.phone.display}.`,
          },
          { kind: "p", text: `${site.name}, ${fullAddress}.` },
        ],
      },
      {
        id: "updates",
        title: "Updates to this policy",
        blocks: [
          {
            kind: "p",
            text: "We may update this policy from time to time. The date at the top of this page shows when it was last updated, and we will highlight any significant changes on this website.",
          },
        ],
      },
    ],
  },
  es: {
    intro: `Esta política explica qué datos personales recibe ${site.name}, para qué los utilizamos, con quién los compartimos y cómo puede usted ejercer sus derechos. La redactamos para que se lea con facilidad: breve y en lenguaje claro.`,
    sections: [
      {
        id: "company",
        title: "Información de la empresa",
        blocks: [
          {
            kind: "p",
            text: `${site.name} es la responsable de los datos personales descritos en esta política.`,
          },
          {
            kind: "facts",
            items: [
              { term: "Nombre de la empresa", detail: site.name },
              { term: "Ubicación", detail: location },
              { term: "Correo electrónico", detail: site.email },
              { term: "Teléfono", detail: site.phone.display },
            ],
          },
        ],
      },
      {
        id: "collect",
        title: "Información que recopilamos",
        blocks: [
          {
            kind: "p",
            text: "Este sitio web no tiene formularios, cuentas de usuario ni herramientas de analítica. Cuando usted nos contacta por correo electrónico, WhatsApp o teléfono, recibimos la información que decida enviarnos, por ejemplo:",
          },
          {
            kind: "list",
            items: [
              "su nombre y datos de contacto (correo electrónico, número de teléfono, país de residencia);",
              "detalles de su proyecto, como la ubicación del lote, el presupuesto, los plazos, planos, fotografías y documentos;",
              "en el caso de nuestros clientes, la información necesaria para ejecutar el proyecto: contratos, identificación para trámites y contratos, registros de obra y datos financieros y de facturación.",
            ],
          },
          {
            kind: "p",
            text: "Como casi todos los sitios web, nuestro servidor de alojamiento guarda registros técnicos estándar (dirección IP, tipo de navegador y páginas solicitadas). Estos registros se conservan solo por un periodo breve, por motivos de seguridad y para mantener el sitio en funcionamiento.",
          },
        ],
      },
      {
        id: "use",
        title: "Cómo utilizamos su información",
        blocks: [
          { kind: "p", text: "Utilizamos sus datos personales únicamente para:" },
          {
            kind: "list",
            items: [
              "atender sus consultas y mantenerle al tanto de su proyecto;",
              "preparar presupuestos y propuestas;",
              "diseñar, construir y administrar su proyecto;",
              "tramitar y dar seguimiento a los permisos ante la municipalidad, SETENA, el CFIA y otras instituciones;",
              "emitir facturas, llevar nuestra contabilidad y cumplir nuestras obligaciones legales y tributarias;",
              "enviarle noticias o mensajes promocionales, solo si usted nos ha dado su consentimiento.",
            ],
          },
        ],
      },
      {
        id: "sharing",
        title: "Información que compartimos",
        blocks: [
          {
            kind: "p",
            text: "Nunca vendemos, alquilamos ni intercambiamos sus datos personales.",
          },
          {
            kind: "p",
            text: "Solo los compartimos con quienes los necesitan para llevar a cabo su proyecto: ingenieros, arquitectos y otros consultores, proveedores, subcontratistas, las instituciones que otorgan los permisos y nuestros asesores profesionales, como contadores y abogados. Ellos reciben únicamente lo necesario y deben guardar confidencialidad. Nuestros proveedores de alojamiento web y de correo electrónico tratan datos por cuenta nuestra, y los mensajes que usted nos envíe por WhatsApp pasan también por ese servicio, sujetos a sus propias condiciones.",
          },
          {
            kind: "p",
            text: "También revelaremos datos personales cuando lo exija la ley o una autoridad competente.",
          },
        ],
      },
      {
        id: "security",
        title: "Seguridad de los datos",
        blocks: [
          {
            kind: "p",
            text: "Aplicamos medidas técnicas y organizativas razonables para proteger sus datos personales. Este sitio se sirve únicamente mediante HTTPS, y el acceso a la información de los clientes se limita a los miembros del equipo que la necesitan para su trabajo.",
          },
          {
            kind: "p",
            text: "Ningún sistema es completamente seguro, por lo que no podemos garantizar una seguridad absoluta; sin embargo, revisamos nuestras prácticas y actuamos de inmediato si surge algún problema.",
          },
        ],
      },
      {
        id: "retention",
        title: "Conservación de los datos",
        blocks: [
          {
            kind: "p",
            text: "Conservamos los datos personales solo durante el tiempo necesario; después, los eliminamos o los anonimizamos:",
          },
          {
            kind: "list",
            items: [
              "Datos del proyecto: durante la ejecución del proyecto y 10 años más.",
              "Datos de contacto: hasta que usted solicite su eliminación, o 5 años después de nuestra última comunicación.",
              "Datos financieros: al menos 4 años, según lo exigen las normas contables y tributarias de Costa Rica.",
              "Datos para fines promocionales: hasta que usted retire su consentimiento.",
            ],
          },
        ],
      },
      {
        id: "rights",
        title: "Sus derechos",
        blocks: [
          {
            kind: "p",
            text: "De conformidad con la Ley N.° 8968, Ley de Protección de la Persona frente al Tratamiento de sus Datos Personales, usted tiene derecho a:",
          },
          {
            kind: "list",
            items: [
              "acceder a los datos personales que tenemos sobre usted;",
              "solicitar la rectificación de los datos inexactos o incompletos;",
              "solicitar la eliminación de sus datos cuando ya no debamos conservarlos;",
              "retirar su consentimiento en cualquier momento;",
              "oponerse a recibir mensajes promocionales.",
            ],
          },
          {
            kind: "p",
            text: `Para ejercer cualquiera de estos derechos, escríbanos a ${site.email}. Es posible que le pidamos confirmar su identidad, y le responderemos en un plazo máximo de 30 días.`,
          },
          {
            kind: "p",
            text: "Si no queda satisfecho con nuestra respuesta, puede presentar una denuncia ante la Agencia de Protección de Datos de los Habitantes (PRODHAB).",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            kind: "p",
            text: "Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. Se agrupan en tres tipos:",
          },
          {
            kind: "list",
            items: [
              "Cookies esenciales: necesarias para que un sitio funcione de forma segura. Nosotros no instalamos ninguna; nuestro proveedor de alojamiento puede utilizar las que requiera para entregar las páginas de forma segura.",
              "Cookies de rendimiento: sirven para medir las visitas. Actualmente no utilizamos ninguna, y le pediríamos su consentimiento antes de incorporarlas.",
              `Cookies de funcionalidad: sirven para recordar sus preferencias. Instalamos una única cookie propia, “${LANG_COOKIE}”, que recuerda durante un año el idioma que usted eligió con el botón de idioma (en o es).`,
            ],
          },
          {
            kind: "p",
            text: "No utilizamos cookies publicitarias ni de terceros. Puede eliminar o bloquear las cookies desde la configuración de su navegador; el sitio seguirá funcionando, aunque quizá deba elegir de nuevo su idioma.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contáctenos",
        blocks: [
          {
            kind: "p",
            text: `Si tiene cualquier consulta sobre esta política o sobre sus datos personales, escríbanos a ${site.email} o llámenos al ${site.phone.display}.`,
          },
          { kind: "p", text: `${site.name}, ${fullAddress}.` },
        ],
      },
      {
        id: "updates",
        title: "Actualizaciones de esta política",
        blocks: [
          {
            kind: "p",
            text: "Podemos actualizar esta política periódicamente. La fecha que aparece al inicio de esta página indica cuándo se actualizó por última vez, y destacaremos en este sitio web cualquier cambio importante.",
          },
        ],
      },
    ],
  },
};
