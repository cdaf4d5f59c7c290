// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function renderFailing(path: string, fail: () => never, where: "render" | "loader" = "render") {
  const Stub = createRoutesStub([
    {
      path: "/*",
      Component: where === "render" ? () => fail() : () => null,
      loader: where === "loader" ? () => fail() : undefined,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("root error boundary", () => {
  it("shows “Unexpected Application Error!” and the error's message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing("/", () => {
      throw new Error("Kaboom");
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByTestId("error-detail").textContent).toBe("Kaboom");
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });

  it("shows the status and status text of a thrown response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(
      "/",
      () => {
        throw new Response(null, { status: 503, statusText: "Service Unavailable" });
      },
      "loader",
    );
    expect((await screen.findByTestId("error-detail")).textContent).toBe("503 Service Unavailable");
  });

  it("speaks the language of the URL", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing("/es/about", () => {
      throw new Error("Kaboom");
    });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "¡Error inesperado en la aplicación!",
    );
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/es");
  });

  it("shows no stack trace in production", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("DEV", false);
    renderFailing("/", () => {
      throw new Error("Kaboom");
    });
    await screen.findByTestId("error-detail");
    expect(document.querySelector("pre")).toBeNull();
    expect(document.body.textContent).not.toMatch(/at .*\.tsx?:\d+/);
    vi.unstubAllEnvs();
  });
});
