import { z } from "zod";

/*
 * The editor runs the site's content rules (zod, app/content/model/) in
 * the browser. zod compiles its object parsers with `new Function` where it
 * may, and probes for it even when told nothing; the editor's policy allows
 * no eval, and Chromium reports the refused probe as a policy violation. So
 * zod is told, before any rule is built, to parse without compiling. This
 * module is imported first (cms/main.ts).
 */
z.config({ jitless: true });
