import { data, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { errorDetail } from "./error-detail";

function routeError(status: number, statusText: string) {
  // The shape React Router gives error boundaries for a thrown Response.
  const response = { status, statusText, internal: false, data: null };
  expect(isRouteErrorResponse(response)).toBe(true);
  return response;
}

describe("errorDetail", () => {
  it("shows status and status text of a route error", () => {
    expect(errorDetail(routeError(503, "Service Unavailable"))).toBe("503 Service Unavailable");
  });

  it("shows the status alone when there is no status text", () => {
    expect(errorDetail(routeError(500, ""))).toBe("500");
  });

  it("shows status and status text of a Response thrown outside a loader", () => {
    expect(errorDetail(new Response(null, { status: 404, statusText: "Not Found" }))).toBe(
      "404 Not Found",
    );
  });

  it("shows an error's message", () => {
    expect(errorDetail(new Error("Kaboom"))).toBe("Kaboom");
  });

  it("never shows the data of a response", () => {
    expect(errorDetail(data("secret", { status: 418 }))).not.toContain("secret");
  });
});
