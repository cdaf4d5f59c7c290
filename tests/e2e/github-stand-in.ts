import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { backend as editorBackend, repository } from "../../cms/config";

/**
 * GitHub as the editor at /admin meets it on the live site, played in the
 * browser's network layer: the sign-in window of the host's OAuth provider
 * (its base_url in cms/config.ts), and GitHub's REST and GraphQL API over a small
 * repository held in memory. The repository starts as this one's content/
 * on `main`; the editor reads it, and, for a draft, makes a `cms/...`
 * branch (`createRef`), commits to it (`createCommitOnBranch`), opens a pull
 * request with a status label, moves it through the workflow's columns and
 * merges it, as Sveltia CMS does against GitHub. Each commit of a draft
 * reports a deploy preview, as Netlify does on a pull request. Nothing
 * leaves the machine: any other request is recorded in `unknown` and
 * refused, so a test can tell what the stand-in does not yet answer.
 */

export const contentDir = path.resolve("content");
export const [owner, name] = repository.split("/") as [string, string];
export const token = "gho_standInToken";
export const login = "solera-owner";
export const deployPreviewURL = (number: number) =>
  `https://deploy-preview-${number}--soleradesignbuild.netlify.app/`;

const backend = editorBackend("en");
const authURL = `${backend.base_url}/${backend.auth_endpoint}`;

/** A file's content, by path from the repository's root. */
export type Tree = Map<string, Buffer>;

/** Every file under content/, as the repository's `main` holds it. */
export function contentTree(): Tree {
  return new Map(
    readdirSync(contentDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [
          path.relative(path.dirname(contentDir), file).split(path.sep).join("/"),
          readFileSync(file),
        ];
      }),
  );
}

const sha1 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha1");
  parts.forEach((part) => hash.update(part));
  return hash.digest("hex");
};
/** A blob's id as git makes it. */
const blobId = (bytes: Buffer) => sha1(`blob ${bytes.length}\0`, bytes);

interface Commit {
  oid: string;
  tree: Tree;
  message: string;
  date: string;
  parent: string | undefined;
}

/** A commit status, as a host or CI service posts it on a commit. */
export interface CommitStatus {
  context: string;
  state: "pending" | "success" | "failure" | "error";
  description: string;
  target_url?: string;
}

export interface PullRequest {
  number: number;
  nodeId: string;
  title: string;
  head: string;
  base: string;
  isDraft: boolean;
  state: "OPEN" | "CLOSED" | "MERGED";
  labels: string[];
  /** The `main` commit its branch started from. */
  baseOid: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The sign-in window as Netlify's provider serves it once GitHub has let the
 * user in: it says "authorizing", and on the editor's reply posts the token
 * back to the editor's origin.
 */
const signInWindow = `<!doctype html>
<title>Authorizing</title>
<script>
  window.addEventListener("message", (event) => {
    if (event.data !== "authorizing:github") return;
    window.opener.postMessage(
      "authorization:github:success:" + JSON.stringify({ token: ${JSON.stringify(token)}, provider: "github" }),
      event.origin,
    );
  });
  window.opener.postMessage("authorizing:github", "*");
</script>`;

export class GitHubStandIn {
  /** Each request to the sign-in service. */
  readonly signInRequests: URL[] = [];
  /** API requests without the token the sign-in handed over. */
  readonly unauthorised: string[] = [];
  /** Requests the stand-in does not answer, as "METHOD url". */
  readonly unknown: string[] = [];
  /** Every request that changes the repository, as "METHOD /path" or "mutation name". */
  readonly writes: string[] = [];
  readonly pulls: PullRequest[] = [];
  /** Deploy previews opened from the editor. */
  readonly previewsOpened: string[] = [];
  /** The statuses posted on each commit, by its id. */
  readonly statuses = new Map<string, CommitStatus[]>();
  /** Branch name to head commit. */
  readonly refs = new Map<string, string>();
  private readonly commits = new Map<string, Commit>();
  private readonly blobs = new Map<string, Buffer>();
  /** The time of the last change: the clock's, and always later than the one before. */
  private clock = 0;

  constructor(main: Tree = contentTree()) {
    this.refs.set("main", this.commit(main, "Content", undefined).oid);
  }

  /** The files of a branch's head, or undefined when there is no such branch. */
  tree(branch: string): Tree | undefined {
    const oid = this.refs.get(branch);
    return oid ? this.commits.get(oid)!.tree : undefined;
  }

