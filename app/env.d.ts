/** ISO timestamp of the build, replaced by Vite at build time. */
declare const __BUILD_DATE__: string;

/** The SITE_ORIGIN of the build, or "" to use the company's domain from site.ts. */
declare const __SITE_ORIGIN__: string;
