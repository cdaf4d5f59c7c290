import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { content } from "../app/content/content.server";
import { clientDir } from "../app/folders.server";
import { locales } from "../app/i18n/locales";
import { editorPath } from "../app/pages";
import { configFor } from "./config";

/**
 * Builds the content editor (Sveltia CMS) into the site's build, at /admin (editorPath), from its npm
 * package, so /admin loads nothing from a third-party CDN. The public site's
 * build knows nothing of it.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: `${editorPath}/`,
  publicDir: false,
  logLevel: "warn",
  // The previews draw with the site's own components (cms/preview.tsx), which import by "~".
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  plugins: [selfHostedFonts(), noCodeHighlighting(), siteStylesheet(), editorConfigs()],
  build: {
    outDir: path.join(clientDir(), editorPath),
    emptyOutDir: true,
    // The editor is one large application, downloaded once by the site's owner.
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: false,
    rolldownOptions: {
      // The icons' "use client" marks a React Server Components boundary; the
      // editor has none, so the mark means nothing here.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"'))
          return;
        warn(warning);
      },
    },
  },
});

/**
 * Sveltia CMS declares its interface fonts with addresses on the jsDelivr CDN.
 * The editor's own policy allows no third-party host, so each address is
 * replaced by the same file from its Fontsource package, pinned to the version
 * the editor asks for (package.json), and bundled with the editor.
 */
const fonts: Record<string, string> = {
  "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2":
    "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2":
    "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2":
    "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
};

const editorModule = /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;

function selfHostedFonts(): Plugin {
  return {
    name: "solera:cms-self-hosted-fonts",
    enforce: "pre",
    transform(code, id) {
      if (!editorModule.test(id)) return null;
      const imports: string[] = [];
      let out = code;
      Object.entries(fonts).forEach(([address, file], index) => {
        if (!out.includes(address)) {
          this.error(`The editor no longer loads ${address}: update cms/vite.config.ts`);
        }
        imports.push(`import __cmsFont${index} from ${JSON.stringify(`${file}?url`)};`);
        out = out.split(address).join(`\${__cmsFont${index}}`);
      });
      return { code: `${imports.join("\n")}\n${out}`, map: null };
    },
  };
}

/**
 * The editor can highlight code in about 250 languages, each a chunk of its
 * own. This site has no code field, so the languages and themes resolve to an
 * empty module instead of filling /admin with files nobody loads.
 */
function noCodeHighlighting(): Plugin {
  const empty = "\0solera:cms-empty";
  return {
    name: "solera:cms-no-code-highlighting",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith("@shikijs/") ? empty : null;
    },
    load(id) {
      return id === empty ? "export default [];" : null;
    },
  };
}

/**
 * The previews draw with the site's own stylesheet (cms/preview.tsx).
 * The site is built first (npm run build), so its home page names the
 * stylesheet of this very build; `virtual:site-stylesheet` is its address.
 */
function siteStylesheet(): Plugin {
  const id = "virtual:site-stylesheet";
  const resolved = `\0${id}`;
  return {
    name: "solera:cms-site-stylesheet",
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(source) {
      if (source !== resolved) return null;
      const home = path.join(clientDir(), "index.html");
      let html = "";
      try {
        html = readFileSync(home, "utf8");
      } catch {
        this.error("The editor's preview needs the site built first: run npm run build");
      }
      const address = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      if (!address) this.error(`${home} names no stylesheet for the preview`);
      return `export default ${JSON.stringify(address)};`;
    },
  };
}

/**
 * The editor's configuration in each language of its interface, made here
 * from the content's declaration (cms/config.ts) and handed to the editor as
 * data: a label, hint or choice missing in a language stops the build. (The
 * declaration's rules still reach the editor's script: its foot line checks
 * each changed file with them, app/content/files.ts.)
 */
function editorConfigs(): Plugin {
  const id = "virtual:editor-configs";
  const resolved = `\0${id}`;
  return {
    name: "solera:cms-editor-configs",
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(source) {
      if (source !== resolved) return null;
      // A new diary entry starts on the project of the newest one.
      const newest = { diary: content().diary[0] };
      const configs = Object.fromEntries(
        locales.map((locale) => [locale, configFor(locale, newest)]),
      );
      return `export default ${JSON.stringify(configs)};`;
    },
  };
}