  /**
   * Commits files to a branch as someone outside the editor would (a
   * developer's push): each path from the repository's root to its new
   * content. Returns the commit's id.
   */
  push(files: Record<string, string | Buffer>, message: string, branch = "main"): string {
    const head = this.refs.get(branch)!;
    const tree = new Map(this.commits.get(head)!.tree);
    for (const [file, content] of Object.entries(files)) tree.set(file, Buffer.from(content));
    const commit = this.commit(tree, message, head);
    this.refs.set(branch, commit.oid);
    return commit.oid;
  }

  /** Posts a status on a commit, as the host does when it builds it (POST /repos/:owner/:repo/statuses/:sha). */
  report(sha: string, status: CommitStatus): void {
    const others = (this.statuses.get(sha) ?? []).filter((s) => s.context !== status.context);
    this.statuses.set(sha, [status, ...others]);
  }

  /** The commits after `base` up to `head`, oldest first; undefined when `base` is not behind `head`. */
  private commitsBetween(base: string, head: string): Commit[] | undefined {
    const between: Commit[] = [];
    for (let oid: string | undefined = head; oid; oid = this.commits.get(oid)?.parent) {
      if (oid === base) return between.reverse();
      between.push(this.commits.get(oid)!);
    }
    return undefined;
  }

  /** The newest commit message of a branch. */
  headMessage(branch: string): string | undefined {
    const oid = this.refs.get(branch);
    return oid ? this.commits.get(oid)!.message : undefined;
  }

  private now(): string {
    this.clock = Math.max(this.clock + 1000, Date.now());
    return new Date(this.clock).toISOString();
  }

  private commit(tree: Tree, message: string, parent: string | undefined): Commit {
    tree.forEach((bytes) => this.blobs.set(blobId(bytes), bytes));
    const listing = [...tree].map(([file, bytes]) => `${file} ${blobId(bytes)}`).join("\n");
    const commit = {
      oid: sha1("commit", parent ?? "", message, listing),
      tree,
      message,
      date: this.now(),
      parent,
    };
    this.commits.set(commit.oid, commit);
    return commit;
  }

  private pull(number: number): PullRequest | undefined {
    return this.pulls.find((pull) => pull.number === number);
  }

  private pullJSON(pull: PullRequest) {
    return {
      number: pull.number,
      node_id: pull.nodeId,
      title: pull.title,
      html_url: `https://github.com/${repository}/pull/${pull.number}`,
      state: pull.state === "OPEN" ? "open" : "closed",
      draft: pull.isDraft,
      head: { ref: pull.head, sha: this.refs.get(pull.head) ?? "" },
      base: { ref: pull.base },
      labels: pull.labels.map((label) => ({ name: label })),
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
    };
  }

  /** What a pull request's branch changed since the commit it started from. */
  private changes(pull: PullRequest) {
    const before = this.commits.get(pull.baseOid)!.tree;
    const after = this.tree(pull.head) ?? new Map<string, Buffer>();
    const changed = [...after].filter(([file, bytes]) => !before.get(file)?.equals(bytes));
    const deleted = [...before.keys()].filter((file) => !after.has(file));
    return { changed, deleted, before };
  }

  private author() {
    return {
      name: "Solera Owner",
      email: "",
      avatarUrl: "",
      user: { id: 1, login, databaseId: 1 },
    };
  }

