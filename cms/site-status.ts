import { buildRecordPath, parseBuildRecord, type BuildRecord } from "../app/build-record";
import {
  changedParts,
  describePart,
  entryFiles,
  noteFile,
  type ChangedPart,
  type PartReference,
} from "../app/content/changes";
import { checkContentFile, type FieldProblem } from "../app/content/files";
import { statusContext } from "../netlify/plugins/build-status/context.js";
import type { Locale } from "../app/i18n/locales";
import {
  newsLine,
  siteNews,
  type LabelledCollection,
  type Pending,
  type SiteNews,
} from "./site-news";

/**
 * A line at the foot of the editor that says what the site is doing, in the
 * editor's language, and changes by itself (decision 053):
 *
 * - what is live, from the build's own record (/build.json), read again
 *   every minute;
 * - once the owner is signed in, what was saved since, from GitHub: the
 *   commits on the site's branch after the one the live build was made from
 *   (the compare API), the files they changed, and the host's report on the
 *   newest (a commit status, netlify/plugins/build-status). Each changed
 *   file is checked with the site's own rules (app/content/files.ts), so a
 *   change the build will refuse is named, entry and field, as soon as it is
 *   saved, without a secret on the host;
 * - after a save, at once, and every 15 seconds while something is on its
 *   way, until the record says it is live, with links to its pages.
 *
 * The editor itself has no place for it, so it is a strip of its own below
 * the editor's window, which is made that much shorter (cms/editor.css).
 */

/** Where the site's content lives on GitHub, and the forms that label it, as the editor's configuration names them. */
export interface SiteSource {
  repository: string;
  branch: string;
  collections: LabelledCollection[];
  /** The language of the editor's interface, which its configuration is written in. */
  locale: Locale;
}

/** The GitHub token the editor signed in with, from its own storage; undefined when signed out. */
export function signedInToken(storage: Pick<Storage, "getItem">): string | undefined {
  try {
    const user = JSON.parse(storage.getItem("sveltia-cms.user") ?? "null") as unknown;
    if (typeof user !== "object" || user === null) return undefined;
    const { backendName, token } = user as Record<string, unknown>;
    return backendName === "github" && typeof token === "string" && token !== ""
      ? token
      : undefined;
  } catch {
    return undefined;
  }
}

type Fetch = typeof fetch;

/** The few GitHub API calls the line makes, with the editor's own token. */
export function gitHub(repository: string, token: string, get: Fetch = fetch) {
  const base = `https://api.github.com/repos/${repository}`;
  const request = (path: string, accept = "application/vnd.github+json") =>
    get(`${base}${path}`, {
      headers: { Accept: accept, Authorization: `Bearer ${token}` },
      cache: "no-store",
    });
  return {
    /** The commits after `built` on `branch`, oldest first, and the files they changed. */
    async compare(built: string, branch: string) {
      const response = await request(
        `/compare/${encodeURIComponent(built)}...${encodeURIComponent(branch)}`,
      );
      if (!response.ok) return undefined;
      const body = (await response.json()) as {
        status?: string;
        commits?: { sha: string; commit?: { committer?: { date?: string } } }[];
        files?: { filename: string; previous_filename?: string }[];
      };
      const commits = (body.commits ?? []).map((commit) => ({
        sha: commit.sha,
        date: commit.commit?.committer?.date ?? "",
      }));
      const ahead = body.status === "ahead" || body.status === "diverged";
      return {
        commits: ahead ? commits : [],
        files: ahead ? (body.files ?? []).map((file) => file.filename) : [],
      };
    },
    /** Whether the host reported that building a commit failed. */
    async buildFailed(sha: string) {
      const response = await request(`/commits/${encodeURIComponent(sha)}/status`);
      if (!response.ok) return false;
      const body = (await response.json()) as {
        statuses?: { context?: string; state?: string }[];
      };
      const report = (body.statuses ?? []).find((status) => status.context === statusContext);
      return report?.state === "failure" || report?.state === "error";
    },
    /** A file's text at a commit, or undefined where it is gone. */
    async file(path: string, sha: string) {
      const encoded = path.split("/").map(encodeURIComponent).join("/");
      const response = await request(
        `/contents/${encoded}?ref=${encodeURIComponent(sha)}`,
        "application/vnd.github.raw+json",
      );
      return response.ok ? response.text() : undefined;
    },
  };
}

type GitHub = ReturnType<typeof gitHub>;

/** The files of a part of the content, which the site's rules check. */
function filesOf(reference: PartReference): string[] {
  if (reference.kind === "diary") return [noteFile(reference)];
  if (reference.kind !== "page") return Object.values(entryFiles(reference));
  if (reference.key === "privacy")
    return ["content/privacy/index.en.md", "content/privacy/index.es.md"];
  return [`content/${reference.key}`];
}

/** At most this many parts are read and checked for one look: a change names one or two. */
const partsRead = 8;

