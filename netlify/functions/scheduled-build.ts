/**
 * Builds the site again every day, just after midnight in Costa Rica, so an
 * article dated today goes live on its day (the build leaves out articles
 * dated after it: app/content/content.server.ts). Netlify runs this on its
 * schedule; it calls the site's build hook, whose address is kept in the
 * site's environment as SCHEDULED_BUILD_HOOK (docs/editing.md says how).
 */

/** 06:05 UTC is 00:05 in Costa Rica, which keeps UTC−6 all year. */
export const config = { schedule: "5 6 * * *" };

export default async function scheduledBuild(): Promise<Response> {
  const hook = process.env.SCHEDULED_BUILD_HOOK;
  if (!hook) {
    console.error(
      "scheduled-build: SCHEDULED_BUILD_HOOK is not set; add the build hook's address to the site's environment variables",
    );
    return new Response("No build hook", { status: 500 });
  }
  const response = await fetch(hook, { method: "POST" });
  if (!response.ok) {
    console.error(`scheduled-build: the build hook answered ${response.status}`);
    return new Response("Build hook failed", { status: 502 });
  }
  return new Response("Build started", { status: 200 });
}
