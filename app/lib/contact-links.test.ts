import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { mailtoHref, socialLinks, telHref, whatsappHref } from "./contact-links";

describe("telHref", () => {
  it("dials the E.164 number", () => {
    expect(telHref()).toBe("tel:+50687000000");
  });
});

describe("mailtoHref", () => {
  it("addresses the company with the spec's English subject", () => {
    const url = new URL(mailtoHref("en"));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe("Construction Inquiry");
    expect(url.searchParams.get("body")).toMatch(/construction services/);
  });

  it("writes a Spanish subject and body with accents percent-encoded", () => {
    const href = mailtoHref("es");
    expect(href).toContain("subject=Consulta%20de%20construcci%C3%B3n");
    expect(href).not.toMatch(/[ ñó\n]/);
    expect(new URL(href).searchParams.get("body")).toMatch(/servicios de construcción/);
  });

  it("encodes spaces as %20, not +", () => {
    expect(mailtoHref("en")).not.toContain("+");
  });

  it("writes the project's details in place of the blank lines, keeping the subject", () => {
    const url = new URL(mailtoHref("en", { details: [["Budget", "Under US$300,000"]] }));
    expect(url.searchParams.get("subject")).toBe("Construction Inquiry");
    const body = url.searchParams.get("body") ?? "";
    expect(body).toMatch(/^Hello Solera team,/);
    expect(body).toContain("\nBudget: Under US$300,000\n");
    expect(body).not.toContain("Ideal timeline:");
    expect(body).toMatch(/Thank you,\n$/);
  });

  it("leaves the draft out when asked, keeping the subject", () => {
    const url = new URL(mailtoHref("es", { body: false }));
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe("Consulta de construcción");
    expect(url.searchParams.has("body")).toBe(false);
  });
});

describe("whatsappHref", () => {
  it("opens a chat with the company number and a prefilled message", () => {
    const url = new URL(whatsappHref("en"));
    expect(url.origin + url.pathname).toBe("https://wa.me/50687000000");
    expect(url.searchParams.get("text")).toMatch(/interested/);
  });

  it("adds the project's details, one per line, after the greeting", () => {
    const text = new URL(
      whatsappHref("es", [
        ["Tipo de proyecto", "Casa nueva"],
        ["El lote", "Ya tengo lote"],
      ]),
    ).searchParams.get("text");
    expect(text).toMatch(
      /sus servicios\.\n\nTipo de proyecto: Casa nueva\nEl lote: Ya tengo lote$/,
    );
  });

  it("encodes accents and punctuation in the Spanish message", () => {
    const href = whatsappHref("es");
    expect(href).toContain("%C2%A1Hola"); // ¡Hola
    expect(new URL(href).searchParams.get("text")).toMatch(/^¡Hola, Solera/);
  });
});

describe("socialLinks", () => {
  it("lists every social profile from the constants", () => {
    expect(socialLinks().map((link) => link.href)).toEqual(Object.values(site.social));
  });
});
