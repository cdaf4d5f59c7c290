/**
 * `npm run bench -- --photos`: the whole bench twice, on the drawings (the
 * default content; once more over HTTP/1.1, in the headless shell, without
 * the taps) and on photographs (bench/photos in place of every drawing,
 * through a content copy and CONTENT_DIR), each in both browsers unless
 * `--browser=` says otherwise, with what a phone downloads for each page's
 * largest image and every file's bytes by role (image-bytes.ts), the image
 * step's line for each, and the image step's cold and warm time for 100
 * photographs (image-time.ts; BENCH_IMAGE_PHOTOS changes the count). Writes
 * bench/results/drawings/, bench/results/photos/ and the two side by side in
 * bench/results/modes.md.
 *
 * The photograph build rewrites public/images and app/generated/images; both
 * are put back as they were, and the drawings built again, at the end.
 */
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { keptFolders } from "../scripts/images/pipeline";
import { browserChoice } from "./browsers";
import { imageTimeLine, measureImageTime } from "./image-time";
import {
  byRole,
  downloadsTable,
  largestByUse,
  phoneDownloads,
  recordedRenditions,
  roleTable,
} from "./image-bytes";
import { writePhotoContent } from "./photo-content";

const results = "bench/results";

/** Runs a command, echoing its output; resolves with the output and exit code. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

async function build(env: Record<string, string>) {
  const { code, output } = await run("npm", ["run", "build"], env);
  if (code !== 0) throw new Error(`npm run build failed (${JSON.stringify(env)})`);
  return output.split("\n").find((line) => line.startsWith("images: ")) ?? "images: (no line)";
}

interface ModeResult {
  mode: string;
  images: string;
  downloads: string;
  lighthouse: string;
  code: number;
}

async function benchMode(
  mode: string,
  env: Record<string, string>,
  { rebuild = true } = {},
): Promise<ModeResult> {
  const dir = path.join(results, mode);
  if (onlyModes && !onlyModes.includes(mode)) {
    // Not measured this time: its last results stand in the report, and say when they ran.
    const lighthouse = await readFile(path.join(dir, "latest.md"), "utf8").catch(
      () => "(no results)",
    );
    const earlier = "(not measured in this run: the results below are the mode's last)";
    return { mode, images: earlier, downloads: earlier, lighthouse, code: 0 };
  }
  console.log(`\n# ${mode}\n`);
  const images = rebuild ? await build(env) : "images: as built for the mode before";
  const rows = largestByUse(await phoneDownloads());
  const roles = byRole(await recordedRenditions());
  await mkdir(dir, { recursive: true });
  const { code } = await run(process.execPath, ["--import", "tsx", "bench/run.ts"], {
    BENCH_BROWSER: browser,
    ...env,
    BENCH_RESULTS: dir,
    BENCH_MODE: mode,
  });
  const lighthouse = await readFile(path.join(dir, "latest.md"), "utf8").catch(
    () => "(no results)",
  );
  const over = rows.some((row) => row.over) || roles.some((row) => row.over > 0) ? 1 : 0;
  return {
    mode,
    images,
    downloads: `${downloadsTable(rows)}\n\nEvery file, by role (the AVIF is what phones download):\n\n${roleTable(roles)}`,
    lighthouse,
    code: code || over,
  };
}

// Both browsers unless `--browser=` or BENCH_BROWSER says otherwise (browsers.ts).
const browser = browserChoice(process.argv, process.env);
// BENCH_MODES=photos measures only the modes named; the others' last results stay in the report.
const onlyModes = process.env.BENCH_MODES?.split(",");
const keep = await mkdtemp(path.join(tmpdir(), "solera-modes-"));
const kept = [keptFolders.outputs, keptFolders.index, "app/generated/images"];
const modes: ModeResult[] = [];
let saved = false;
try {
  modes.push(await benchMode("drawings", {}));
  // The same build over plain HTTP/1.1, as a server without TLS serves it
  // (deploy/nginx allows it): its first paint must not wait on a connection
  // more than over HTTP/2. The taps, the ratio and the main thread's work
  // are measured once, over HTTP/2, and the first paint, which is the
  // network's, in one browser.
  modes.push(
    await benchMode(
      "drawings-http1",
      {
        BENCH_HTTP1: "1",
        BENCH_TAPS: "0",
        BENCH_LCP_RATIO: "0",
        BENCH_CPU: "0",
        BENCH_BROWSER: browser === "both" ? "shell" : browser,
      },
      { rebuild: false },
    ),
  );
  for (const folder of kept) {
    await cp(folder, path.join(keep, folder), { recursive: true }).catch(() => undefined);
  }
  saved = true;
  const content = path.join(keep, "content");
  await writePhotoContent("content", "bench/photos", content);
  // The photographs change the images, not the scripts or the controls: the
  // taps, the scripts-blocked ratio and the main thread's work are measured
  // once, on the drawings.
  modes.push(
    await benchMode("photos", {
      CONTENT_DIR: content,
      BENCH_TAPS: "0",
      BENCH_LCP_RATIO: "0",
      BENCH_CPU: "0",
    }),
  );
} finally {
  // Only what was saved is put back: a failure before the photographs leaves the drawings as built.
  if (saved) {
    for (const folder of kept) {
      await rm(folder, { recursive: true, force: true });
      await cp(path.join(keep, folder), folder, { recursive: true }).catch(() => undefined);
    }
    await build({});
  }
  await rm(keep, { recursive: true, force: true });
}

const imageTime = imageTimeLine(
  await measureImageTime(Number(process.env.BENCH_IMAGE_PHOTOS ?? 100)),
);
console.log(imageTime);
const report = modes
  .map(
    (m) =>
      `## ${m.mode}\n\n${m.images}\n\nWhat a phone downloads for each page's largest image (AVIF):\n\n${m.downloads}\n\n${m.lighthouse.replace(/^# /m, "### ")}`,
  )
  .join("\n\n");
await writeFile(
  path.join(results, "modes.md"),
  `# Drawings and photographs\n\n${imageTime}\n\n${report}\n`,
);
console.log(`\nWritten ${results}/modes.md`);
process.exitCode = modes.some((m) => m.code !== 0) ? 1 : 0;
