/**
 * `npm run test:e2e:owner`: the browser suite (its `desktop` project) on the
 * site as a few years of the owner's content make it
 * (tests/fixtures/owner-content.ts: 50 projects, 200 articles), built in
 * full as the host builds it, link previews included. Its time should stay
 * close to the suite's on today's content: the browser visits a few pages
 * of each template, and only the file gates read every page. Prints the
 * run's wall-clock time, then puts back what the build wrote for the site's
 * own content (fonts, image manifests, link previews).
 * Extra arguments go to Playwright: `npm run test:e2e:owner -- news.spec.ts`.
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { makeOwnerContent } from "./fixtures/owner-content";

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

// Inside the project, so the pre-render resolves its packages from node_modules.
const root = path.resolve("node_modules/.cache/solera-owner-suite");
const today = "2026-11-25";
let code = 1;
try {
  await rm(root, { recursive: true, force: true });
  const owner = makeOwnerContent("content", root, { projects: 50, articles: 200, today });
  const env = { CONTENT_DIR: owner.dir, SITE_TODAY: today, BUILD_DIR: path.join(root, "build") };
  if ((await run("npm", ["run", "build"], env)) !== 0) throw new Error("npm run build failed");
  const started = performance.now();
  code = await run(
    "npx",
    ["playwright", "test", "--project=desktop", ...process.argv.slice(2)],
    env,
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `browser suite on 50 projects and 200 articles: ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
  for (const step of ["fonts/subset-fonts", "images/build-images", "images/build-previews"])
    await run("npx", ["tsx", `scripts/${step}.ts`]);
}
process.exitCode = code;
