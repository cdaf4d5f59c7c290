import { describe, expect, it } from "vitest";
import { chunkUrls, type ViteManifest } from "./vite-manifest";

const manifest: ViteManifest = {
  "app/i18n/messages/es.ts": { file: "assets/es-1.js", imports: ["_runtime.js", "_shared.js"] },
  "_shared.js": { file: "assets/shared-2.js", imports: ["_runtime.js"] },
  "_runtime.js": { file: "assets/runtime-3.js" },
};

describe("chunkUrls", () => {
  it("gives a module's chunk and the chunks it imports, each once", () => {
    expect(chunkUrls(manifest, "app/i18n/messages/es.ts")).toEqual([
      "/assets/es-1.js",
      "/assets/runtime-3.js",
      "/assets/shared-2.js",
    ]);
  });

  it("fails on a module the build did not produce", () => {
    expect(() => chunkUrls(manifest, "app/i18n/messages/fr.ts")).toThrow(
      /not in the build manifest/,
    );
  });
});
