import { afterEach, describe, expect, it, vi } from "vitest";
import { statusContext } from "../netlify/plugins/build-status/context.js";
import { report, repositoryOf, statusFor } from "../netlify/plugins/build-status/report.js";

const production = {
  CONTEXT: "production",
  COMMIT_REF: "0123456789abcdef0123456789abcdef01234567",
  REPOSITORY_URL: "https://github.com/solera-design-build/website",
  URL: "https://soleradesignbuild.com",
  SITE_NAME: "soleradesignbuild",
  DEPLOY_ID: "d1",
};

describe("the build's status on its commit", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads the repository from the address Netlify gives", () => {
    expect(repositoryOf("https://github.com/solera-design-build/website")).toBe(
      "solera-design-build/website",
    );
    expect(repositoryOf("git@github.com:solera-design-build/website.git")).toBe(
      "solera-design-build/website",
    );
    expect(repositoryOf("https://gitlab.com/a/b")).toBeUndefined();
  });

  it("reports a production build's outcome on its commit, under the name the editor reads", () => {
    expect(statusFor("failure", production)).toEqual({
      url: `https://api.github.com/repos/solera-design-build/website/statuses/${production.COMMIT_REF}`,
      body: {
        state: "failure",
        context: statusContext,
        description: "The build failed: the site was not changed",
        target_url: "https://app.netlify.com/sites/soleradesignbuild/deploys/d1",
      },
    });
    expect(statusFor("success", production)?.body.target_url).toBe(production.URL);
  });

  it("leaves deploy previews and branch builds to Netlify", () => {
    expect(statusFor("pending", { ...production, CONTEXT: "deploy-preview" })).toBeUndefined();
    expect(statusFor("pending", { ...production, COMMIT_REF: "" })).toBeUndefined();
  });

  it("posts with the token, and says so in the log without one", async () => {
    const post = vi.fn(async () => new Response("{}", { status: 201 }));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await report("success", { ...production, GITHUB_STATUS_TOKEN: "ghs_x" }, post as typeof fetch);
    expect(post).toHaveBeenCalledTimes(1);
    const [url, init] = post.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/statuses\/0123/);
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer ghs_x");
    expect(JSON.parse(String(init.body))).toMatchObject({
      state: "success",
      context: statusContext,
    });
    post.mockClear();
    await report("success", production, post as typeof fetch);
    expect(post).not.toHaveBeenCalled();
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining("GITHUB_STATUS_TOKEN is not set"));
  });

  it("never fails the build when GitHub cannot be reached", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const post = vi.fn(async () => {
      throw new Error("offline");
    });
    await expect(
      report("failure", { ...production, GITHUB_STATUS_TOKEN: "x" }, post as typeof fetch),
    ).resolves.toBeUndefined();
  });
});

describe("the plugin's entry", () => {
  it("exports Netlify's build events and nothing else, which Netlify refuses to load", async () => {
    const events = ["onPreBuild", "onBuild", "onPostBuild", "onSuccess", "onError", "onEnd"];
    const entry = await import("../netlify/plugins/build-status/index.js");
    expect(Object.keys(entry).filter((name) => !events.includes(name))).toEqual([]);
    expect(Object.keys(entry).sort()).toEqual(["onError", "onPreBuild", "onSuccess"]);
  });
});
