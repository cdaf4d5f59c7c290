import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  editorPolicy,
  inlineScriptHashes,
  metaPolicy,
  pageFetchDirectives,
} from "../../scripts/http/csp";
import {
  editorHeaders,
  immutableCacheControl,
  minCompressBytes,
  openerPolicy,
  routeDataContentType,
  securityHeaders,
} from "../../scripts/http/headers";
import { parseRedirectsFile, type Redirects } from "../../scripts/http/redirects";

/**
 * What a visitor gets from a server, checked with plain requests: every page
 * of the sitemap, the addresses its pages name, the former addresses, the
 * not-found pages, the editor and the hashed files. Each check returns the
 * problems it found, one line each, so a failure names every address at
 * fault at once.
 */

export interface Answer {
  status: number;
  /** The Location header as a path and query on the same host, if any. */
  location?: string;
  headers: Headers;
  body: string;
}

export async function get(origin: string, address: string): Promise<Answer> {
  const response = await fetch(new URL(address, origin), { redirect: "manual" });
  const location = response.headers.get("location");
  const target = location ? new URL(location, origin) : undefined;
  return {
    status: response.status,
    location:
      target && target.origin === new URL(origin).origin
        ? target.pathname + target.search
        : (location ?? undefined),
    headers: response.headers,
    body: await response.text(),
  };
}

/** Runs `check` over `items`, a few at a time, and gathers the problems. */
export async function everyOf<T>(
  items: readonly T[],
  check: (item: T) => Promise<string[]>,
  parallel = 8,
): Promise<string[]> {
  const problems: string[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      problems[index] = await check(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return problems.flat();
}

/** The paths of a build's sitemap. */
export function sitemapPaths(clientDir: string): string[] {
  const xml = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The former addresses a build redirects, as it wrote them for the hosts. */
export function buildRedirects(clientDir: string): Redirects {
  return parseRedirectsFile(readFileSync(path.join(clientDir, "_redirects"), "utf8"));
}

/** The addresses a page names as its own and its twins': canonical and hreflang. */
export function namedAddresses(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((href) => !href.endsWith(".xml"))
    .map((href) => new URL(href).pathname);
}

/** The security headers every response carries, the host's part of the policy among them. */
function headerProblems(address: string, headers: Headers): string[] {
  return Object.entries(securityHeaders)
    .filter(([name, value]) => headers.get(name) !== value)
    .map(([name]) => `${address}: ${name} is ${JSON.stringify(headers.get(name))}`);
}

/**
 * A document's own part of the policy: present, read before anything it
 * governs, allowing every inline script of the document and none that is
 * not there.
 */
export function policyProblems(address: string, html: string): string[] {
  const policy = metaPolicy(html);
  if (!policy) return [`${address}: no Content-Security-Policy <meta>`];
  const problems: string[] = [];
  const metaAt = html.indexOf('<meta http-equiv="Content-Security-Policy"');
  const firstGoverned = html.search(/<(?:script|link|style|img)\b/i);
  if (firstGoverned !== -1 && firstGoverned < metaAt) {
    problems.push(`${address}: the policy comes after what it governs`);
  }
  // default-src allows the site's own prefetches, and governs nothing else:
  // every other fetch directive is named (decision 084).
  for (const [name, sources] of Object.entries(pageFetchDirectives)) {
    const given = new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1];
    if (
      given !== sources.join(" ") &&
      !(name === "script-src" && given?.startsWith(sources.join(" ")))
    ) {
      problems.push(`${address}: ${name} is "${given ?? "missing"}", not "${sources.join(" ")}"`);
    }
  }
  const allowed = new Set(/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? []);
  const inline = inlineScriptHashes(html);
  for (const hash of inline) {
    if (!allowed.has(hash)) problems.push(`${address}: inline script ${hash} is not allowed`);
  }
  for (const source of allowed) {
    if (source.startsWith("'sha256-") && !inline.includes(source)) {
      problems.push(`${address}: the policy allows ${source}, which is no script of the page`);
    }
  }
  if (/unsafe-inline|unsafe-eval/.test(allowed.size ? [...allowed].join(" ") : "")) {
    problems.push(`${address}: the policy allows 'unsafe-*' scripts`);
  }
  return problems;
}

/** A page of the site, as answered at its own address: 200, with its headers and its policy. */
export function pageProblems(address: string, answer: Answer): string[] {
  if (answer.status !== 200) {
    return [`${address}: ${answer.status}${answer.location ? ` to ${answer.location}` : ""}`];
  }
  return [...headerProblems(address, answer.headers), ...policyProblems(address, answer.body)];
}

/** A former address, with and without a trailing slash and with a query: one 301 to its page. */
export async function formerAddressProblems(
  origin: string,
  [from, to]: [string, string],
): Promise<string[]> {
  const problems: string[] = [];
  for (const [request, expected] of [
    [`${from}?ref=old`, `${to}?ref=old`],
    [`${from}/`, to],
  ] as const) {
    const answer = await get(origin, request);
    if (answer.status !== 301 || answer.location !== expected) {
      problems.push(`${request}: ${answer.status} to ${answer.location}, not 301 to ${expected}`);
    }
  }
  return problems;
}

/** The not-found page of each language, with status 404 and its own policy. */
export async function notFoundProblems(origin: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [address, lang, heading] of [
    ["/no-such-page", "en", "Oops! Page not found"],
    ["/es/no-existe", "es", "¡Uy! Página no encontrada"],
    ["/information-news/no-such-story", "en", "Oops! Page not found"],
    ["/es/proyectos/no-existe", "es", "¡Uy! Página no encontrada"],
  ] as const) {
    const answer = await get(origin, address);
    if (answer.status !== 404) problems.push(`${address}: ${answer.status}, not 404`);
    if (!answer.body.includes(`<html lang="${lang}"`) || !answer.body.includes(heading)) {
      problems.push(`${address}: not the ${lang} not-found page`);
    }
    problems.push(...headerProblems(address, answer.headers));
    problems.push(...policyProblems(address, answer.body));
  }
  return problems;
}

/** The editor at /admin (or /admin/ after one redirect): its own policy, opener policy and noindex. */
export async function editorProblems(origin: string): Promise<string[]> {
  let answer = await get(origin, "/admin");
  let address = "/admin";
  if (answer.status >= 300 && answer.status < 400) {
    if (answer.location !== "/admin/") return [`/admin: ${answer.status} to ${answer.location}`];
    address = "/admin/";
    answer = await get(origin, address);
  }
  if (answer.status !== 200) return [`${address}: ${answer.status}`];
  const problems = headerProblems(address, answer.headers);
  if (answer.headers.get("cross-origin-opener-policy") !== openerPolicy) {
    problems.push(`${address}: its sign-in window could not answer`);
  }
  for (const [name, value] of Object.entries(editorHeaders)) {
    if (answer.headers.get(name) !== value) problems.push(`${address}: ${name} is not ${value}`);
  }
  if (metaPolicy(answer.body) !== editorPolicy)
    problems.push(`${address}: not the editor's policy`);
  return problems;
}

/** Hashed files (scripts, styles, fonts, images) are kept for a year. */
export async function hashedFileProblems(
  origin: string,
  ruleHeaders?: (address: string) => Promise<Record<string, string>>,
): Promise<string[]> {
  const home = (await get(origin, "/")).body;
  const files = [
    ...new Set(
      [
        ...home.matchAll(
          /(\/(?:assets|images)\/[\w/.-]+?\.(?:js|css|woff2|avif|webp|jpe?g|png))\b/g,
        ),
      ].map((match) => match[1]!),
    ),
  ];
  const kinds = ["js", "css", "woff2", "avif"];
  const problems = kinds
    .filter((kind) => !files.some((file) => file.endsWith(`.${kind}`)))
    .map((kind) => `/: links no hashed .${kind} file`);
  return [
    ...problems,
    ...(await everyOf(files, async (file) => {
      const answer = await get(origin, file);
      const cacheControl = ruleHeaders
        ? (await ruleHeaders(file))["Cache-Control"]
        : answer.headers.get("cache-control");
      return answer.status === 200 && cacheControl === immutableCacheControl
        ? []
        : [`${file}: ${answer.status}, Cache-Control ${cacheControl}`];
    })),
  ];
}

/** The build's loader data files, by address: `/information-news.data`. */
export function routeDataPaths(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".data"))
    .map((file) => `/${file.split(path.sep).join("/")}`);
}

