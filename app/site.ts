import type { Company } from "./content/schema";
import company from "../content/company.json" with { type: "json" };

/**
 * Company constants. The company's own facts (name, phone, e-mail, address,
 * hours, social profiles, maps link) live in content/company.json, which the
 * owner edits and the build checks (app/content/schema.ts); everything else
 * imports them from here.
 */
export const site = {
  // Typed by the schema the build checks the file against, so that a fact
  // the file may leave empty or out (the registered company, the
  // credentials) is optional here too.
  ...(company as Company),
  /** Where the site is deployed; a build may set SITE_ORIGIN to publish elsewhere. */
  origin: "https://soleradesignbuild.com",
} as const;

export type SocialNetwork = keyof typeof site.social;
