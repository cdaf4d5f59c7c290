// What the build plugin posts on a build's commit, and how (index.js). Kept
// apart from the plugin's entry, which Netlify requires to export its event
// handlers and nothing else: any other export fails the build when the
// plugin loads ("Invalid event").

import { statusContext } from "./context.js";

/** owner/name, from Netlify's REPOSITORY_URL (https://github.com/owner/name, or git@github.com:owner/name). */
export function repositoryOf(url) {
  const match = /github\.com[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The status to post for a build event, or undefined where there is nothing to post. */
export function statusFor(state, env) {
  if (env.CONTEXT !== "production" || !env.COMMIT_REF) return undefined;
  const repository = repositoryOf(env.REPOSITORY_URL);
  if (!repository) return undefined;
  const log =
    env.SITE_NAME && env.DEPLOY_ID
      ? `https://app.netlify.com/sites/${env.SITE_NAME}/deploys/${env.DEPLOY_ID}`
      : undefined;
  const description = {
    pending: "Building the site",
    success: "The site is live with this change",
    failure: "The build failed: the site was not changed",
  }[state];
  const target = state === "success" ? env.URL : log;
  return {
    url: `https://api.github.com/repos/${repository}/statuses/${env.COMMIT_REF}`,
    body: {
      state,
      context: statusContext,
      description,
      ...(target ? { target_url: target } : {}),
    },
  };
}

/** Posts a build event's status; a failure to post never fails the build. */
export async function report(state, env = process.env, post = fetch) {
  const token = env.GITHUB_STATUS_TOKEN;
  const status = statusFor(state, env);
  if (!status) return;
  if (!token) {
    console.log(
      "build-status: GITHUB_STATUS_TOKEN is not set; the editor will not hear of this build",
    );
    return;
  }
  try {
    const response = await post(status.url, {
      method: "POST",
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(status.body),
    });
    console.log(`build-status: ${state} reported (${response.status})`);
  } catch (error) {
    console.log(`build-status: ${state} not reported: ${error.message}`);
  }
}
