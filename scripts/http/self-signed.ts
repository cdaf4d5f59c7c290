import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Tls } from "./server";

/**
 * A throwaway certificate for localhost, or for the host names given (the
 * site's own, which a browser on this machine is told is this machine),
 * made with the openssl command, for serving the build over HTTPS and
 * HTTP/2 on this machine only (the benchmark, tests). Nothing is kept on
 * disk.
 */
export function selfSignedCertificate(hosts: readonly string[] = ["localhost"]): Tls {
  const dir = mkdtempSync(path.join(tmpdir(), "solera-tls-"));
  try {
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", `/CN=${hosts[0]}`],
        ...[
          "-addext",
          `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")},IP:127.0.0.1`,
        ],
        ...["-keyout", key, "-out", cert],
      ],
      { stdio: "ignore" },
    );
    return { cert: readFileSync(cert), key: readFileSync(key) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Chromium's flag that trusts a certificate by its public key, as a
 * visitor's browser trusts the site's. Merely ignoring the certificate's
 * error (`--ignore-certificate-errors`, Playwright's `ignoreHTTPSErrors`)
 * keeps the page from caching anything it fetches, a prefetch included.
 */
export function trustFlag(cert: string | Buffer): string {
  const key = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return `--ignore-certificate-errors-spki-list=${createHash("sha256").update(key).digest("base64")}`;
}
