/**
 * A name made an address: accents folded, lower case, every run of anything
 * but a letter a-z or a digit made one hyphen, none at either end. "Losa en
 * Cóbano" is "losa-en-cobano", "IMG_4821" is "img-4821". The editor folds
 * entry and file names the same way (cms/config.ts, `slug`); the build
 * applies it again, so a name the editor did not fold still builds.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