  /** One aliased part of a query: `content_0: object(oid: "…") { … }` and the like. */
  private aliasedField(fragment: string, variables: Record<string, unknown>) {
    const expression = /^object\(expression: ("(?:[^"\\]|\\.)*")\)/.exec(fragment);
    if (expression) {
      const [branch, file] = (JSON.parse(expression[1]!) as string).split(/:(.*)/s) as [
        string,
        string,
      ];
      const bytes = this.tree(branch)?.get(file);
      return bytes
        ? {
            oid: blobId(bytes),
            byteSize: bytes.length,
            isBinary: false,
            isTruncated: false,
            text: bytes.toString("utf8"),
          }
        : null;
    }
    const object = /^object\(oid: "([0-9a-f]+)"\)/.exec(fragment);
    if (object && fragment.includes("... on Blob")) {
      const bytes = this.blobs.get(object[1]!);
      return bytes ? { text: bytes.toString("utf8"), isTruncated: false } : null;
    }
    if (object && fragment.includes("... on Commit")) {
      // The deployments of a commit: a draft's commits have Netlify's deploy preview.
      const oid = object[1]!;
      const pull = this.pulls.find((candidate) => this.refs.get(candidate.head) === oid);
      return {
        status: {
          contexts: [
            ...(pull
              ? [
                  {
                    context: "netlify/soleradesignbuild/deploy-preview",
                    state: "SUCCESS",
                    targetUrl: deployPreviewURL(pull.number),
                    description: "Deploy Preview ready!",
                  },
                ]
              : []),
            ...(this.statuses.get(oid) ?? []).map((status) => ({
              context: status.context,
              state: status.state.toUpperCase(),
              targetUrl: status.target_url ?? null,
              description: status.description,
            })),
          ],
        },
        deployments: { nodes: [] },
        checkSuites: { nodes: [] },
      };
    }
    if (fragment.startsWith("ref(")) {
      const branch = typeof variables["branch"] === "string" ? variables["branch"] : "main";
      const oid = this.refs.get(branch);
      const commit = oid ? this.commits.get(oid)! : undefined;
      return {
        target: {
          history: {
            nodes: commit
              ? [
                  {
                    oid: commit.oid,
                    message: commit.message,
                    author: this.author(),
                    committedDate: commit.date,
                  },
                ]
              : [],
          },
        },
      };
    }
    return undefined;
  }

