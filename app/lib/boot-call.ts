/**
 * The text of an inline script that calls a boot function, given as its
 * source (a `?boot` import of app/boot/, scripts/vite/boot-scripts.ts), with `args` as
 * JSON. A `<` in an argument is escaped, so no argument can end the script.
 */
export function bootCall(source: string, ...args: unknown[]): string {
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, "\\u003c"));
  return `(${source})(${json.join(",")})`;
}