/**
 * What was saved after the live build: the parts it changed, named from
 * their files as they are now, what the site's rules refuse in those files,
 * and the host's report. Undefined when nothing was, or GitHub cannot say.
 */
export async function pendingChanges(
  github: GitHub,
  built: string,
  branch: string,
): Promise<Pending | undefined> {
  const compared = await github.compare(built, branch);
  const newest = compared?.commits.at(-1);
  if (!compared || !newest) return undefined;
  const references = changedParts(compared.files).slice(0, partsRead);
  const parts: ChangedPart[] = [];
  const problems: FieldProblem[] = [];
  for (const reference of references) {
    const files = filesOf(reference);
    // The files that name it: an entry's own, a diary entry's project's.
    const naming = reference.kind === "page" ? undefined : entryFiles(reference);
    const wanted = [...new Set([...files, ...(naming ? [naming.en, naming.es] : [])])];
    const read = new Map(
      await Promise.all(
        wanted.map(async (file) => [file, await github.file(file, newest.sha)] as const),
      ),
    );
    for (const file of files) {
      const source = read.get(file);
      if (source !== undefined) problems.push(...checkContentFile(file, source));
    }
    parts.push(
      describePart(reference, naming ? { en: read.get(naming.en), es: read.get(naming.es) } : {}),
    );
  }
  return {
    savedAt: newest.date,
    parts,
    problems,
    failed: await github.buildFailed(newest.sha),
  };
}

/** How often the line looks again: often while a change is on its way, seldom otherwise. */
export const lookEveryMs = { waiting: 15_000, idle: 60_000 };

const className = "solera-site-status";

export interface SiteStatus {
  /** Looks again now: after a save, or when the owner comes back to the editor. */
  refresh(): Promise<void>;
  /**
   * Says what a draft saved for review still needs (the drafts that are
   * pull requests: cms/publish-mode.ts), until a change on its way to the
   * site has more to say; nothing clears it.
   */
  note(draft?: { parts: ChangedPart[]; problems: FieldProblem[] }): void;
}

/** Reads the build's record and GitHub, and keeps the line at the foot of the editor up to date. */
export function showSiteStatus(source: SiteSource, doc: Document = document): SiteStatus {
  const view = doc.defaultView!;
  const line = doc.createElement("p");
  line.className = className;
  line.setAttribute("role", "status");
  line.hidden = true;

  let record: BuildRecord | undefined;
  let news: SiteNews | undefined;
  let note: SiteNews | undefined;
  let waitingParts: ChangedPart[] = [];
  let wentLive: ChangedPart[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<void> | undefined;

  const render = () => {
    const said =
      news && news.state !== "published" && news.state !== "live" ? news : (note ?? news);
    if (!said) return;
    const { locale } = source;
    const { text, links, tone } = newsLine(said, locale, source.collections, new Date());
    line.lang = locale;
    line.dataset["tone"] = tone;
    line.hidden = false;
    const words = doc.createElement("span");
    words.className = `${className}-text`;
    words.textContent = text;
    const linkElements = links.map(({ label, href, lang }) => {
      const link = doc.createElement("a");
      link.href = href;
      link.hreflang = lang;
      link.target = "_blank";
      link.rel = "noopener";
      link.textContent = label;
      return link;
    });
    line.replaceChildren(words, ...linkElements);
  };

  const look = async () => {
    try {
      const response = await view.fetch(buildRecordPath, { cache: "no-cache" });
      if (response.ok) record = parseBuildRecord(await response.json()) ?? record;
    } catch {
      // The last record read stays: the line says what it knew.
    }
    if (!record) return;
    const token = signedInToken(view.localStorage);
    const built = record.commit?.sha;
    let pending: Pending | undefined;
    if (token && built) {
      try {
        pending = await pendingChanges(
          gitHub(source.repository, token, view.fetch.bind(view)),
          built,
          source.branch,
        );
      } catch {
        pending = undefined;
      }
    }
    if (pending) {
      waitingParts = pending.parts;
      wentLive = [];
    } else if (waitingParts.length > 0) {
      // What was on its way is in the build that is live now.
      wentLive = waitingParts;
      waitingParts = [];
    }
    news = siteNews({ record, pending, wentLive, now: new Date() });
  };

  const refresh = async () => {
    clearTimeout(timer);
    looking ??= look().finally(() => {
      looking = undefined;
    });
    await looking;
    render();
    timer = setTimeout(
      () => void refresh(),
      waitingParts.length > 0 ? lookEveryMs.waiting : lookEveryMs.idle,
    );
  };

  // The editor's window ends where the line begins, whatever its height.
  new ResizeObserver(() => {
    doc.body.style.setProperty("--solera-site-status", `${line.hidden ? 0 : line.offsetHeight}px`);
  }).observe(line);
  // Back from another tab (the site, the e-mail): look again at once.
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "visible") void refresh();
  });
  doc.body.append(line);
  void refresh();

  return {
    refresh,
    note(draft) {
      note = draft && { state: "incomplete", ...draft };
      render();
    },
  };
}
