import { build } from "esbuild";
import type { Plugin } from "vite";

/**
 * The scripts that run before React (app/boot/) are typed modules, each
 * exporting one function as its default. A page carries each as an inline
 * call, so the build minifies it with esbuild into the source of a function
 * expression, self-contained: `(source)(arguments)` is the script
 * (`bootCall` in app/lib/boot-call.ts). Its hash in the page's
 * Content-Security-Policy is computed from the page as written
 * (scripts/http/csp.ts), like any inline script's.
 */
export async function compileBootScript(file: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: "esm",
    minify: true,
    target: "es2022",
    platform: "browser",
    legalComments: "none",
  });
  const code = outputFiles[0]!.text.trim();
  const exported = /export\s*\{\s*([\w$]+) as default\s*\};?$/.exec(code);
  if (!exported) throw new Error(`${file}: a boot script exports one function, as its default`);
  const [clause, name] = exported as unknown as [string, string];
  const body = code.slice(0, -clause.length);
  // One function declaration reads as an expression once in parentheses;
  // anything more (a helper) is wrapped so that its names stay its own.
  return isExpression(body) ? body : `(()=>{${body}return ${name}})()`;
}

/** Whether the source parses as one expression (compiled, never run). */
function isExpression(source: string): boolean {
  try {
    new Function(`return (${source})`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lets the site import a boot script as the minified source of its function:
 * `import modalOnArrival from "~/boot/modal-on-arrival?boot"`, in the
 * build, the development server and the unit tests alike.
 */
export function bootScripts(): Plugin {
  return {
    name: "solera:boot-scripts",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith("?boot")) return undefined;
      const file = id.slice(0, -"?boot".length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await compileBootScript(file))};`;
    },
  };
}
