import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/**
 * .ci/node-floor, which .ci/run puts first on PATH before `npm ci`: a machine
 * whose Node is older than package.json's floor gets the floor's major
 * release from the npm registry. Here `node` and `npm` are stand-ins that
 * record what they are asked, so the test needs neither an old Node nor the
 * network.
 */

const floor = /"node": ">=(\d+)\.(\d+)"/.exec(readFileSync("package.json", "utf8"))!;
const floorMajor = floor[1]!;

let dir: string;
let fakeBin: string;
let cache: string;

function script(file: string, body: string) {
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

/** A `node` that answers `-v` with this version. */
function nodeOnPath(version: string) {
  script(path.join(fakeBin, "node"), `echo ${version}`);
}

/** An `npm` that logs each install and leaves a `node` of this version where the package puts it. */
function npmInstalling(version: string) {
  script(
    path.join(fakeBin, "npm"),
    [
      `echo "$PWD $*" >> "${path.join(dir, "npm.log")}"`,
      "mkdir -p node_modules/.bin",
      `printf '#!/bin/sh\\necho ${version}\\n' > node_modules/.bin/node`,
      "chmod +x node_modules/.bin/node",
    ].join("\n"),
  );
}

const nodeFloor = path.join(".ci", "node-floor");

function run(): string {
  return execFileSync(nodeFloor, {
    env: { ...process.env, PATH: `${fakeBin}:/usr/bin:/bin`, NODE_FLOOR_CACHE: cache },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

const npmCalls = () => {
  try {
    return readFileSync(path.join(dir, "npm.log"), "utf8").trim().split("\n");
  } catch {
    return [];
  }
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "node-floor-"));
  fakeBin = path.join(dir, "bin");
  cache = path.join(dir, "cache");
  mkdirSync(fakeBin);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the CI's Node floor", () => {
  it("leaves PATH alone when the machine's Node meets the floor", () => {
    nodeOnPath(`v${floorMajor}.${floor[2]}.0`);
    npmInstalling("v99.0.0");
    expect(run()).toBe("");
    expect(npmCalls()).toEqual([]);
  });

  it("installs the floor's major release from the npm registry when the machine's Node is older", () => {
    nodeOnPath("v20.19.0");
    npmInstalling(`v${floorMajor}.23.3`);
    expect(run()).toBe(path.join(cache, "node_modules", ".bin"));
    expect(npmCalls()).toEqual([`${cache} install --no-audit --no-fund --loglevel=error`]);
    expect(JSON.parse(readFileSync(path.join(cache, "package.json"), "utf8"))).toEqual({
      private: true,
      dependencies: { node: floorMajor },
      allowScripts: { node: true },
    });
  });

  it("reuses the Node it installed on the next run", () => {
    nodeOnPath("v18.20.0");
    npmInstalling(`v${floorMajor}.23.3`);
    run();
    expect(run()).toBe(path.join(cache, "node_modules", ".bin"));
    expect(npmCalls()).toHaveLength(1);
  });

  it("fails, naming the version, when what it installed is still too old", () => {
    nodeOnPath("v20.19.0");
    npmInstalling("v20.20.2");
    expect(run).toThrow(/older than/);
  });

  it("compares versions as numbers, not as text", () => {
    nodeOnPath(`v${floorMajor}.${Number(floor[2]) + 10}.0`);
    npmInstalling("v0.0.0");
    expect(run()).toBe("");
    nodeOnPath(`v${Number(floorMajor) - 1}.99.0`);
    npmInstalling(`v${floorMajor}.${floor[2]}.1`);
    expect(run()).not.toBe("");
  });
});
