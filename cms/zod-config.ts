import { z } from "zod";

// The schema's object parsers compile themselves with `new Function` where
// they may, and decide so as each schema is made. The editor's policy allows
// no eval, and the attempt alone is reported as a violation: imported before
// the schema (cms/preview.tsx), this makes them parse without it.
z.config({ jitless: true });
