// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { site as realSite } from "~/site";
import { Credentials } from "./credentials";

const constants = vi.hoisted(() => ({ credentials: undefined as typeof realSite.credentials }));

vi.mock("~/site", async (importOriginal) => {
  const { site } = await importOriginal<{ site: typeof realSite }>();
  return {
    site: {
      ...site,
      get credentials() {
        return constants.credentials;
      },
    },
  };
});

afterEach(cleanup);

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <Credentials /> },
    { path: "/es", Component: () => <Credentials /> },
  ]);
  return render(<Stub initialEntries={[url]} />).container;
}

describe("Credentials", () => {
  it("shows nothing while the constants hold no numbers", () => {
    constants.credentials = undefined;
    expect(renderAt("/").querySelector("[data-credentials]")).toBeNull();
    constants.credentials = {};
    expect(renderAt("/es").querySelector("[data-credentials]")).toBeNull();
    // As content/company.json keeps them until the company has the numbers.
    constants.credentials = { cfia: "", ins: "" };
    expect(renderAt("/").querySelector("[data-credentials]")).toBeNull();
  });

  it("leaves out the line whose number is still empty", () => {
    constants.credentials = { cfia: "", ins: "0116-RT-5555" };
    expect(renderAt("/").textContent).toBe("INS policy no. 0116-RT-5555");
  });

  it("names each registration that has a number, in the page's language", () => {
    constants.credentials = { cfia: "CC-01234" };
    expect(renderAt("/").textContent).toBe("CFIA registered firm no. CC-01234");
    constants.credentials = { cfia: "CC-01234", ins: "0116-RT-5555" };
    expect(renderAt("/es").textContent).toBe(
      "Empresa inscrita en el CFIA n.º CC-01234Póliza del INS n.º 0116-RT-5555",
    );
  });
});
