import type { ProjectCategory, ProjectService } from "../content/categories";
import { localeTags, type Locale } from "../i18n/locales";

/*
 * A project's facts as a visitor reads them, written at pre-render by the
 * projects' loaders (content/projects/views): the page receives finished
 * strings, so neither these words nor a number formatter are among the
 * scripts of any page.
 */

export interface FactsInput {
  category: ProjectCategory;
  location: string;
  builtArea: number;
  lotArea: number;
  bedrooms?: number;
  bathrooms?: number;
  services: readonly ProjectService[];
}

/** One line of the facts list: what it is and its value. */
export interface Fact {
  key: "builtArea" | "lotArea" | "bedrooms" | "bathrooms" | "location" | "services";
  term: string;
  detail: string;
}

interface Words {
  terms: Record<Fact["key"], string>;
  service: Record<ProjectService, string>;
  built: string;
  lot: string;
  bedrooms: Record<Intl.LDMLPluralRule, string>;
}

const words: Record<Locale, Words> = {
  en: {
    terms: {
      builtArea: "Built area",
      lotArea: "Lot",
      bedrooms: "Bedrooms",
      bathrooms: "Bathrooms",
      location: "Location",
      services: "Services",
    },
    service: {
      design: "Design",
      permits: "Permits",
      construction: "Construction",
      management: "Project management",
      interiors: "Interiors",
    },
    built: "{area} built",
    lot: "{area} lot",
    bedrooms: { one: "{count} bedroom", other: "{count} bedrooms" } as Words["bedrooms"],
  },
  es: {
    terms: {
      builtArea: "Área construida",
      lotArea: "Lote",
      bedrooms: "Habitaciones",
      bathrooms: "Baños",
      location: "Ubicación",
      services: "Servicios",
    },
    service: {
      design: "Diseño",
      permits: "Permisos",
      construction: "Construcción",
      management: "Dirección de obra",
      interiors: "Interiores",
    },
    built: "{area} construidos",
    lot: "lote de {area}",
    bedrooms: { one: "{count} habitación", other: "{count} habitaciones" } as Words["bedrooms"],
  },
};

/** A service delivered, as the project's facts name it: "Project management", "Dirección de obra". */
export function serviceLabel(service: ProjectService, locale: Locale): string {
  return words[locale].service[service];
}

/** An area as each language writes it: "1,250 m²", "1 250 m²" (a non-breaking space groups). */
export function squareMetres(area: number, locale: Locale): string {
  return `${new Intl.NumberFormat(localeTags[locale]).format(area)}\u00a0m²`;
}

const number = (value: number, locale: Locale) =>
  new Intl.NumberFormat(localeTags[locale]).format(value);

/**
 * A count of bathrooms, where a half is a half bath (a toilet and a sink):
 * "4.5" in English, as US listings write it; "4 y medio" in Spanish, as a
 * Costa Rican reads "4 baños y medio" under the term "Baños", where "4,5"
 * would read as a measurement. Whole counts are plain numbers. Not "4½":
 * the site's type has no glyph for it (scripts/fonts/characters.ts).
 */
export function bathroomCount(count: number, locale: Locale): string {
  const whole = Math.floor(count);
  const half = count - whole === 0.5;
  if (!half || locale === "en") return number(count, locale);
  return whole === 0 ? "medio" : `${number(whole, locale)} y medio`;
}

/**
 * The facts list of a project's dialog, each line where the content gives
 * its value: bedrooms and bathrooms are for homes only, and a project half
 * written in the editor previews the lines it has.
 */
export function projectFactList(project: Partial<FactsInput>, locale: Locale): Fact[] {
  const { terms, service } = words[locale];
  const { builtArea, lotArea, bedrooms, bathrooms, location, services = [] } = project;
  const facts: (Fact | false)[] = [
    builtArea !== undefined && {
      key: "builtArea",
      term: terms.builtArea,
      detail: squareMetres(builtArea, locale),
    },
    lotArea !== undefined && {
      key: "lotArea",
      term: terms.lotArea,
      detail: squareMetres(lotArea, locale),
    },
    bedrooms !== undefined && {
      key: "bedrooms",
      term: terms.bedrooms,
      detail: number(bedrooms, locale),
    },
    bathrooms !== undefined && {
      key: "bathrooms",
      term: terms.bathrooms,
      detail: bathroomCount(bathrooms, locale),
    },
    !!location && { key: "location", term: terms.location, detail: location },
    services.length > 0 && {
      key: "services",
      term: terms.services,
      detail: serviceList(
        services.map((key) => service[key]),
        locale,
      ),
    },
  ];
  return facts.filter((fact) => fact !== false);
}

// The site's English writes lists without a comma before "and", as AP style and the rest of its copy do.
const listTags: Record<Locale, string> = { en: "en-GB", es: localeTags.es };

/** "Design, permits and construction": a sentence, so only its first word keeps its capital. */
function serviceList(names: string[], locale: Locale): string {
  const [first = "", ...rest] = names;
  return new Intl.ListFormat(listTags[locale], { type: "conjunction" }).format([
    first,
    ...rest.map((name) => name.charAt(0).toLowerCase() + name.slice(1)),
  ]);
}

/** The card's short facts: the built area, then the bedrooms of a home or the lot of anything else. */
export function projectSummary(project: FactsInput, locale: Locale): string {
  const w = words[locale];
  const built = w.built.replace("{area}", squareMetres(project.builtArea, locale));
  if (project.bedrooms !== undefined) {
    const rule = new Intl.PluralRules(localeTags[locale]).select(project.bedrooms);
    const bedrooms = (w.bedrooms[rule] ?? w.bedrooms.other).replace(
      "{count}",
      number(project.bedrooms, locale),
    );
    return `${built} · ${bedrooms}`;
  }
  return `${built} · ${w.lot.replace("{area}", squareMetres(project.lotArea, locale))}`;
}

const dialogWords: Record<
  Locale,
  { previous: string; next: string; more: string; chat: string; chatText: string; map: string }
> = {
  en: {
    previous: "Previous project",
    next: "Next project",
    more: "More projects",
    chat: "Ask about a project like this",
    chatText: "Hello Solera Design Build! I’m interested in a project like {title}.",
    map: "See {location} on a map",
  },
  es: {
    previous: "Proyecto anterior",
    next: "Proyecto siguiente",
    more: "Más proyectos",
    chat: "Consultar por un proyecto así",
    chatText: "¡Hola, Solera Design Build! Me interesa un proyecto como {title}.",
    map: "Ver {location} en un mapa",
  },
};

/** The words of a project dialog's links: its neighbours, the chat about it and its map. */
export function projectLinkWords(
  locale: Locale,
  { title, location }: { title: string; location: string },
) {
  const w = dialogWords[locale];
  return {
    previous: w.previous,
    next: w.next,
    more: w.more,
    chat: w.chat,
    chatText: w.chatText.replace("{title}", title),
    map: w.map.replace("{location}", location),
  };
}

/** The projects before and after one, in the list's order; the list wraps around. */
export function neighbours<T>(list: readonly T[], index: number): { previous: T; next: T } {
  const at = (offset: number) => list[(index + offset + list.length) % list.length]!;
  return { previous: at(-1), next: at(1) };
}
