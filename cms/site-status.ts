import { buildRecordPath, parseBuildRecord, type BuildRecord } from "../app/build-record";

/**
 * A line at the foot of the editor that says, in the editor's language, when
 * the site was last published and from which change: "The site was last
 * published on 25 Nov at 21:05 (Costa Rica time), from: New Article:
 * choosing-a-roof". The build writes the record it reads (/build.json); a
 * build that fails writes nothing, so the line keeps the last good build's
 * time, and the owner sees that their change is not yet live. The editor
 * itself has no place for it, so it is a strip of its own below the
 * editor's window, which is made that much shorter (cms/editor.css).
 */

export type EditorLocale = "en" | "es";

/** The owner's time, whatever the computer's clock says. */
export const siteTimeZone = "America/Costa_Rica";

/** The editor's interface language, from the language it sets on the page (e.g. en-US, es). */
export function editorLocale(lang: string): EditorLocale {
  return lang.toLowerCase().startsWith("es") ? "es" : "en";
}

/**
 * A commit message as the owner wrote it: the editor adds "+1", "+2" for
 * the other files of the same change, which say nothing to the owner.
 */
export function changeName(message: string): string {
  return message.replace(/\s+\+\d+$/, "").trim();
}

export function statusLine(
  record: BuildRecord,
  locale: EditorLocale,
  timeZone: string = siteTimeZone,
): string {
  const builtAt = new Date(record.builtAt);
  const tag = locale === "es" ? "es-CR" : "en-GB";
  const day = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone })
    .format(builtAt)
    .replace(/\.$/, "");
  const time = new Intl.DateTimeFormat(tag, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(builtAt);
  const change = record.commit?.message ? changeName(record.commit.message) : "";
  if (locale === "es") {
    const when = `El sitio se publicó por última vez el ${day} a las ${time} (hora de Costa Rica)`;
    return change ? `${when}, a partir de: ${change}` : `${when}.`;
  }
  const when = `The site was last published on ${day} at ${time} (Costa Rica time)`;
  return change ? `${when}, from: ${change}` : `${when}.`;
}

const className = "solera-site-status";

/** Reads the build's record and shows its line; nothing at all where there is none. */
export async function showSiteStatus(doc: Document = document): Promise<void> {
  let record: BuildRecord | undefined;
  try {
    const response = await fetch(buildRecordPath, { cache: "no-cache" });
    if (!response.ok) return;
    record = parseBuildRecord(await response.json());
  } catch {
    return;
  }
  if (!record) return;
  const found = record;
  const line = doc.createElement("p");
  line.className = className;
  line.setAttribute("role", "status");
  const render = () => {
    const locale = editorLocale(doc.documentElement.lang);
    line.lang = locale;
    line.textContent = statusLine(found, locale);
  };
  render();
  // The editor sets the page's language to its own, and changes it when the owner does.
  new MutationObserver(render).observe(doc.documentElement, {
    attributes: true,
    attributeFilter: ["lang"],
  });
  // The editor's window ends where the line begins, whatever its height on a phone.
  new ResizeObserver(() => {
    doc.body.style.setProperty("--solera-site-status", `${line.offsetHeight}px`);
  }).observe(line);
  doc.body.append(line);
}
