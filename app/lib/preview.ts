import { isLocale } from "~/i18n/locales";

/** Link previews are 1200 × 630, the size every chat app and network crops to. */
export const previewSize = { width: 1200, height: 630 } as const;

/**
 * Where a URL's link preview is written at build time, named after the URL
 * itself: `/` -> `/og/home.jpg`, `/es` -> `/og/es/home.jpg`,
 * `/es/proyectos/casa-horizonte` -> `/og/es/proyectos/casa-horizonte.jpg`.
 */
export function previewPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  // A language's home page is a folder of previews as well.
  const home = path === "" || isLocale(path.slice(1));
  return home ? `/og${path}/home.jpg` : `/og${path}.jpg`;
}

/** Breaks a title into lines of at most `max` characters, at spaces. */
export function wrapTitle(title: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
