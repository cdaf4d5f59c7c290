import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * Gives the browser React Router's production build. The package's exports
 * name only its development build, whose warnings ship to every visitor
 * (react-router issue #14102, open as of 7.18); its production build sits
 * beside it in the package. Only the client environment is pointed there, and
 * both entry points together, so the page never holds two copies of the router.
 * Listed in docs/architecture.md; remove once the package resolves it itself.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");
  const files: Record<string, string> = {
    "react-router": path.join(dist, "production/index.mjs"),
    "react-router/dom": path.join(dist, "production/dom-export.mjs"),
  };
  return {
    name: "solera:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      if (this.environment.name !== "client") return undefined;
      return files[id];
    },
  };
}
