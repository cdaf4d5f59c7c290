declare module "virtual:editor-configs" {
  import type { CmsConfig } from "@sveltia/cms";
  import type { Locale } from "../app/i18n/locales";

  /** The editor's configuration in each language of its interface (cms/vite.config.ts). */
  const configs: Record<Locale, CmsConfig>;
  export default configs;
}
