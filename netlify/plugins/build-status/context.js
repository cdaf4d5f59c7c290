/**
 * The name of the status the build plugin posts on each production build's
 * commit (index.js), which the content editor looks for (cms/site-status.ts).
 */
export const statusContext = "deploy/production";