  /** GitHub's GraphQL API, for the queries and mutations the editor sends. */
  graphql(query: string, variables: Record<string, unknown>): unknown {
    const input = (variables["input"] ?? {}) as Record<string, unknown>;
    if (query.includes("createRef(")) {
      this.writes.push("mutation createRef");
      const ref = String(input["name"]).replace(/^refs\/heads\//, "");
      if (this.refs.has(ref)) throw new Error(`Reference already exists`);
      this.refs.set(ref, String(input["oid"]));
      return { createRef: { ref: { name: ref } } };
    }
    if (query.includes("createCommitOnBranch(")) {
      this.writes.push("mutation createCommitOnBranch");
      const { branchName } = input["branch"] as { branchName: string };
      const head = this.refs.get(branchName);
      if (!head || head !== input["expectedHeadOid"]) throw new Error("Expected head mismatch");
      const changes = input["fileChanges"] as {
        additions?: { path: string; contents: string }[];
        deletions?: { path: string }[];
      };
      const tree = new Map(this.commits.get(head)!.tree);
      changes.additions?.forEach(({ path: file, contents }) =>
        tree.set(file, Buffer.from(contents, "base64")),
      );
      changes.deletions?.forEach(({ path: file }) => tree.delete(file));
      const { headline } = input["message"] as { headline: string };
      const commit = this.commit(tree, headline, head);
      this.refs.set(branchName, commit.oid);
      const files = Object.fromEntries(
        [...query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)].map(
          ([, alias, file]) => [alias, { oid: blobId(tree.get(JSON.parse(file!) as string)!) }],
        ),
      );
      return {
        createCommitOnBranch: {
          commit: { oid: commit.oid, committedDate: commit.date, ...files },
        },
      };
    }
    const readyOrDraft = /(markPullRequestReadyForReview|convertPullRequestToDraft)\(/.exec(query);
    if (readyOrDraft) {
      this.writes.push(`mutation ${readyOrDraft[1]}`);
      const pull = this.pulls.find((candidate) => candidate.nodeId === input["pullRequestId"]);
      if (!pull) throw new Error("Could not resolve to a node");
      pull.isDraft = readyOrDraft[1] === "convertPullRequestToDraft";
      pull.updatedAt = this.now();
      return { [readyOrDraft[1]!]: { pullRequest: { isDraft: pull.isDraft } } };
    }
    if (query.includes("$forkOwner")) {
      return {
        fork: { id: "R_repository" },
        base: { ref: { target: { oid: this.refs.get("main") } } },
      };
    }
    if (query.includes("defaultBranchRef")) {
      return { repository: { defaultBranchRef: { name: "main" } } };
    }
    if (query.includes("pullRequests(headRefName: $branch")) {
      const open = this.pulls.filter(
        (pull) => pull.head === variables["branch"] && pull.state === "OPEN",
      );
      return { repository: { pullRequests: { totalCount: open.length } } };
    }
    if (query.includes("pullRequests(")) {
      const labels = [...(/labels: (\[[^\]]*\])/.exec(query)?.[1]?.matchAll(/"([^"]+)"/g) ?? [])]
        .map((match) => match[1]!)
        .filter(Boolean);
      const nodes = this.pulls
        .filter((pull) => pull.state === "OPEN")
        .filter((pull) => labels.length === 0 || pull.labels.some((l) => labels.includes(l)))
        .map((pull) => {
          const { changed, deleted, before } = this.changes(pull);
          return {
            id: pull.nodeId,
            number: pull.number,
            title: pull.title,
            url: `https://github.com/${repository}/pull/${pull.number}`,
            isDraft: pull.isDraft,
            isCrossRepository: false,
            createdAt: pull.createdAt,
            updatedAt: pull.updatedAt,
            headRefName: pull.head,
            headRefOid: this.refs.get(pull.head),
            author: { login, avatarUrl: "", name: "Solera Owner", email: "", databaseId: 1 },
            labels: { nodes: pull.labels.map((label) => ({ name: label })) },
            files: {
              nodes: [
                ...changed.map(([file]) => ({
                  path: file,
                  changeType: before.has(file) ? "MODIFIED" : "ADDED",
                })),
                ...deleted.map((file) => ({ path: file, changeType: "DELETED" })),
              ],
            },
          };
        });
      return { repository: { pullRequests: { nodes } } };
    }
    const aliases = [...query.matchAll(/(\w+_\d+): /g)];
    if (aliases.length > 0) {
      const data: Record<string, unknown> = {};
      for (const [index, match] of aliases.entries()) {
        const end = aliases[index + 1]?.index ?? query.length;
        const fragment = query.slice(match.index + match[0].length, end).trim();
        const value = this.aliasedField(fragment, variables);
        if (value === undefined) return undefined;
        data[match[1]!] = value;
      }
      return { repository: data };
    }
    if (query.includes("ref(qualifiedName: $branch)")) {
      const branch = typeof variables["branch"] === "string" ? variables["branch"] : "main";
      const oid = this.refs.get(branch);
      const commit = oid ? this.commits.get(oid) : undefined;
      return {
        repository: {
          ref: commit
            ? {
                target: {
                  oid: commit.oid,
                  history: { nodes: [{ oid: commit.oid, message: commit.message }] },
                },
              }
            : null,
        },
      };
    }
    return undefined;
  }

  /** GitHub's REST API, for what the editor asks of it. */
  rest(
    method: string,
    pathname: string,
    body: unknown,
    search = new URLSearchParams(),
    accept = "",
  ): { status?: number; json?: unknown; text?: Buffer } | undefined {
    const repo = `/repos/${owner}/${name}`;
    if (method === "GET" && pathname === "/user") {
      return {
        json: { id: 1, login, name: "Solera Owner", email: "", html_url: "", avatar_url: "" },
      };
    }
    if (method === "GET" && pathname === `${repo}/collaborators/${login}`) return { status: 204 };
    if (!pathname.startsWith(`${repo}/`)) return undefined;
    const rest = pathname.slice(repo.length);
    const fields = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (method === "GET" && (match = /^\/git\/trees\/(.+)$/.exec(rest))) {
      const ref = decodeURIComponent(match[1]!);
      const tree = this.tree(ref) ?? this.commits.get(ref)?.tree;
      if (!tree) return { status: 404, json: { message: "Not Found" } };
      return {
        json: {
          tree: [...tree].map(([file, bytes]) => ({
            type: "blob",
            path: file,
            sha: blobId(bytes),
            size: bytes.length,
          })),
          truncated: false,
        },
      };
    }
    if (method === "GET" && (match = /^\/compare\/([^/]+?)\.\.\.(.+)$/.exec(rest))) {
      // What the site's line in the editor asks: the commits after the live build.
      const [base, head] = [match[1]!, match[2]!].map(decodeURIComponent) as [string, string];
      const baseOid = this.refs.get(base) ?? base;
      const headOid = this.refs.get(head) ?? head;
      if (!this.commits.has(baseOid) || !this.commits.has(headOid))
        return { status: 404, json: { message: "Not Found" } };
      const ahead = this.commitsBetween(baseOid, headOid);
      const behind = ahead ? undefined : this.commitsBetween(headOid, baseOid);
      const before = this.commits.get(baseOid)!.tree;
      const after = this.commits.get(headOid)!.tree;
      const files = ahead
        ? [
            ...[...after]
              .filter(([file, bytes]) => !before.get(file)?.equals(bytes))
              .map(([file]) => ({
                filename: file,
                status: before.has(file) ? "modified" : "added",
              })),
            ...[...before.keys()]
              .filter((file) => !after.has(file))
              .map((file) => ({ filename: file, status: "removed" })),
          ]
        : [];
      return {
        json: {
          status: ahead ? (ahead.length ? "ahead" : "identical") : behind ? "behind" : "diverged",
          ahead_by: ahead?.length ?? 0,
          commits: (ahead ?? []).map((commit) => ({
            sha: commit.oid,
            commit: {
              message: commit.message,
              committer: { name: "Solera Owner", date: commit.date },
            },
          })),
          files,
        },
      };
    }
    if (method === "GET" && (match = /^\/commits\/([^/]+)\/status$/.exec(rest))) {
      const oid = this.refs.get(decodeURIComponent(match[1]!)) ?? decodeURIComponent(match[1]!);
      if (!this.commits.has(oid)) return { status: 404, json: { message: "Not Found" } };
      const statuses = this.statuses.get(oid) ?? [];
      const states = statuses.map((status) => status.state);
      const state = states.some((s) => s === "failure" || s === "error")
        ? "failure"
        : states.every((s) => s === "success") && states.length
          ? "success"
          : "pending";
      return { json: { sha: oid, state, statuses, total_count: statuses.length } };
    }
    if (method === "POST" && (match = /^\/statuses\/([0-9a-f]+)$/.exec(rest))) {
      this.writes.push("POST /statuses/:sha");
      if (!this.commits.has(match[1]!)) return { status: 422, json: { message: "No commit" } };
      this.report(match[1]!, fields as unknown as CommitStatus);
      return { status: 201, json: fields };
    }
    if (method === "GET" && (match = /^\/contents\/(.+)$/.exec(rest))) {
      const ref = search.get("ref") ?? "main";
      const oid = this.refs.get(ref) ?? ref;
      const file = match[1]!.split("/").map(decodeURIComponent).join("/");
      const bytes = this.commits.get(oid)?.tree.get(file);
      if (!bytes) return { status: 404, json: { message: "Not Found" } };
      if (accept.includes("raw")) return { text: bytes };
      return {
        json: {
          type: "file",
          path: file,
          sha: blobId(bytes),
          size: bytes.length,
          encoding: "base64",
          content: bytes.toString("base64"),
        },
      };
    }
    if (method === "POST" && rest === "/pulls") {
      this.writes.push("POST /pulls");
      const head = String(fields["head"]);
      const now = this.now();
      const pull: PullRequest = {
        number: this.pulls.length + 1,
        nodeId: `PR_${this.pulls.length + 1}`,
        title: String(fields["title"]),
        head,
        base: String(fields["base"]),
        isDraft: fields["draft"] === true,
        state: "OPEN",
        labels: [],
        baseOid: this.refs.get(String(fields["base"]))!,
        createdAt: now,
        updatedAt: now,
      };
      this.pulls.push(pull);
      return { status: 201, json: this.pullJSON(pull) };
    }
    if ((match = /^\/issues\/(\d+)(\/labels)?$/.exec(rest))) {
      const pull = this.pull(Number(match[1]));
      if (!pull) return { status: 404, json: { message: "Not Found" } };
      if (method === "POST" && match[2]) {
        this.writes.push("POST /issues/:number/labels");
        pull.labels.push(...(fields["labels"] as string[]));
      } else if (method === "PATCH" && !match[2]) {
        this.writes.push("PATCH /issues/:number");
        if (Array.isArray(fields["labels"])) pull.labels = fields["labels"] as string[];
        pull.updatedAt = this.now();
      } else if (method !== "GET") return undefined;
      return { json: this.pullJSON(pull) };
    }
    if ((match = /^\/pulls\/(\d+)(\/merge)?$/.exec(rest))) {
      const pull = this.pull(Number(match[1]));
      if (!pull) return { status: 404, json: { message: "Not Found" } };
      if (method === "PUT" && match[2]) {
        this.writes.push("PUT /pulls/:number/merge");
        if (pull.state !== "OPEN" || pull.isDraft) {
          return { status: 405, json: { message: "Pull Request is not mergeable" } };
        }
        const { changed, deleted } = this.changes(pull);
        const main = this.refs.get(pull.base)!;
        const tree = new Map(this.commits.get(main)!.tree);
        changed.forEach(([file, bytes]) => tree.set(file, bytes));
        deleted.forEach((file) => tree.delete(file));
        const title = typeof fields["commit_title"] === "string" ? fields["commit_title"] : "";
        const commit = this.commit(tree, title || `Merge pull request #${pull.number}`, main);
        this.refs.set(pull.base, commit.oid);
        pull.state = "MERGED";
        return {
          json: { sha: commit.oid, merged: true, message: "Pull Request successfully merged" },
        };
      }
      if (method === "PATCH" && !match[2]) {
        this.writes.push("PATCH /pulls/:number");
        if (fields["state"] === "closed") pull.state = "CLOSED";
        if (fields["state"] === "open") pull.state = "OPEN";
        return { json: this.pullJSON(pull) };
      }
      if (method === "GET" && !match[2]) return { json: this.pullJSON(pull) };
      return undefined;
    }
    if (method === "DELETE" && (match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      this.writes.push("DELETE /git/refs/heads/:branch");
      const branch = decodeURI(match[1]!);
      if (!this.refs.delete(branch))
        return { status: 422, json: { message: "Reference does not exist" } };
      return { status: 204 };
    }
    return undefined;
  }

  blob(sha: string): Buffer | undefined {
    return this.blobs.get(sha);
  }

  /**
   * Plays the sign-in service and GitHub for every page of the browser
   * context, and refuses any other host but the site's own: localhost, or
   * the origin the site is served at (live-domain.ts).
   */
  async route(context: BrowserContext, site?: string): Promise<this> {
    await context.route(
      (url) => url.hostname !== "localhost" && url.origin !== site,
      async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (`${url.origin}${url.pathname}` === authURL) {
          this.signInRequests.push(url);
          return route.fulfill({ contentType: "text/html", body: signInWindow });
        }
        if (/^deploy-preview-\d+--/.test(url.hostname) && url.hostname.endsWith(".netlify.app")) {
          // A draft's deploy preview, as the host serves it.
          this.previewsOpened.push(request.url());
          return route.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>Deploy preview</title>",
          });
        }
        if (url.origin === "https://www.githubstatus.com") {
          return route.fulfill({ json: { status: { indicator: "none", description: "" } } });
        }
        if (url.origin !== "https://api.github.com") {
          this.unknown.push(`${request.method()} ${request.url()}`);
          return route.abort();
        }
        const authorization = request.headers()["authorization"] ?? "";
        if (!authorization.endsWith(token)) {
          this.unauthorised.push(request.url());
          return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
        }
        const blob = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]+)$/.exec(url.pathname);
        if (blob && request.method() === "GET") {
          const bytes = this.blob(blob[1]!);
          if (bytes) return route.fulfill({ body: bytes, contentType: "application/octet-stream" });
        }
        if (url.pathname === "/graphql" && request.method() === "POST") {
          const { query, variables = {} } = request.postDataJSON() as {
            query: string;
            variables?: Record<string, unknown>;
          };
          let data: unknown;
          try {
            data = this.graphql(query, variables);
          } catch (error) {
            return route.fulfill({
              json: { data: null, errors: [{ message: (error as Error).message }] },
            });
          }
          if (data) return route.fulfill({ json: { data } });
          this.unknown.push(`POST /graphql ${query.slice(0, 200)}`);
          return route.fulfill({ status: 400, json: { message: "Unknown query" } });
        }
        const answer = this.rest(
          request.method(),
          url.pathname,
          request.postDataJSON(),
          url.searchParams,
          request.headers()["accept"] ?? "",
        );
        if (answer?.text) {
          return route.fulfill({ status: answer.status ?? 200, body: answer.text });
        }
        if (answer) {
          return answer.json === undefined
            ? route.fulfill({ status: answer.status ?? 204, body: "" })
            : route.fulfill({ status: answer.status ?? 200, json: answer.json });
        }
        this.unknown.push(`${request.method()} ${request.url()}`);
        return route.fulfill({ status: 404, json: { message: "Not Found" } });
      },
    );
    return this;
  }
}

/** A fresh stand-in, routed for every page of the context; `site` is the site's origin when it is not localhost. */
export function standIn(
  context: BrowserContext,
  main?: Tree,
  site?: string,
): Promise<GitHubStandIn> {
  return new GitHubStandIn(main).route(context, site);
}
