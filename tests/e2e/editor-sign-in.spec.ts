import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { loadContent } from "~/content/content.server";
import { config, repository } from "../../cms/config";

/**
 * Signing in to the editor at /admin as the owner does on the live site: the
 * "Sign In with GitHub" button, or a token. The sign-in service (Netlify's
 * OAuth provider, config.backend.base_url) and GitHub's API are played here,
 * in the browser's network layer, by stand-ins that answer as they do: the
 * sign-in window greets the editor, waits for its answer and hands it a
 * token; the API serves this repository's content. Nothing leaves the
 * machine, and the editor itself, its policy and its headers are the built
 * ones.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const contentDir = path.resolve("content");
const content = loadContent(contentDir);
const [owner, name] = repository.split("/") as [string, string];
const token = "gho_standInToken";
const login = "solera-owner";

const backend = config.backend as { base_url: string; auth_endpoint: string };
const authURL = `${backend.base_url}/${backend.auth_endpoint}`;

/** Every file under content/, keyed by its path in the repository, with a blob id. */
const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    return {
      path: path.relative(path.dirname(contentDir), file).split(path.sep).join("/"),
      sha: createHash("sha1").update(bytes).digest("hex"),
      bytes,
    };
  });
const bySha = new Map(files.map((file) => [file.sha, file]));

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

interface Stand {
  signInRequests: URL[];
  unauthorised: string[];
  unknown: string[];
}

/** The GitHub API's answers for what the editor asks on sign-in and while it reads the content. */
function graphql(query: string) {
  if (query.includes("defaultBranchRef")) {
    return { repository: { defaultBranchRef: { name: "main" } } };
  }
  if (query.includes("pullRequests(")) {
    return { repository: { pullRequests: { nodes: [] } } };
  }
  const aliased = [...query.matchAll(/(\w+_\d+):\s*(object\(oid: "([0-9a-f]+)"\)|ref\()/g)];
  if (aliased.length > 0) {
    const repositoryData = Object.fromEntries(
      aliased.map(([, alias, , sha]) => [
        alias,
        sha
          ? { text: bySha.get(sha)?.bytes.toString("utf8") ?? "", isTruncated: false }
          : {
              target: {
                history: {
                  nodes: [
                    {
                      author: { name: "Solera", email: "", user: { id: 1, login } },
                      committedDate: "2026-11-20T12:00:00Z",
                    },
                  ],
                },
              },
            },
      ]),
    );
    return { repository: repositoryData };
  }
  if (query.includes("history(first: 1)")) {
    return {
      repository: {
        ref: { target: { history: { nodes: [{ oid: "a".repeat(40), message: "Content" }] } } },
      },
    };
  }
  return undefined;
}

async function standIn(context: BrowserContext): Promise<Stand> {
  const stand: Stand = { signInRequests: [], unauthorised: [], unknown: [] };
  await context.route(
    (url) => url.hostname !== "localhost",
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (`${url.origin}${url.pathname}` === authURL) {
        stand.signInRequests.push(url);
        return route.fulfill({ contentType: "text/html", body: signInWindow });
      }
      if (url.origin === "https://www.githubstatus.com") {
        return route.fulfill({ json: { status: { indicator: "none", description: "" } } });
      }
      if (url.origin !== "https://api.github.com") {
        stand.unknown.push(request.url());
        return route.abort();
      }
      const authorization = request.headers()["authorization"] ?? "";
      if (!authorization.endsWith(token)) {
        stand.unauthorised.push(request.url());
        return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
      }
      const repo = `/repos/${owner}/${name}`;
      if (url.pathname === "/user") {
        return route.fulfill({
          json: { id: 1, login, name: "Solera Owner", email: "", html_url: "", avatar_url: "" },
        });
      }
      if (url.pathname === `${repo}/collaborators/${login}`) {
        return route.fulfill({ status: 204 });
      }
      if (url.pathname.startsWith(`${repo}/git/trees/`)) {
        return route.fulfill({
          json: {
            tree: files.map((file) => ({
              type: "blob",
              path: file.path,
              sha: file.sha,
              size: file.bytes.length,
            })),
            truncated: false,
          },
        });
      }
      if (url.pathname.startsWith(`${repo}/git/blobs/`)) {
        const file = bySha.get(url.pathname.split("/").at(-1) ?? "");
        if (file)
          return route.fulfill({ body: file.bytes, contentType: "application/octet-stream" });
      }
      if (url.pathname === "/graphql" && request.method() === "POST") {
        const data = graphql((request.postDataJSON() as { query: string }).query);
        if (data) return route.fulfill({ json: { data } });
      }
      stand.unknown.push(`${request.method()} ${request.url()}`);
      return route.fulfill({ status: 404, json: { message: "Not Found" } });
    },
  );
  return stand;
}

async function expectCollections(page: Page) {
  const collections = page.getByRole("tree", { name: "Collection List" });
  for (const [label, count] of [
    ["Projects", content.projects.length],
    ["Articles", content.articles.length],
  ] as const) {
    await expect(
      collections.getByRole("treeitem", { name: label }).getByLabel(`(${count} entries)`),
    ).toBeVisible();
  }
}

test.describe("signing in to the editor", () => {
  test("with the GitHub button: the sign-in window reports back, and the content opens", async ({
    page,
    context,
  }) => {
    const stand = await standIn(context);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content-Security-Policy")) violations.push(message.text());
    });
    await page.goto("/admin");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ }).click();
    // The window opens on the provider with what it needs to send the user to GitHub.
    const signInWindowPage = await popup;
    // Once the token is handed over, the editor closes the window.
    await expect.poll(() => signInWindowPage.isClosed()).toBe(true);
    expect(stand.signInRequests).toHaveLength(1);
    expect(Object.fromEntries(stand.signInRequests[0]!.searchParams)).toMatchObject({
      provider: "github",
      scope: expect.stringMatching(/(^|,)repo(,|$)/),
    });
    await expectCollections(page);
    await expect(page.getByText(/Authentication aborted/)).toHaveCount(0);
    // Every call to GitHub carries the token the window handed over.
    expect(stand.unauthorised).toEqual([]);
    expect(violations).toEqual([]);

    // Projects and articles are saved as drafts: the workflow's board is there, empty.
    await page.getByRole("radio", { name: "Editorial Workflow" }).click();
    const board = page.getByRole("group", { name: "Editorial Workflow" });
    for (const column of ["Drafts", "In Review", "Ready"]) {
      await expect(board.getByRole("list", { name: column })).toHaveText("No entries.");
    }

    // Signed in as the GitHub account the window vouched for. (The menu's "Sign In
    // with Mobile" QR code is offered on the live site only, never on localhost.)
    await page.getByRole("button", { name: "Show Account Menu" }).click();
    await expect(
      page.getByRole("menuitem", { name: new RegExp(`^Signed In as \\W?${login}\\W?$`) }),
    ).toBeVisible();
  });

  test("with an access token, the fallback", async ({ page, context }) => {
    const stand = await standIn(context);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign In Using Access Token" });
    await dialog.getByRole("textbox", { name: "Personal Access Token" }).fill(token);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expectCollections(page);
    expect(stand.signInRequests).toEqual([]);
    expect(stand.unauthorised).toEqual([]);
  });
});
