// Reports each production build of the site on its commit, as a GitHub
// commit status, so the content editor can tell a failed build from a slow
// one and say so to the owner (cms/site-status.ts, decision 053). Netlify
// reports deploy previews to GitHub itself, but not production builds.
//
// It needs a GitHub token allowed to write commit statuses on the repository
// in the site's environment as GITHUB_STATUS_TOKEN (docs/editing.md says how
// to make one); without it, it says so in the build log and does nothing.
// Netlify sets the rest: CONTEXT, COMMIT_REF, REPOSITORY_URL, URL, SITE_NAME
// and DEPLOY_ID.

import { report } from "./report.js";

export const onPreBuild = () => report("pending");
export const onSuccess = () => report("success");
export const onError = () => report("failure");
