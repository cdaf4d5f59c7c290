import { changedParts, describePart, entryFiles, type ChangedPart } from "../app/content/changes";
import type { Locale } from "../app/i18n/locales";
import { formatShortDay } from "../app/lib/format-date";
import { fileLabel, type LabelledCollection } from "./site-news";
import { gitHub, signedInToken } from "./site-status";

/**
 * The site's history in the owner's words (decision 079). Sveltia CMS
 * writes a commit's message from a template (cms/config.ts) that can name
 * the entry only by its folder, `{{slug}}`: "Nuevo artículo:
 * why-we-pour-concrete-at-dawn +1", the English address, where the owner
 * wrote a Spanish title. Sveltia CMS 0.221.1 has no placeholder for a
 * field and no hook on the commit, so the editor's request to GitHub is
 * given another headline on its way: the part after the template's verb
 * names what the commit's files are, as the foot line does (from the same
 * files, app/content/changes.ts), in the interface's language: "Nuevo
 * artículo: Por qué chorreamos al amanecer", "Nuevo avance: Casa Horizonte,
 * 20 nov", "Cambios en página: Datos de la empresa". Sveltia's own headline
 * stays as the message's body, for whoever reads the history by folder.
 */

/** An entry or a page as a commit names it: its title, a diary entry's project and day, a page's form. */
export function commitName(part: ChangedPart, locale: Locale, form: LabelledCollection[]): string {
  if (part.kind === "page") return fileLabel(part.key, form) ?? part.key;
  if (part.kind === "diary" && part.date)
    return `${part.title[locale]}, ${formatShortDay(part.date, locale, { year: false })}`;
  return part.title[locale];
}

/**
 * The headline in the owner's words: Sveltia's, with what follows its verb
 * ("Nuevo artículo: ") replaced by the names of the parts the commit
 * changed. Unchanged where the commit changed no entry or page (a photo
 * alone), or the headline is not a template's.
 */
export function ownersHeadline(
  headline: string,
  parts: ChangedPart[],
  locale: Locale,
  form: LabelledCollection[],
): string {
  const verb = /^[^:]+: /.exec(headline)?.[0];
  if (!verb || parts.length === 0) return headline;
  const names = parts.map((part) => commitName(part, locale, form));
  const and = locale === "es" ? "y" : "and";
  const more = locale === "es" ? "más" : "more";
  const named =
    names.length <= 2 ? names.join(` ${and} `) : `${names[0]} ${and} ${names.length - 1} ${more}`;
  return `${verb}${named}`;
}

/** What the editor asks GitHub to commit, as its GraphQL request carries it. */
interface CommitInput {
  expectedHeadOid?: string;
  fileChanges?: {
    additions?: { path: string; contents: string }[];
    deletions?: { path: string }[];
  };
  message?: { headline?: string; body?: string };
}

const utf8 = new TextDecoder();
const decoded = (base64: string) =>
  utf8.decode(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));

/**
 * The parts a commit changes, named from its files as the commit leaves
 * them: a file it writes from the request itself, any other (a deleted
 * entry's, a diary entry's project) from the branch's head it goes on.
 */
async function partsOf(
  input: CommitInput,
  read: (path: string, sha: string) => Promise<string | undefined>,
): Promise<ChangedPart[]> {
  const additions = new Map(
    (input.fileChanges?.additions ?? []).map(({ path, contents }) => [path, contents]),
  );
  const deletions = (input.fileChanges?.deletions ?? []).map(({ path }) => path);
  const text = async (path: string) => {
    const written = additions.get(path);
    if (written !== undefined) return decoded(written);
    return input.expectedHeadOid ? read(path, input.expectedHeadOid) : undefined;
  };
  return Promise.all(
    changedParts([...additions.keys(), ...deletions]).map(async (reference) => {
      if (reference.kind === "page") return describePart(reference);
      const files = entryFiles(reference);
      const [en, es] = await Promise.all([text(files.en), text(files.es)]);
      return describePart(reference, { en, es });
    }),
  );
}

/**
 * The request with its headline in the owner's words, or undefined where
 * it is no commit of the editor's. The editor's own headline becomes the
 * body.
 */
export async function renamedCommit(
  body: string,
  locale: Locale,
  form: LabelledCollection[],
  read: (path: string, sha: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (!body.includes("createCommitOnBranch")) return undefined;
  const request = JSON.parse(body) as { variables?: { input?: CommitInput } };
  const input = request.variables?.input;
  const headline = input?.message?.headline;
  if (!input || !headline) return undefined;
  const renamed = ownersHeadline(headline, await partsOf(input, read), locale, form);
  if (renamed === headline) return undefined;
  input.message = { headline: renamed, body: headline };
  return JSON.stringify(request);
}

/**
 * Gives every commit the editor makes through GitHub's API a headline in
 * the owner's words. Whatever goes wrong in naming it, the request goes as
 * the editor made it: a save never waits on its name.
 */
export function nameCommitsByTitle(
  source: { repository: string; locale: Locale; collections: LabelledCollection[] },
  view: Window = window,
): void {
  const send = view.fetch.bind(view);
  view.fetch = async (resource, init) => {
    const url = resource instanceof Request ? resource.url : String(resource);
    const token = signedInToken(view.localStorage);
    if (url !== "https://api.github.com/graphql" || typeof init?.body !== "string" || !token)
      return send(resource, init);
    const github = gitHub(source.repository, token, send);
    try {
      const body = await renamedCommit(init.body, source.locale, source.collections, (path, sha) =>
        github.file(path, sha),
      );
      return send(resource, body === undefined ? init : { ...init, body });
    } catch {
      return send(resource, init);
    }
  };
}
