import type { Words } from "../app/content/fields";
import {
  launchChecklistPath,
  parseLaunchChecklist,
  type ChecklistItem,
  type LaunchChecklist,
} from "../app/launch-checklist";
import "./launch-checklist.css";

/**
 * The launch checklist on the editor's first screen: what the company still
 * has to fill in, confirm or replace before the site is launched (a sample
 * entry, a drawing shown as a project's picture), each item in plain
 * words with what it unlocks on the site, and a link to the form that holds
 * it. It is read from the list the build writes beside the editor
 * (/admin/launch-checklist.json), so it is the live site's: it changes once
 * a save has been built and published, and the editor reads it again each
 * time the owner comes back to a list. Once the list is empty, nothing shows.
 *
 * The editor itself has no place for it, so it is a panel of its own above
 * the editor's window, which starts where the panel ends. It shows on the
 * lists the owner starts from, once signed in, and folds away (for the rest
 * of the visit) at a tap; it is not shown over a form. On a phone-sized
 * screen it starts folded, one line with the count above the collections,
 * and opens at a tap (decision 081).
 */

type Locale = keyof Words;

/** The editor's interface language, from the language it names on the page (es-CR, en-US). */
export const checklistLocale = (lang: string): Locale =>
  lang.toLowerCase().startsWith("es") ? "es" : "en";

/** Whether the editor shows one of its lists, the screens the owner starts from (#/collections/projects). */
export function onFirstScreen(hash: string): boolean {
  return /^#\/collections(\/[^/?#]+)?\/?(\?.*)?$/.test(hash);
}

const words = {
  en: {
    title: (count: number) =>
      `Before launch: ${count === 1 ? "1 detail" : `${count} details`} still needed`,
    empty: "Fill in each empty detail once you have it; until then the site leaves it out.",
    standIn: (untick: string) =>
      `Temporary details are already on the site: correct or confirm each, then untick it under “${untick}”.`,
    sample:
      "Each project, testimonial and diary entry marked “Sample” must become one of the company's real jobs, published with the client's written consent, or be deleted; then untick “Sample”.",
    drawing:
      "Drawings stand in for photos of the work: the site calls them design views until you replace each with a photo of the project (Replace, in the picture's field).",
    state: {
      empty: "Not filled in",
      "stand-in": "Temporary",
      sample: "Not a real job yet",
      drawing: "Drawings",
    },
    open: (form: string) => `Open ${form}`,
    note: "This list is the published site's: after you save, it changes once the site has been published again, a few minutes later.",
  },
  es: {
    title: (count: number) =>
      `Antes del lanzamiento: ${count === 1 ? "falta 1 dato" : `faltan ${count} datos`}`,
    empty: "Llene cada dato vacío en cuanto lo tenga; mientras tanto, el sitio lo omite.",
    standIn: (untick: string) =>
      `Los datos provisionales ya se ven en el sitio: corrija o confirme cada uno y desmárquelo en «${untick}».`,
    sample:
      "Cada proyecto, testimonio y avance marcado «De muestra» debe convertirse en un trabajo real de la empresa, publicado con el permiso escrito del cliente, o borrarse; luego desmarque «De muestra».",
    drawing:
      "Los dibujos ocupan el lugar de las fotos de la obra: el sitio los presenta como vistas de diseño hasta que usted reemplace cada uno por una foto del proyecto (Reemplazar, en el campo de la imagen).",
    state: {
      empty: "Sin llenar",
      "stand-in": "Provisional",
      sample: "Aún no es un trabajo real",
      drawing: "Dibujos",
    },
    open: (form: string) => `Abrir ${form}`,
    note: "Esta lista es la del sitio publicado: después de guardar, cambia cuando el sitio se vuelve a publicar, unos minutos más tarde.",
  },
} satisfies Record<Locale, unknown>;

/** The items grouped by the form that holds them, in the list's order. */
function byForm(items: ChecklistItem[]): [ChecklistItem["form"], ChecklistItem[]][] {
  const groups = new Map<string, [ChecklistItem["form"], ChecklistItem[]]>();
  for (const item of items) {
    const group = groups.get(item.form.route) ?? [item.form, []];
    group[1].push(item);
    groups.set(item.form.route, group);
  }
  return [...groups.values()];
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** One line of the panel: the items of a form that say the same, e.g. the three registered facts. */
interface Row {
  state: ChecklistItem["state"];
  label: string;
  unlocks?: string;
}

/** The items as lines, those in one group with the same state and words on one: "Registered company › Name, Cédula". */
export function rows(items: ChecklistItem[], locale: Locale): Row[] {
  const lines = new Map<
    string,
    { state: Row["state"]; group: string; names: string[]; unlocks?: string }
  >();
  for (const item of items) {
    const names = item.labels.map((label) => label[locale]);
    const group = names.slice(0, -1).join(" › ");
    const unlocks = item.unlocks?.[locale];
    const key = JSON.stringify([item.state, group, unlocks]);
    const line = lines.get(key) ?? { state: item.state, group, names: [], unlocks };
    line.names.push(names.at(-1)!);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ state, group, names, unlocks }) => ({
    state,
    label: [group, names.join(", ")].filter(Boolean).join(" › "),
    ...(unlocks ? { unlocks } : {}),
  }));
}

const className = "solera-launch";

