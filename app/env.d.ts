/** ISO timestamp of the build, replaced by Vite at build time. */
declare const __BUILD_DATE__: string;
