import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { mailDraftHref } from "./mail-draft";

describe("mailDraftHref", () => {
  it("addresses the company with the spec's English subject and a draft", () => {
    const url = new URL(mailDraftHref("en"));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe("Construction Inquiry");
    expect(url.searchParams.get("body")).toMatch(/construction services/);
    expect(url.searchParams.get("body")).toContain("Ideal timeline:");
  });

  it("writes a Spanish subject and body with accents percent-encoded", () => {
    const href = mailDraftHref("es");
    expect(href).toContain("subject=Consulta%20de%20construcci%C3%B3n");
    expect(href).not.toMatch(/[ ñó\n+]/);
    expect(new URL(href).searchParams.get("body")).toMatch(/servicios de construcción/);
  });

  it("writes the project's details in place of the blank lines, keeping the subject", () => {
    const url = new URL(mailDraftHref("en", [["Budget", "Under US$300,000"]]));
    expect(url.searchParams.get("subject")).toBe("Construction Inquiry");
    const body = url.searchParams.get("body") ?? "";
    expect(body).toMatch(/^Hello Solera team,/);
    expect(body).toContain("\nBudget: Under US$300,000\n");
    expect(body).not.toContain("Ideal timeline:");
    expect(body).toMatch(/Thank you,\n$/);
  });
});
