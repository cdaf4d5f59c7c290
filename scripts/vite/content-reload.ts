import type { Plugin } from "vite";
import type * as Content from "../../app/content/content.server";
import { contentDir } from "../../app/folders.server";

/**
 * In development, an edit to any file under the content folder shows on the
 * next page: the loaders' content, read once per process
 * (`content()` in app/content/content.server.ts), is forgotten, and the
 * browser reloads. The content module is loaded through the development
 * server itself, the same copy the loaders read, and only once a file
 * changes, so loading this configuration does not load the content model.
 */
export function contentReload(): Plugin {
  return {
    name: "solera:content-reload",
    apply: "serve",
    configureServer(server) {
      const folder = contentDir();
      server.watcher.add(folder);
      server.watcher.on("all", (_, file) => {
        if (!file.startsWith(folder)) return;
        void server
          .ssrLoadModule("/app/content/content.server.ts")
          .then((module) => (module as typeof Content).forgetContent())
          .then(() => server.ws.send({ type: "full-reload" }));
      });
    },
  };
}
