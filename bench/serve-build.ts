/**
 * The production build, served for the bench by `npm run serve` as
 * production serves it: over HTTPS and HTTP/2 with a throwaway certificate
 * for localhost (docs/decisions/007), or over plain HTTP/1.1 with `http1`.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { selfSignedCertificate, trustFlag } from "../scripts/http/self-signed";
import type { Tls } from "../scripts/http/server";
import { chromiumFlags } from "../tests/chromium";

export interface ServedBuild {
  origin: string;
  /** The certificate it serves, for a server beside it (bench/floor.ts); none over HTTP/1.1. */
  tls?: Tls;
  /** Chromium's flags that trust the certificate, as a visitor's browser trusts the site's. */
  trust: string[];
  close: () => void;
}

export async function serveBuild({
  port,
  http1 = false,
}: {
  port: number;
  http1?: boolean;
}): Promise<ServedBuild> {
  // The server reads its certificate from files, kept only while it starts.
  const tlsDir = await mkdtemp(path.join(tmpdir(), "solera-bench-"));
  const tlsEnv: Record<string, string> = {};
  const tls = http1 ? undefined : selfSignedCertificate();
  if (tls) {
    tlsEnv.TLS_CERT = path.join(tlsDir, "cert.pem");
    tlsEnv.TLS_KEY = path.join(tlsDir, "key.pem");
    await writeFile(tlsEnv.TLS_CERT, tls.cert);
    await writeFile(tlsEnv.TLS_KEY, tls.key, { mode: 0o600 });
  }
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...process.env, ...tlsEnv, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Stopped with the bench, however it ends (Ctrl-C included: chrome-launcher
  // exits on SIGINT once it has closed its browsers).
  const stop = () => server.kill();
  process.once("exit", stop);
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Serving")) resolve();
      });
      server.on("exit", () => reject(new Error("the server did not start: run npm run build")));
    });
  } finally {
    await rm(tlsDir, { recursive: true, force: true });
  }
  return {
    origin: `${http1 ? "http" : "https"}://localhost:${port}`,
    tls,
    trust: tls ? [trustFlag(tls.cert)] : [],
    close: () => {
      process.off("exit", stop);
      server.kill();
    },
  };
}

/**
 * For an instrument run on its own: the build at BENCH_ORIGIN, or else
 * served here on BENCH_PORT (4321) for as long as `use` runs. `use` gets the
 * origin and the flags Chromium is launched with: the bench's own, and what
 * makes it accept the certificate (trusted, when the bench made it; a build
 * served elsewhere may have one of its own, accepted, though then Chromium
 * caches nothing).
 */
export async function onBuild<T>(
  env: Record<string, string | undefined>,
  use: (origin: string, flags: string[]) => Promise<T>,
): Promise<T> {
  if (env.BENCH_ORIGIN)
    return use(env.BENCH_ORIGIN, [...chromiumFlags, "--ignore-certificate-errors"]);
  const served = await serveBuild({ port: Number(env.BENCH_PORT ?? 4321) });
  try {
    return await use(served.origin, [...chromiumFlags, ...served.trust]);
  } finally {
    served.close();
  }
}
