import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { clientDir } from "../app/folders.server";
import { onPostBuild, onPreBuild } from "../netlify/plugins/image-cache/index.js";
import { keptFolders } from "../scripts/images/pipeline";

/**
 * Connecting the repository to a host is all the owner does: the host's file
 * must build with the README's command, publish the folder the build writes,
 * and run a Node version the project supports.
 */

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const netlify = readFileSync("netlify.toml", "utf8");
const setting = (name: string) => new RegExp(`^${name} = "([^"]*)"$`, "m").exec(netlify)?.[1];

describe("the host's configuration", () => {
  it("builds with npm run build and publishes build/client, where the pages are written", () => {
    expect(setting("command")).toBe("npm run build");
    expect(packageJson.scripts.build).toContain("react-router build");
    expect(setting("publish")).toBe("build/client");
    vi.stubEnv("BUILD_DIR", undefined);
    expect(path.relative(process.cwd(), clientDir())).toBe("build/client");
    vi.unstubAllEnvs();
  });

  it("answers an unknown Spanish address with the Spanish not-found page, with status 404", () => {
    expect(netlify).toMatch(/from = "\/es\/\*"\nto = "\/es\/404\.html"\nstatus = 404/);
  });

  it("runs a Node version the project supports, Node 22 LTS or later", () => {
    // A bare major ("22") is that line's newest release, which the hosts install.
    const [major = 0, minor = Infinity] = readFileSync(".node-version", "utf8")
      .trim()
      .split(".")
      .map(Number);
    const [floorMajor = 0, floorMinor = 0] = /(\d+)\.(\d+)/
      .exec(packageJson.engines.node)!
      .slice(1)
      .map(Number);
    expect(floorMajor).toBeGreaterThanOrEqual(22);
    expect(major > floorMajor || (major === floorMajor && minor >= floorMinor)).toBe(true);
  });
});

describe("the host keeps the image outputs between builds", () => {
  const plugin =
    /^\[\[plugins\]\]\npackage = "\/(netlify\/plugins\/[^"]+)"\n\s+\[plugins\.inputs\]\n\s+paths = (\[[^\]]*\])/m.exec(
      netlify,
    );

  it("runs the local cache plugin on exactly the folders the image step keeps", () => {
    expect(plugin).not.toBeNull();
    const [, folder = "", paths = "[]"] = plugin!;
    expect(readFileSync(`${folder}/manifest.yml`, "utf8")).toMatch(/^name: image-cache$/m);
    expect(JSON.parse(paths)).toEqual(Object.values(keptFolders));
    expect(readFileSync(".gitignore", "utf8")).toMatch(/^public\/images\/$/m);
  });

  it("restores them before the build and saves them after it", async () => {
    const calls: string[] = [];
    const cache = {
      restore: async (path: string) => (calls.push(`restore ${path}`), true),
      save: async (path: string) => (calls.push(`save ${path}`), true),
    };
    const inputs = { paths: Object.values(keptFolders) };
    await onPreBuild({ inputs, utils: { cache } });
    await onPostBuild({ inputs, utils: { cache } });
    expect(calls).toEqual([
      ...inputs.paths.map((path) => `restore ${path}`),
      ...inputs.paths.map((path) => `save ${path}`),
    ]);
  });
});
