import { localeFromPath, stripLocale } from "~/i18n/locales";

/** Link previews are 1200 × 630, the size every chat app and network crops to. */
export const previewSize = { width: 1200, height: 630 } as const;

/**
 * Where a URL's link preview is written at build time:
 * `/` -> `/og/home.jpg`, `/es/projects/villa-cielo` -> `/og/es/projects/villa-cielo.jpg`.
 */
export function previewPath(pathname: string): string {
  const neutral = stripLocale(pathname).replace(/\/+$/, "");
  const name = neutral === "" ? "home" : neutral.slice(1);
  const prefix = localeFromPath(pathname) === "es" ? "es/" : "";
  return `/og/${prefix}${name}.jpg`;
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
