import { expect, test } from "@playwright/test";
import {
  buildRedirects,
  editorProblems,
  everyOf,
  formerAddressProblems,
  get,
  hashedFileProblems,
  namedAddresses,
  notFoundProblems,
  pageProblems,
  routeDataProblems,
  sitemapPaths,
  trailingSlashProblems,
} from "./host-checks";
import type { Engine } from "./host-engines";

/**
 * The checks every host must pass on a build, as one group of tests per
 * server. `serve` gives the server for the group (started once for it), and
 * `build` the client folder it serves.
 */
export function hostSuite(
  label: string,
  {
    build,
    serve,
    editor = true,
  }: {
    build: () => Promise<string> | string;
    serve: (clientDir: string) => Promise<Engine>;
    /** Whether the build holds the content editor (the owner fixture's build does not). */
    editor?: boolean;
  },
) {
  test.describe(label, () => {
    // Hundreds of pages, a few requests each: a few minutes at most on a busy machine.
    test.describe.configure({ mode: "serial", timeout: 300_000 });
    let server: Engine;
    let clientDir: string;
    let pages: string[];
    /** The canonical and hreflang addresses the pages name, read as they are served. */
    const named = new Set<string>();

    test.beforeAll(async () => {
      test.setTimeout(900_000);
      clientDir = await build();
      pages = sitemapPaths(clientDir);
      server = await serve(clientDir);
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    test("serves every page of the sitemap at its address, with no redirect, and its policy", async () => {
      expect(pages.length).toBeGreaterThan(0);
      const problems = await everyOf(pages, async (address) => {
        const answer = await get(server.origin, address);
        for (const href of namedAddresses(answer.body)) named.add(href);
        return pageProblems(address, answer);
      });
      expect(problems).toEqual([]);
    });

    test("answers every canonical and hreflang address the pages name with the page, no redirect", async () => {
      expect(named.size).toBeGreaterThanOrEqual(pages.length);
      const problems = await everyOf([...named], async (address) => {
        const answer = await get(server.origin, address);
        return answer.status === 200 ? [] : [`${address}: ${answer.status} to ${answer.location}`];
      });
      expect(problems).toEqual([]);
    });

    test("answers every former address with one 301 to its page", async () => {
      const former = [...buildRedirects(clientDir)];
      expect(former.length).toBeGreaterThan(0);
      const live = new Set(pages);
      expect(former.filter(([, to]) => !live.has(to))).toEqual([]);
      expect(await everyOf(former, (pair) => formerAddressProblems(server.origin, pair))).toEqual(
        [],
      );
    });

    test("keeps one address per page when it is asked with a trailing slash", async () => {
      expect(
        await everyOf(pages, (address) =>
          trailingSlashProblems(server.origin, address, server.trailingSlash),
        ),
      ).toEqual([]);
    });

    test("answers an unknown address with 404 and the not-found page of its language", async () => {
      expect(await notFoundProblems(server.origin)).toEqual([]);
    });

    test("keeps hashed files for a year", async () => {
      expect(await hashedFileProblems(server.origin, server.ruleHeaders)).toEqual([]);
    });

    test("sends each page's data for a move within the document as React Router's type, compressed as its scripts are", async () => {
      expect(await routeDataProblems(server.origin, clientDir, server.ruleHeaders)).toEqual([]);
    });

    if (editor) {
      test("serves the editor with its own policy, a sign-in window that can answer, and noindex", async () => {
        expect(await editorProblems(server.origin)).toEqual([]);
      });
    }
  });
}
