/** ISO timestamp of the build, replaced by Vite at build time. */
declare const __BUILD_DATE__: string;

/** The SITE_ORIGIN of the build, or "" to use the company's domain from site.ts. */
declare const __SITE_ORIGIN__: string;

/** A boot script (app/boot/) as the minified source of its function (scripts/vite/boot-scripts.ts). */
declare module "*?boot" {
  const source: string;
  export default source;
}