/**
 * Each page's loader data, as React Router fetches it for a move within the
 * document: the file itself, as React Router's own type, and compressed
 * wherever the host compresses the page's scripts, unless it is too small to
 * gain from it. An engine that compresses nothing locally (Netlify's) is
 * read by its header rules instead.
 */
export async function routeDataProblems(
  origin: string,
  clientDir: string,
  ruleHeaders?: (address: string) => Promise<Record<string, string>>,
): Promise<string[]> {
  const compressed = async (address: string) => {
    const response = await fetch(new URL(address, origin), {
      headers: { "accept-encoding": "br, gzip" },
    });
    return { response, body: await response.text() };
  };
  const script = (await get(origin, "/")).body.match(/\/assets\/[\w.-]+\.js\b/)?.[0];
  if (!script) return ["/: links no script"];
  const compressesScripts = (await compressed(script)).response.headers.has("content-encoding");
  const files = routeDataPaths(clientDir);
  if (files.length === 0) return ["the build has no loader data"];
  return everyOf(files, async (address) => {
    // As the router asks for it, naming the routes it wants.
    const { response, body } = await compressed(`${address}?_routes=root`);
    const file = readFileSync(path.join(clientDir, address), "utf8");
    const type = ruleHeaders
      ? (await ruleHeaders(address))["Content-Type"]
      : response.headers.get("content-type");
    const problems: string[] = [];
    if (response.status !== 200) problems.push(`${address}: ${response.status}`);
    else if (body !== file) problems.push(`${address}: not the build's file`);
    if (type !== routeDataContentType) problems.push(`${address}: Content-Type ${type}`);
    const worth = Buffer.byteLength(file) > minCompressBytes;
    if (compressesScripts && worth && !response.headers.has("content-encoding"))
      problems.push(`${address}: not compressed, though ${script} is`);
    return problems;
  });
}

/** A page's address with a trailing slash: one redirect to the page, or the page itself. */
export async function trailingSlashProblems(
  origin: string,
  address: string,
  expected: "redirect" | "same page",
): Promise<string[]> {
  if (address === "/") return [];
  const answer = await get(origin, `${address}/`);
  if (expected === "redirect") {
    return [301, 308].includes(answer.status) && answer.location === address
      ? []
      : [`${address}/: ${answer.status} to ${answer.location}, not one redirect to ${address}`];
  }
  const page = await get(origin, address);
  return answer.status === 200 && answer.body === page.body
    ? []
    : [`${address}/: ${answer.status}, not the page at ${address}`];
}