/** The panel's contents, in one language: a summary that folds it, then the items by form. */
export function drawChecklist(
  panel: HTMLElement,
  list: LaunchChecklist,
  locale: Locale,
  open: boolean,
): HTMLDetailsElement {
  const doc = panel.ownerDocument;
  const say = words[locale];
  const details = element(doc, "details", `${className}-details`);
  details.open = open;
  const summary = element(doc, "summary", `${className}-summary`);
  const title = element(doc, "span", `${className}-title`, say.title(list.items.length));
  title.id = `${className}-title`;
  summary.append(title);
  const body = element(doc, "div", `${className}-body`);
  // How to close each kind of item the list has.
  const untick = list.items.find((item) => item.untick)?.untick?.[locale];
  const has = (state: ChecklistItem["state"]) => list.items.some((item) => item.state === state);
  const intro = [
    has("empty") ? say.empty : "",
    untick ? say.standIn(untick) : "",
    has("sample") ? say.sample : "",
    has("drawing") ? say.drawing : "",
  ];
  body.append(element(doc, "p", `${className}-intro`, intro.filter(Boolean).join(" ")));
  for (const [form, items] of byForm(list.items)) {
    const group = element(doc, "section", `${className}-form`);
    const heading = element(doc, "div", `${className}-form-head`);
    const name = element(doc, "h2", `${className}-form-name`, form.label[locale]);
    const link = element(doc, "a", `${className}-open`, say.open(form.label[locale]));
    link.href = form.route;
    heading.append(name, link);
    const ul = element(doc, "ul", `${className}-items`);
    for (const row of rows(items, locale)) {
      const li = element(doc, "li", `${className}-item`);
      const head = element(doc, "p", `${className}-item-head`);
      head.append(
        element(doc, "strong", `${className}-label`, row.label),
        " ",
        element(doc, "span", `${className}-state`, say.state[row.state]),
      );
      li.append(head);
      if (row.unlocks) li.append(element(doc, "p", `${className}-unlocks`, row.unlocks));
      ul.append(li);
    }
    group.append(heading, ul);
    body.append(group);
  }
  body.append(element(doc, "p", `${className}-note`, say.note));
  details.append(summary, body);
  panel.replaceChildren(details);
  panel.lang = locale;
  return details;
}

/** The checklist the build wrote, or undefined where there is none or it cannot be read. */
export async function readChecklist(): Promise<LaunchChecklist | undefined> {
  try {
    const response = await fetch(launchChecklistPath, { cache: "no-cache" });
    return response.ok ? parseLaunchChecklist(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

// Folded or opened by the owner: stays so for the rest of the visit.
const foldedKey = "solera.launch-checklist.folded";
const opened = "open";
// The editor's own phone-sized layout (Sveltia CMS's small screen).
const phoneSized = "(width < 768px)";

/** Whether the list starts open: as the owner left it this visit, else open unless the screen is phone-sized. */
export function startsOpen(left: string | null, phone: boolean): boolean {
  return left === null ? !phone : left === opened;
}
// The editor keeps the signed-in user here, and removes it on sign-out.
const signedInKey = "sveltia-cms.user";

/** Shows the checklist on the editor's first screen while it has items. */
export function showLaunchChecklist(doc: Document = document): void {
  const win = doc.defaultView!;
  const panel = element(doc, "aside", className);
  panel.setAttribute("aria-labelledby", `${className}-title`);
  panel.hidden = true;
  doc.body.append(panel);
  let list: LaunchChecklist | undefined;

  // What the panel shows now: drawn again only when that changes, so a
  // redraw never replaces the summary under the owner's finger or focus.
  let drawn = "";
  const draw = () => {
    const shown =
      !!list?.items.length &&
      onFirstScreen(win.location.hash) &&
      win.localStorage.getItem(signedInKey) !== null;
    panel.hidden = !shown;
    const locale = checklistLocale(doc.documentElement.lang);
    const now = shown ? `${locale} ${JSON.stringify(list)}` : "";
    if (now === drawn) return;
    drawn = now;
    if (!shown) return;
    const details = drawChecklist(
      panel,
      list!,
      locale,
      startsOpen(win.sessionStorage.getItem(foldedKey), win.matchMedia(phoneSized).matches),
    );
    // The fold is the owner's when they tap the summary or press Enter or
    // Space on it (both a click): recorded there, before the list folds or
    // opens, not from the toggle event, which the panel's own drawing fires
    // too, a task later.
    details.querySelector("summary")!.addEventListener("click", () => {
      win.sessionStorage.setItem(foldedKey, details.open ? "folded" : opened);
    });
  };
  const refresh = async () => {
    list = await readChecklist();
    draw();
  };

  // The editor's window starts where the panel ends, whatever its height.
  new ResizeObserver(() => {
    doc.body.style.setProperty(`--${className}`, `${panel.offsetHeight}px`);
  }).observe(panel);
  // Back on a list: read again, as a change may have been published since.
  const moved = () => (onFirstScreen(win.location.hash) ? void refresh() : draw());
  win.addEventListener("hashchange", moved);
  // The editor names its language on the page, and changes it when the owner does.
  new MutationObserver(draw).observe(doc.documentElement, {
    attributes: true,
    attributeFilter: ["lang"],
  });
  void refresh();
}
