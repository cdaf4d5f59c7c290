import type { AddressInfo } from "node:net";
import { test as base } from "@playwright/test";
import { clientDir } from "~/folders.server";
import { site } from "~/site";
import { createStaticServer } from "../../scripts/http/server";
import { selfSignedCertificate, trustFlag } from "../../scripts/http/self-signed";
import { portAt } from "./host-engines";

/**
 * The editor as the owner meets it on the live domain: the production build
 * served over HTTPS and HTTP/2 by the site's own server (what `npm run serve`
 * runs with TLS_CERT and TLS_KEY), with a throwaway certificate for the
 * site's host name, which the browser is told is this machine. Sveltia CMS
 * refuses any host but localhost over plain HTTP ("Sveltia CMS only works
 * with HTTPS or localhost URLs"), and it offers other things on localhost
 * (a local repository), so a walk at http://localhost is not the walk the
 * owner takes. A spec that uses this `test` opens its pages at the site's
 * own origin, with the port of its worker; nothing leaves the machine: the
 * GitHub stand-in answers every other host.
 */

interface LiveDomain {
  /** The site's origin here: https://soleradesignbuild.com:<port>. */
  origin: string;
  cert: Buffer;
}

export const test = base.extend<object, { liveDomain: LiveDomain }>({
  liveDomain: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument.
    async ({}, use, worker) => {
      const host = new URL(site.origin).hostname;
      const tls = selfSignedCertificate([host]);
      const server = createStaticServer(clientDir(), tls);
      // One port a worker, clear of the site's server and the hosts' engines (host-engines.ts).
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(portAt(6 + worker.parallelIndex), "127.0.0.1", resolve);
      });
      const { port } = server.address() as AddressInfo;
      await use({ origin: `https://${host}:${port}`, cert: Buffer.from(tls.cert) });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  // The browser trusts the certificate, as a visitor's trusts the site's, and finds the host here.
  launchOptions: [
    async ({ launchOptions, liveDomain }, use) => {
      const { hostname } = new URL(liveDomain.origin);
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          trustFlag(liveDomain.cert),
          `--host-resolver-rules=MAP ${hostname} 127.0.0.1`,
        ],
      });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ liveDomain }, use) => use(liveDomain.origin),
});
