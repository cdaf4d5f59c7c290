import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import scheduledBuild, { config } from "../netlify/functions/scheduled-build";

/** A stand-in for the host's build hook on this machine: records what it is sent. */
async function buildHook(status = 200) {
  const received: Pick<IncomingMessage, "method" | "url">[] = [];
  const server = createServer((request, response) => {
    received.push({ method: request.method, url: request.url });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/build_hooks/daily`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("the daily build", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("runs just after midnight in Costa Rica", () => {
    expect(config.schedule).toBe("5 6 * * *");
  });

  it("asks the host to build the site once", async () => {
    const hook = await buildHook();
    vi.stubEnv("SCHEDULED_BUILD_HOOK", hook.url);
    const response = await scheduledBuild();
    await hook.close();
    expect(response.status).toBe(200);
    expect(hook.received).toEqual([{ method: "POST", url: "/build_hooks/daily" }]);
  });

  it("says so when the hook is missing or refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("SCHEDULED_BUILD_HOOK", "");
    expect((await scheduledBuild()).status).toBe(500);
    const hook = await buildHook(404);
    vi.stubEnv("SCHEDULED_BUILD_HOOK", hook.url);
    expect((await scheduledBuild()).status).toBe(502);
    await hook.close();
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
